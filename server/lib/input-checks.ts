/**
 * Checks on request input as a whole, before the routes see it. PostgreSQL refuses a NUL (U+0000)
 * in text, which used to surface as a 500. Here a NUL anywhere (values and keys, at any depth)
 * becomes a 422 field error, named as zod names fields (`slots.0.meal`). Also the one safe decoding
 * of percent escapes.
 */
import type { FieldError } from '@common/api.ts';
import { MSG } from '@common/messages.ts';
import { errors } from './errors.ts';

const NUL = '\u0000';
/** A key may itself hold the NUL: it is shown as ␀ in the field name, never echoed. */
const NUL_SHOWN = '\u2400';
/** A 1 MB body could hold thousands of bad fields; the first few say enough. */
const MAX_ERRORS = 20;

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
