/**
 * Which refusals an operation may answer: those its access kind and inputs imply (401 and 403 for
 * a guarded call, 404 for an id in the path, 422 for inputs, 400/413/415 for an unreadable body)
 * plus those it names. The OpenAPI document lists them; the fuzzer holds every answer to them.
 */
import type { Operation } from './operation.ts';

export function errorStatusesOf(op: Operation): number[] {
  const statuses = new Set<number>(op.errors ?? []);
  if (op.access !== 'public') statuses.add(401);
  if (op.access !== 'public' && op.access !== 'reset') statuses.add(403);
  if (op.params) statuses.add(404);
  if (op.params || op.query || op.body || op.consumes) statuses.add(422);
  if (op.body || op.consumes) [400, 413, 415].forEach((s) => statuses.add(s));
  return [...statuses].sort((a, b) => a - b);
}

const TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: an open request exists',
  400: 'The body or the URL could not be read',
  401: 'No valid token, or wrong credentials',
  403: 'The role may not do this, or the account is disabled',
  404: 'Not found, or outside the caller’s scope',
  408: 'Expired, or try again later',
  409: 'Conflicts with the current state',
  413: 'The body is too large',
  415: 'The content type or file type is not supported',
  422: 'Invalid Inputs, with data.errors [{field, message}]',
  429: 'Too many attempts; the message says when to try again',
};

export const statusText = (status: number): string => TEXTS[status] ?? `HTTP ${status}`;
