/**
 * Whether IndexedDB refused a write for want of space (docs/offline.md, 'A full disk'). Browsers
 * throw a DOMException named QuotaExceededError; Dexie passes it on as its own QuotaExceededError,
 * or as an AbortError of the transaction with the cause in `inner`. A refused transaction writes
 * nothing, so the caller only has to keep what it holds and say what to free.
 */
interface MaybeWrapped {
  name?: unknown;
  message?: unknown;
  inner?: unknown;
  failures?: unknown;
}

export function isQuotaError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { name, message, inner, failures } = error as MaybeWrapped;
  if (name === 'QuotaExceededError') return true;
  if (name === 'AbortError' && typeof message === 'string' && /quota/i.test(message)) return true;
  if (inner && isQuotaError(inner, depth + 1)) return true;
  return Array.isArray(failures) && failures.some((failure) => isQuotaError(failure, depth + 1));
}
