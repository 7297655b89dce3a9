/**
 * Request bodies for the fuzzer (fuzz-requests.ts): for a JSON operation, mostly objects of its
 * schema (some with hostile leaves) and otherwise the wrong shape (arrays where objects go, objects
 * where arrays go, a bare value), duplicated keys, malformed JSON, prototype keys, a wrong content
 * type, deep nesting or about 1 MB; for the upload, multipart bodies good and broken; and bodies
 * sent to operations that take none.
 */
import fc from 'fast-check';
import { multipart } from './posting.ts';
import { hostileString, hostileValue } from './fuzz-hostile.ts';
import { valuesOf, type ValueHints } from './fuzz-values.ts';

type Json = Record<string, unknown>;
export interface FuzzBody {
  /** What kind of body, for the report. */
  label: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const MB = 1024 * 1024;
const JSON_TYPE = { 'content-type': 'application/json' };
const asJson =
  (label: string) =>
  (value: unknown): FuzzBody => ({ label, headers: JSON_TYPE, payload: JSON.stringify(value) ?? 'null' });
const none: FuzzBody = { label: 'none', headers: {} };

/** The n-th object or array in a value turned inside out: an object into [object], an array into {0: …}. */
export function flip(value: unknown, n: number): unknown {
  const containers: unknown[] = [];
  const walk = (v: unknown) => {
    if (v === null || typeof v !== 'object') return;
    containers.push(v);
    Object.values(v).forEach(walk);
  };
  walk(value);
  if (containers.length === 0) return [value];
  const target = containers[n % containers.length];
  const swap = (v: unknown): unknown => {
    if (v === target) return Array.isArray(v) ? { ...v } : [v];
    if (Array.isArray(v)) return v.map(swap);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]));
    return v;
  };
  return swap(value);
}

/** The object's text with one key written twice: first a hostile value, then the object's own. */
function duplicated([value, n, other]: [unknown, number, unknown]): FuzzBody {
  const text = JSON.stringify(value);
  const keys = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  if (!keys.length || !text.startsWith('{')) return asJson('duplicated keys')({ a: other });
  const key = JSON.stringify(keys[n % keys.length]);
  return { label: 'duplicated keys', headers: JSON_TYPE, payload: `{${key}:${JSON.stringify(other)},${text.slice(1)}` };
}

const MALFORMED = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":NaN}',
  '[1,]',
  '',
  'null',
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
];
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/jpeg',
];

/** Bodies no route should take: malformed, of a wrong content type, deeply nested or about 1 MB. */
export const hostileBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constantFrom(...MALFORMED).map((payload) => ({ label: 'malformed', headers: JSON_TYPE, payload })),
  fc.tuple(fc.constantFrom(...WRONG_TYPES), fc.jsonValue({ maxDepth: 2 })).map(([type, value]) => ({
    label: `as ${type.split(';')[0]}`,
    headers: { 'content-type': type },
    payload: JSON.stringify(value) ?? '',
  })),
  fc.constantFrom(MB + 16, MB - 64).map((size) => ({
    label: size > MB ? 'over 1 MB' : 'just under 1 MB',
    headers: JSON_TYPE,
    payload: `{"reason":"${'x'.repeat(size - 14)}"}`,
  })),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => ({
    label: 'deep',
    headers: JSON_TYPE,
    payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
  })),
  hostileValue.map(asJson('bare value')),
);

/** A body known to pass validation, each field kept or drawn afresh from its schema. */
function variantsOf(example: Json, schema: Json, hints: ValueHints): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const fields = Object.entries(example).map(([key, value]) => {
    const fresh = properties[key] ? valuesOf(properties[key], hints, 0, key) : fc.constant(value);
    return [key, fc.oneof({ weight: 4, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: fresh })];
  });
  return fc.record(Object.fromEntries(fields) as Record<string, fc.Arbitrary<unknown>>);
}

export function jsonBodyOf(schema: Json, hints: ValueHints, example?: Json): fc.Arbitrary<FuzzBody> {
  const valid = valuesOf(schema, hints, 0);
  return fc.oneof(
    ...(example ? [{ weight: 10, arbitrary: variantsOf(example, schema, hints).map(asJson('example')) }] : []),
    { weight: 10, arbitrary: valid.map(asJson('valid')) },
    { weight: 5, arbitrary: valuesOf(schema, hints, 0.3).map(asJson('hostile fields')) },
    { weight: 2, arbitrary: fc.tuple(valid, fc.nat()).map(([v, n]) => asJson('flipped shape')(flip(v, n))) },
    { weight: 1, arbitrary: fc.tuple(valid, fc.nat(), hostileValue).map(duplicated) },
    { weight: 3, arbitrary: hostileBody },
  );
}

export function uploadBodyOf(photo: Buffer): fc.Arbitrary<FuzzBody> {
  const file = fc.oneof(
    { weight: 4, arbitrary: fc.constant({ name: 'photo.jpg', bytes: photo }) },
    { weight: 2, arbitrary: hostileString.map((name) => ({ name, bytes: photo })) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 256 }).map((b) => ({ name: 'x.jpg', bytes: Buffer.from(b) })) },
    { weight: 1, arbitrary: fc.constant({ name: 'big.jpg', bytes: Buffer.alloc(MB + 1, 0xff) }) },
  );
  const owner = fc.oneof({ weight: 4, arbitrary: fc.constant('OWNER') }, { weight: 1, arbitrary: hostileString });
  const parts = fc.tuple(owner, fc.option(file, { freq: 8 })).map(([media_owner, f]) => multipart({ media_owner }, f));
  return fc.oneof(
    { weight: 8, arbitrary: parts.map((m) => ({ label: 'multipart', ...m })) },
    {
      weight: 1,
      arbitrary: fc.tuple(parts, fc.nat()).map(([m, n]) => ({
        label: 'truncated multipart',
        headers: m.headers,
        payload: m.payload.subarray(0, n % m.payload.length),
      })),
    },
    { weight: 3, arbitrary: hostileBody },
  );
}

/** A body for any operation: its own kind most of the time; for one that takes none, mostly none. */
export function bodyOf(
  op: { multipart: boolean; body?: Json },
  hints: ValueHints,
  photo: Buffer,
  example?: Json,
): fc.Arbitrary<FuzzBody> {
  if (op.multipart) return uploadBodyOf(photo);
  if (op.body) return jsonBodyOf(op.body, hints, example);
  return fc.oneof({ weight: 6, arbitrary: fc.constant(none) }, { weight: 1, arbitrary: hostileBody });
}
