/**
 * Typed errors that services throw; the one error handler maps them to the answer envelope.
 */
import { MSG } from '@common/messages.ts';
import type { FieldError } from '@common/api.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly data: unknown = null,
    /** For a 429: how long to wait, sent as the Retry-After header (RFC 9110 §10.2.3). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export const errors = {
  invalid: (errs: FieldError[]) => new AppError(422, 'INVALID_INPUTS', MSG.invalidInputs, { errors: errs }),
  /** A 422 whose message says why, for a client (the outbox) that shows only the message. */
  refused: (message: string, field: string) =>
    new AppError(422, 'INVALID_INPUTS', message, { errors: [{ field, message }] }),
  unauthorized: (message: string = MSG.provideToken) => new AppError(401, 'UNAUTHORIZED', message),
  forbidden: (message: string = MSG.adminNoRights) => new AppError(403, 'FORBIDDEN', message),
  notFound: (message: string = MSG.notFound) => new AppError(404, 'NOT_FOUND', message),
  expired: (message: string = MSG.otpExpired, data: unknown = null) => new AppError(408, 'EXPIRED', message, data),
  conflict: (message: string, data: unknown = null) => new AppError(409, 'CONFLICT', message, data),
  tooMany: (message: string, data: unknown, retryAfterSeconds: number) =>
    new AppError(429, 'TOO_MANY', message, data, Math.max(1, Math.ceil(retryAfterSeconds))),
  unsupported: (message: string, data: unknown = null) => new AppError(415, 'UNSUPPORTED', message, data),
  tooLarge: (message: string, data: unknown = null) => new AppError(400, 'TOO_LARGE', message, data),
  malformed: (message: string = MSG.malformedBody) => new AppError(400, 'MALFORMED', message),
};

/**
 * A body parser's own failure (busboy's 'Unexpected end of form', 'Boundary not found') is a broken
 * request, not a server fault: anything but an AppError or a 4xx becomes 400 'could not be read'.
 */
export function unreadableBody(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? error : errors.malformed();
}
