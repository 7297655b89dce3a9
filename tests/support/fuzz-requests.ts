/**
 * The fuzzer's requests, built from one operation of the OpenAPI document (openapi-walk.ts): a
 * caller (most often a role the access table allows, so the request gets past the guard to
 * validation and the services; sometimes a wrong role, no token, or a forged one), path and query
 * parameters (from their schemas, or hostile: long, Kannada and emoji, NUL, SQL and path fragments,
 * huge, negative and zero numbers, malformed escapes, repeated names) and a body (fuzz-bodies.ts).
 */
import fc from 'fast-check';
import type { DocOperation } from './openapi-walk.ts';
import { bodyOf } from './fuzz-bodies.ts';
import { hostileString, hostileValue } from './fuzz-hostile.ts';
import { valuesOf, type ValueHints } from './fuzz-values.ts';

export interface FuzzRequest {
  method: DocOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** Who called, and what kind of body: for the report. */
  caller: string;
  body: string;
}

export interface FuzzEnv {
  hints: ValueHints;
  /** Tokens by caller: each role, each pending step ('email', '2fa'), 'reset' and 'ghost' (no such account). */
  tokens: Record<string, string>;
  roles: string[];
  /** A small real JPEG for uploads. */
  photo: Buffer;
  /** Path params that belong together, by operation: the role matrix's ids inside and outside each reach. */
  pathSets: Record<string, Record<string, number>[]>;
  /** Bodies known to pass validation, by operation, that the fuzzer varies. */
  examples: Record<string, Record<string, unknown>>;
}

/** Callers come from a few addresses, so the per-address lockout is exercised but spares 127.0.0.1. */
const ADDRESSES = ['10.0.0.1', '10.0.0.2', '192.0.2.7', '2001:db8::1'];
/** Escapes put into a path segment as they are: malformed, or decoding to a slash, a NUL or a lone surrogate. */
const RAW_SEGMENTS = ['%zz', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00', '%ED%A0%80'];
/**
 * A segment a URL parser takes for `.` or `..` (`%2e` included, as browsers and inject's WHATWG
 * parser do): it never reaches the operation, the parent path's does.
 */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;
const RAW = '\u0001raw:';
const QUERY_EXTRAS = [
  'page=0',
  'page=-1',
  'page=1e308',
  'page=9223372036854775808',
  'size=0',
  'size=100000',
  'page=1&page=2',
  'page=',
  'size=abc',
  '%zz=1',
  'q=%E0%A4%A',
  'x[y]=1',
  'a=%00',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  Array.from({ length: 2_000 }, (_, i) => `p${i}=${i}`).join('&'),
];

/** encodeURIComponent, with a lone surrogate written as the invalid UTF-8 it would be on the wire. */
export function escape(value: string): string {
  if (value.startsWith(RAW)) return value.slice(RAW.length);
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function callerOf(op: DocOperation, env: FuzzEnv): fc.Arbitrary<{ name: string; authorization?: string }> {
  const as = (name: string) => ({ name, authorization: `Bearer ${env.tokens[name]}` });
  const access = op.access;
  const right =
    access.kind === 'action'
      ? Object.keys(access.roles)
      : access.kind === 'pending'
        ? [op.pendingKind!]
        : access.kind === 'reset'
          ? ['reset']
          : [];
  const wrong = env.roles.filter((role) => !right.includes(role));
  const forged = fc.constantFrom(
    'Bearer',
    'Bearer a.b.c',
    `Bearer ${'x'.repeat(5000)}`,
    `Bearer ${env.tokens.ghost}`,
    `Bearer ${env.tokens.ADMIN}x`,
    `Basic ${Buffer.from('admin:admin').toString('base64')}`,
  );
  return fc.oneof(
    ...(right.length ? [{ weight: 12, arbitrary: fc.constantFrom(...right).map(as) }] : []),
    { weight: right.length ? 2 : 6, arbitrary: fc.constant({ name: 'anonymous' }) },
    ...(wrong.length ? [{ weight: 2, arbitrary: fc.constantFrom(...wrong).map(as) }] : []),
    { weight: 1, arbitrary: forged.map((authorization) => ({ name: 'forged', authorization })) },
  );
}

function pathOf(op: DocOperation, hints: ValueHints, pathSets: FuzzEnv['pathSets']): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'path');
  const avoided = (resource: unknown, id: number) => hints.avoid[resource as string]?.includes(id) ?? false;
  const value = (p: (typeof params)[number]) =>
    fc
      .oneof(
        { weight: 8, arbitrary: valuesOf(p.schema, hints, 0, p.name).map(text) },
        { weight: 3, arbitrary: hostileValue.map(text) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => RAW + raw) },
      )
      .filter((v) => !DOT_SEGMENT.test(escape(v)))
      .filter((v) => !avoided(p.schema['x-resource'], Number(v)));
  const apart = fc.tuple(...params.map(value)).map((values) => params.map((p, i) => [p.name, values[i]!]));
  // Ids that belong together (a holiday of its institution), inside and outside a role's reach.
  const namesAvoided = (set: Record<string, number>) =>
    params.some((p) => p.schema['x-resource'] === 'account' && avoided('account', set[p.name]!));
  const sets = (pathSets[op.id] ?? []).filter((set) => !namesAvoided(set));
  const together = sets.length ? fc.tuple(apart, fc.constantFrom(...sets)) : null;
  return fc
    .oneof(
      { weight: 3, arbitrary: apart.map((pairs) => Object.fromEntries(pairs)) },
      ...(together
        ? [{ weight: 1, arbitrary: together.map(([pairs, set]) => ({ ...Object.fromEntries(pairs), ...set })) }]
        : []),
    )
    .map((values) => op.url(values, escape));
}

function queryOf(op: DocOperation, hints: ValueHints): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const some = (hostility: number) =>
    fc.record(Object.fromEntries(params.map((p) => [p.name, valuesOf(p.schema, hints, hostility, p.name)])), {
      requiredKeys: [],
    });
  const values = fc.oneof({ weight: 3, arbitrary: some(0) }, { weight: 1, arbitrary: some(0.3) });
  // A name of the operation's own given twice (an array where a value goes), or a hostile pair.
  const repeated = params.length
    ? fc.tuple(fc.constantFrom(...params.map((p) => p.name)), hostileString).map(([k, v]) => `${k}=1&${k}=${escape(v)}`)
    : fc.constant('');
  const extra = fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: fc.constantFrom(...QUERY_EXTRAS) },
    { weight: 1, arbitrary: repeated },
    { weight: 1, arbitrary: fc.tuple(hostileString, hostileString).map(([k, v]) => `${escape(k)}=${escape(v)}`) },
  );
  return fc.tuple(values, extra).map(([object, more]) => {
    const pairs = Object.entries(object).map(([k, v]) => `${k}=${escape(text(v))}`);
    const all = [...pairs, more].filter(Boolean);
    return all.length ? `?${all.join('&')}` : '';
  });
}

/** Every request the fuzzer may send to one operation. */
export function requestOf(op: DocOperation, env: FuzzEnv): fc.Arbitrary<FuzzRequest> {
  // One key shared by many uploads: the same key from other owners, with other files.
  const key = fc.oneof(fc.constant('fuzz-key-0001'), fc.stringMatching(/^[\w.:-]{8,40}$/), hostileString.map(escape));
  const idempotency = fc.option(key, { freq: 2 });
  return fc
    .record({
      caller: callerOf(op, env),
      path: pathOf(op, env.hints, env.pathSets),
      query: queryOf(op, env.hints),
      body: bodyOf(op, env.hints, env.photo, env.examples[op.id]),
      key: op.multipart ? idempotency : fc.constant(null),
      remoteAddress: fc.constantFrom(...ADDRESSES),
    })
    .map(({ caller, path, query, body, key, remoteAddress }) => ({
      method: op.method,
      url: path + query,
      headers: {
        ...body.headers,
        ...(caller.authorization ? { authorization: caller.authorization } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      remoteAddress,
      caller: caller.name,
      body: body.label,
    }));
}
