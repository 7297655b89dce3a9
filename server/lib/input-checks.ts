/**
 * Checks on request input as a whole, before and after the routes see it. PostgreSQL refuses a NUL
 * (U+0000) in text and a number beyond its integer columns; both used to surface as a 500. Here a
 * NUL anywhere (values and keys, at any depth) and a value the database refused as out of range
 * become 422 field errors, named as zod names fields (`slots.0.meal`). Also the one safe decoding
 * of percent escapes.
 */
import type { FieldError } from '@common/api.ts';
import { MSG } from '@common/messages.ts';
import { type AppError, errors } from './errors.ts';

const NUL = '\u0000';
/** A key may itself hold the NUL: it is shown as ␀ in the field name, never echoed. */
const NUL_SHOWN = '\u2400';
/** A 1 MB body could hold thousands of bad fields; the first few say enough. */
const MAX_ERRORS = 20;
/** numeric_value_out_of_range, datetime_field_overflow: the value was fine for zod, not for a column. */
const OUT_OF_RANGE_STATES = new Set(['22003', '22008']);

interface Leaf {
  path: string;
  text: string;
  isKey: boolean;
}

/**
 * Every string, number and key of the inputs with its field path. Iterative, not recursive: a body
 * of deeply nested arrays must not overflow the stack.
 */
function* leaves(inputs: readonly unknown[]): Generator<Leaf> {
  const stack: [unknown, string][] = inputs.map((input) => [input, '']);
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string' || typeof value === 'number') {
      yield { path: path || 'body', text: String(value), isKey: false };
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        yield { path: childPath, text: key, isKey: true };
        stack.push([child, childPath]);
      }
    }
  }
}

function fieldErrors(inputs: readonly unknown[], matches: (leaf: Leaf) => boolean, message: string): FieldError[] {
  const found: FieldError[] = [];
  for (const leaf of leaves(inputs)) {
    if (!matches(leaf)) continue;
    found.push({ field: leaf.path.replaceAll(NUL, NUL_SHOWN), message });
    if (found.length === MAX_ERRORS) break;
  }
  return found;
}

/** The percent-decoded text, or null when an escape is malformed (`%zz`, a broken UTF-8 sequence). */
export function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Throws a 422 naming each field (or key) of the inputs that holds a NUL. */
export function rejectNul(...inputs: unknown[]): void {
  const found = fieldErrors(inputs, (leaf) => leaf.text.includes(NUL), MSG.nulCharacter);
  if (found.length > 0) throw errors.invalid(found);
}

/**
 * A database error caused by a request value as a 422, or null for any other error. The field is
 * found by the value PostgreSQL quotes in its message ('value "2147483648" is out of range ...');
 * when no input carries that value the fault is ours, and it stays a 500.
 */
export function outOfRangeError(error: unknown, inputs: readonly unknown[]): AppError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !OUT_OF_RANGE_STATES.has(code)) return null;
  const quoted = /"([^"]*)"/.exec((error as Error).message ?? '')?.[1];
  if (quoted === undefined) return null;
  const found = fieldErrors(inputs, (leaf) => !leaf.isKey && leaf.text === quoted, MSG.outOfRange);
  return found.length > 0 ? errors.invalid(found) : null;
}
