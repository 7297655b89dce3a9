/**
 * The largest hostile JSON bodies for one operation, for hostile-bodies.test.ts and `npm run
 * fuzz`: every text of a body that passes (or of the operation's bare shape) replaced by 1 MB of
 * ASCII, by 100,000 Kannada letters, or by as much Kannada or Latin text as the operation's body
 * limit lets through; a text replaced by arrays nested 10,000 deep; every array given 100,000
 * items, or as many as the limit lets through. Each is a body no operation should accept.
 */
import { JSON_BODY_LIMIT } from '@common/contract/operation.ts';
import { OPERATIONS } from '@common/contract/operations/index.ts';
import type { DocOperation } from './openapi-walk.ts';

export interface HostileBody {
  label: string;
  payload: string;
}

const MB = 1024 * 1024;
const KANNADA = 'ಕನ್ನಡ ವಿದ್ಯಾರ್ಥಿ ನಿಲಯ ';
const LATIN = "Rice, sambar & curd - it's the children's lunch. ";
const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

type Path = (string | number)[];

/** The paths of a value's string leaves and of its arrays. */
function leavesOf(value: unknown, at: Path = [], found = { strings: [] as Path[], arrays: [] as Path[] }) {
  if (typeof value === 'string') found.strings.push(at);
  else if (Array.isArray(value)) {
    found.arrays.push(at);
    value.forEach((item, i) => leavesOf(item, [...at, i], found));
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leavesOf(item, [...at, key], found);
  return found;
}

/** A copy of `value` with the values at `paths` replaced by what `make` gives for each. */
function replaced(value: unknown, paths: Path[], make: (old: unknown) => unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  for (const path of paths) {
    if (path.length === 0) return make(copy);
    let parent: Record<string | number, unknown> = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    parent[last] = make(parent[last]);
  }
  return copy;
}

/** A bare body of the operation's JSON schema: a short text, a one, an empty list or object. */
function skeleton(schema: Record<string, unknown> | undefined): Record<string, unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: string | string[] }>;
  const blank = (type: string | undefined) =>
    type === 'string'
      ? 'x'
      : type === 'integer' || type === 'number'
        ? 1
        : type === 'array'
          ? []
          : type === 'boolean'
            ? true
            : {};
  return Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      blank(Array.isArray(property.type) ? property.type[0] : property.type),
    ]),
  );
}

/** Stands for arrays nested 10,000 deep until the body is written (JSON.stringify would overflow the stack). */
const NEST = '\u0000nest\u0000';
const NESTED = '['.repeat(10_000) + ']'.repeat(10_000);

export function bodyLimitOf(id: string): number {
  return OPERATIONS.find((op) => op.id === id)?.bodyLimit ?? JSON_BODY_LIMIT;
}

export function hostileBodiesOf(op: DocOperation, example: unknown): HostileBody[] {
  const base = (example as Record<string, unknown> | undefined) ?? skeleton(op.body);
  const { strings, arrays } = leavesOf(base);
  const texts = strings.length > 0 ? strings : [['hostile']];
  const room = bodyLimitOf(op.id) - 2048;
  const share = Math.floor(room / texts.length);
  const bodies: [string, unknown][] = [
    ['1 MB strings', replaced(base, texts, () => 'x'.repeat(MB))],
    ['100,000 Kannada letters', replaced(base, texts, () => repeatTo(KANNADA, 100_000))],
    ['nesting 10,000 deep', replaced(base, [texts[0]!], () => NEST)],
  ];
  // Texts that fit the body are sent only in the operation's own fields: a key it does not know
  // is dropped unread, and the rest of such a body may well be accepted.
  if (strings.length > 0)
    bodies.push(
      // Kannada takes three bytes a UTF-16 unit; Latin one.
      ['Kannada up to the body limit', replaced(base, texts, () => repeatTo(KANNADA, Math.floor(share / 3)))],
      ['Latin up to the body limit', replaced(base, texts, () => repeatTo(LATIN, share - 8))],
    );
  const lists = arrays.length > 0 ? arrays : [texts[0]!];
  const item = (old: unknown) => (Array.isArray(old) && old.length > 0 ? old[0] : 1);
  const perItem = (old: unknown) => JSON.stringify(item(old)).length + 1;
  bodies.push(['arrays of 100,000 items', replaced(base, lists, (old) => Array(100_000).fill(item(old)))]);
  bodies.push([
    'arrays up to the body limit',
    replaced(base, lists, (old) => Array(Math.floor(room / lists.length / perItem(old))).fill(item(old))),
  ]);
  return bodies.map(([label, value]) => ({
    label,
    payload: JSON.stringify(value).replace(JSON.stringify(NEST), NESTED),
  }));
}
