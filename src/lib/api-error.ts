/**
 * The one error type the API client throws: the envelope's status_code, message and data of a
 * `status: false` answer, or status_code 0 when the network failed before any answer came.
 * Screens branch on status_code and show `message` through the catalogue (translateText).
 */
import { en } from '@/i18n';

export class ApiError<D = unknown> extends Error {
  readonly status_code: number;
  readonly data: D;

  constructor(status_code: number, message: string, data: D) {
    super(message);
    this.name = 'ApiError';
    this.status_code = status_code;
    this.data = data;
  }

  /** True when no answer reached us (offline, DNS, connection reset). */
  get isNetworkError(): boolean {
    return this.status_code === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The English text of a network failure; the catalogue translates it like a server message. */
export const NETWORK_MESSAGE = en['error.network'];

/** Field errors of a 422 'Invalid Inputs' answer (docs/product.md, 'Calls and answers'), keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status_code !== 422) return {};
  const list = (error.data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return {};
  const out: Record<string, string> = {};
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string' && !(item.field in out)) {
      out[item.field] = item.message;
    }
  }
  return out;
}
