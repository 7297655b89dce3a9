/**
 * The role matrix: generated from the OpenAPI document and the access table, every operation is
 * called as anonymous, with a token that still owes its second step, and as a validated user of
 * each of the 11 roles. The guard must answer exactly as the table says: 401 without a validated
 * token, 403 for a role the action does not name, and the call goes through for a role it names.
 * Then every scoped role (own institutions, assigned districts, roles below one's own, one's own
 * account) is given ids inside and outside its reach: outside answers 404, like a missing record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, type Action, type Scope } from '@common/access.ts';
import { MSG } from '@common/messages.ts';
import { ROLES, type Role } from '@common/roles.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { makeFixtures, type Fixtures } from '../support/matrix-fixtures.ts';
import { VALID_BODIES, documentedOperations, type DocOperation } from '../support/openapi-walk.ts';

const clock = new FakeClock();
let t: TestApp;
let fx: Fixtures;
let ops: DocOperation[];

beforeAll(async () => {
  t = await makeTestApp({ clock, seedPosts: true });
  fx = await makeFixtures(t, clock);
  ops = documentedOperations(json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })) as never);
}, 120_000);
afterAll(() => t?.close());

type Caller = { name: string; token?: string };
const guard401 = (r: { status: number; message: string }) => r.status === 401 && r.message === MSG.provideToken;
const guard403 = (r: { status: number; message: string }) => r.status === 403 && r.message === MSG.adminNoRights;

async function send(
  op: DocOperation,
  token: string | undefined,
  params: Record<string, number | string>,
  body?: unknown,
) {
  const res = await t.app.inject({
    method: op.method,
    url: op.url(params),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(op.hasBody ? { payload: (body ?? {}) as object } : {}),
  });
  // A file download (the league table's CSV) is the one answer outside the envelope.
  if (!String(res.headers['content-type']).includes('json')) return { status: res.statusCode, message: '' };
  const answer = json(res);
  if (answer.status_code !== res.statusCode)
    throw new Error(`${op.id}: envelope status ${answer.status_code} ≠ ${res.statusCode}`);
  return { status: res.statusCode, message: answer.message };
}

/** What the table expects of a caller: 'refused' by the guard (with its status), or 'allowed'. */
function expected(op: DocOperation, caller: Caller): 401 | 403 | 'allowed' {
  const access = op.access;
  if (access.kind === 'public') return 'allowed';
  // Any token that still owes a second step passes the guard; the wrong step is the service's 403.
  if (access.kind === 'pending') return caller.name === 'email' || caller.name === '2fa' ? 'allowed' : 401;
  if (access.kind === 'reset') return 401;
  if (!(caller.name in fx.tokens) || access.kind !== 'action') return 401;
  return access.roles[caller.name] ? 'allowed' : 403;
}

describe('role matrix', () => {
  it('covers every operation and every action of the access table', () => {
    expect(ops.length).toBeGreaterThanOrEqual(60);
    const actions = new Set(ops.flatMap((op) => (op.access.kind === 'action' ? [op.access.action] : [])));
    expect([...actions].sort()).toEqual((Object.keys(ACCESS) as Action[]).sort());
  });

  it('answers 401, 403 or lets through exactly as the table says, for all 13 callers', async () => {
    const callers: Caller[] = [
      { name: 'anonymous' },
      { name: 'email', token: fx.pending.email.token },
      { name: '2fa', token: fx.pending['2fa'].token },
      ...ROLES.map((role) => ({ name: role, token: fx.tokens[role] })),
    ];
    const wrong: string[] = [];
    let allows = 0;
    let refusals = 0;
    for (const op of ops) {
      for (const caller of callers) {
        const own: Record<string, number> = op.pendingKind === caller.name ? { id: fx.pending['2fa'].id } : {};
        const answer = await send(op, caller.token, op.sampleParams(fx.byResource, own));
        const want = expected(op, caller);
        const refused = guard401(answer) ? 401 : guard403(answer) ? 403 : null;
        // Through the guard: no 401 for want of a token, and for an action no 403 for want of a role.
        const passed = op.access.kind === 'action' ? refused === null : refused !== 401;
        if (want === 'allowed' ? !passed && op.access.kind !== 'public' : refused !== want)
          wrong.push(`${op.id} as ${caller.name}: expected ${want}, got ${answer.status} '${answer.message}'`);
        if (want === 'allowed') allows += 1;
        else refusals += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(allows + refusals).toBe(ops.length * callers.length);
  }, 240_000);

  it('answers 404 for an id outside a scoped role’s reach, and reads it inside', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const op of ops) {
      if (op.access.kind !== 'action' || !op.resource) continue;
      for (const [role, scope] of Object.entries(op.access.roles) as [Role, Scope][]) {
        const reach = fx.reach(role, scope, op.resource);
        if (!reach) continue;
        const body = VALID_BODIES[op.id];
        const outside = await send(op, fx.tokens[role], op.sampleParams(fx.byResource, reach.out), body);
        const want = scope === 'self' ? 403 : 404;
        if (outside.status !== want)
          wrong.push(`${op.id} as ${role} outside its ${scope}: ${outside.status} '${outside.message}'`);
        if (reach.in) {
          const inside = await send(op, fx.tokens[role], op.sampleParams(fx.byResource, reach.in), body);
          const ok = op.method === 'GET' ? inside.status === 200 : ![401, 403, 404].includes(inside.status);
          if (!ok) wrong.push(`${op.id} as ${role} inside its ${scope}: ${inside.status} '${inside.message}'`);
        }
        checked += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(15);
  }, 120_000);

  it('answers 404 for a district filter outside a DD’s districts', async () => {
    const filtered = ops.filter((op) => op.access.kind === 'action' && op.queryNames.includes('district'));
    expect(filtered.length).toBeGreaterThanOrEqual(8);
    for (const op of filtered) {
      if (op.access.kind !== 'action' || op.access.roles.DD !== 'district') continue;
      const url = `${op.url(op.sampleParams(fx.byResource))}?district=${fx.outDistrict}`;
      const answer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${fx.tokens.DD}` } });
      expect(answer.statusCode, op.id).toBe(404);
    }
  });

  it('takes both spellings of the content roles where a body or a query names a role', async () => {
    const create = (token: string, role: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin',
        headers: { authorization: `Bearer ${token}` },
        payload: { ...(VALID_BODIES.createAccount as object), role, email_id: email },
      });
    for (const [long, short] of [
      ['CONTENT_CREATOR', 'CREATOR'],
      ['CONTENT_MODERATOR', 'MODERATOR'],
      ['CONTENT_APPROVER', 'APPROVER'],
    ]) {
      for (const spelling of [long, short]) {
        const res = await create(fx.tokens.ADMIN, spelling!, `${spelling!.toLowerCase()}@spelling.example.org`);
        expect(res.statusCode, spelling).toBe(201);
        expect(json(res).data.role).toBe(short);
      }
      const listed = (role: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/super-admin/auth?roles=${role}&size=100`,
          headers: { authorization: `Bearer ${fx.tokens.ADMIN}` },
        });
      expect(json(await listed(long!)).data).toEqual(json(await listed(short!)).data);
    }
    expect((await create(fx.tokens.ADMIN, 'CONTENT_ADMIN', 'content.admin@spelling.example.org')).statusCode).toBe(403);
    const bySuper = await create(fx.tokens.SUPER_ADMIN, 'CONTENT_ADMIN', 'content.admin@spelling.example.org');
    expect(json(bySuper).data.role).toBe('ADMIN');
  });
});
