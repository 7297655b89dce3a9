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
  ) {
    super(message);
  }
}

export const errors = {
  invalid: (errs: FieldError[]) => new AppError(422, 'INVALID_INPUTS', MSG.invalidInputs, { errors: errs }),
  unauthorized: (message: string = MSG.provideToken) => new AppError(401, 'UNAUTHORIZED', message),
  forbidden: (message: string = MSG.adminNoRights) => new AppError(403, 'FORBIDDEN', message),
  notFound: (message: string = MSG.notFound) => new AppError(404, 'NOT_FOUND', message),
  expired: (message: string = MSG.otpExpired, data: unknown = null) => new AppError(408, 'EXPIRED', message, data),
  conflict: (message: string, data: unknown = null) => new AppError(409, 'CONFLICT', message, data),
  tooMany: (message: string, data: unknown = null) => new AppError(429, 'TOO_MANY', message, data),
  unsupported: (message: string, data: unknown = null) => new AppError(415, 'UNSUPPORTED', message, data),
  tooLarge: (message: string, data: unknown = null) => new AppError(400, 'TOO_LARGE', message, data),
};
