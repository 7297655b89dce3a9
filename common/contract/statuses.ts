/**
 * Which refusals an operation may answer: those every request may meet (400 for a malformed escape
 * in the URL and 422 for a NUL in the query, on every route; 414 for a path parameter over 100
 * characters; 400, 413 and 415 for an unreadable, too large or unsupported body on any method that
 * carries one, whether the operation takes a body or not), those its access kind implies (401, 403),
 * 404 for an id in the path, 422 for its inputs, plus those it names. The OpenAPI document lists
 * them; the fuzzer holds every answer to them.
 */
import type { Operation } from './operation.ts';

export function errorStatusesOf(op: Operation): number[] {
  // Refused for every route before its own rules (server/plugins/input-guard.ts, lib/wire-errors.ts).
  const statuses = new Set<number>([400, 422, ...(op.errors ?? [])]);
  if (op.access !== 'public') statuses.add(401);
  if (op.access !== 'public' && op.access !== 'reset') statuses.add(403);
  if (op.params) [404, 414].forEach((s) => statuses.add(s));
  // Fastify reads the body of any method but GET, whether the operation takes one or not.
  if (op.method !== 'GET' || op.body || op.consumes) [413, 415].forEach((s) => statuses.add(s));
  return [...statuses].sort((a, b) => a - b);
}

const TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: an open request exists',
  302: 'Found',
  400: 'The body or the URL could not be read',
  401: 'No valid token, or wrong credentials',
  403: 'The role may not do this, or the account is disabled',
  404: 'Not found, or outside the caller’s scope',
  408: 'Expired, or try again later',
  409: 'Conflicts with the current state',
  413: 'The body is too large',
  414: 'A path parameter is over 100 characters',
  415: 'The content type or file type is not supported',
  422: 'Invalid Inputs, with data.errors [{field, message}] (a NUL anywhere in the query included)',
  429: 'Too many attempts; the message says when to try again',
};

export const statusText = (status: number): string => TEXTS[status] ?? `HTTP ${status}`;
