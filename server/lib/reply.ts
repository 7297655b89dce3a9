/**
 * Builders of the answer envelope {status, status_code, message, data} (docs/product.md, 'Calls and answers').
 */
import type { FastifyReply } from 'fastify';
import type { Envelope } from '@common/api.ts';

export function envelope<T>(statusCode: number, message: string, data: T): Envelope<T> {
  return { status: statusCode >= 200 && statusCode < 300, status_code: statusCode, message, data };
}

export function send<T>(reply: FastifyReply, statusCode: number, message: string, data: T): FastifyReply {
  return reply.code(statusCode).send(envelope(statusCode, message, data));
}
