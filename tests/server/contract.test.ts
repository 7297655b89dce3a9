/**
 * The contract itself: the OpenAPI document lists every operation the server mounts, every
 * reference in it resolves, its API reference page is served from this origin, and an answer is
 * held to its schema: in tests a field outside the schema (or a coerced one) fails loudly, and in
 * production the serialiser leaves it out, so a stored secret cannot leak.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '@common/access.ts';
import { OPERATIONS } from '@common/contract/operations/index.ts';
import { envelopeOf } from '@common/contract/shared.ts';
import { healthSchema } from '@common/contract/answers/reference.ts';
import { answerCheckPlugin } from '@server/plugins/answer-check.ts';
import { serializerSchemaOf } from '@server/lib/serializer-schema.ts';
import { envelope } from '@server/lib/reply.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';

/** The event loop's delay, as a health answer carries it. */
const LOOP = { p99_ms: 1.5, max_ms: 12 };
let t: TestApp;
let doc: {
  paths: Record<string, Record<string, { operationId: string; 'x-access': { kind: string }; responses: object }>>;
};

beforeAll(async () => {
  t = await makeTestApp({ seed: 'none' });
  doc = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })) as never;
});
afterAll(() => t?.close());

/** A bare app with one route answering `data`, serialised by the health answer's schema. */
async function appAnswering(data: unknown, checked: boolean) {
  const app = Fastify();
  if (checked) await app.register(answerCheckPlugin);
  app.get('/h', {
    config: { operationId: 'health' },
    schema: { response: { 200: serializerSchemaOf(envelopeOf(healthSchema)) } },
    handler: async () => envelope(200, 'Service is healthy.', data),
  });
  return app;
}

describe('the OpenAPI document', () => {
  it('is served without a token and lists every operation once, each with its access', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((op) => op.operationId).sort()).toEqual(OPERATIONS.map((op) => op.id).sort());
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    for (const op of operations) expect(['public', 'pending', 'reset', 'action']).toContain(op['x-access'].kind);
  });

  it('declares the bearer token each operation reads: required, none, or optional for logout', async () => {
    type Op = { operationId: string; security: object[]; 'x-access': { kind: string } };
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods)) as unknown as Op[];
    const logout = ops.find((op) => op.operationId === 'logout')!;
    expect(logout.security).toEqual([{}, { bearer: [] }]);
    // It does read the token: without one, and without a refresh token, it answers 401.
    const bare = await t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', payload: {} });
    expect(bare.statusCode).toBe(401);
    for (const op of ops.filter((o) => o.operationId !== 'logout'))
      expect(op.security, op.operationId).toEqual(op['x-access'].kind === 'public' ? [] : [{ bearer: [] }]);
  });

  it('mounts a route for every path it lists, and every reference in it resolves', () => {
    const text = JSON.stringify(doc);
    const components = (doc as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas;
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((name) => !(name in components))).toEqual([]);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const url = `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;
        expect(t.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('lists the refusals any request may meet (the fuzzer met them undocumented)', async () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const listed = Object.keys(op.responses).map(Number);
        const want = [400, 422, ...(path.includes('{') ? [414] : []), ...(method === 'get' ? [] : [413, 415])];
        expect(
          want.filter((status) => !listed.includes(status)),
          `${method} ${path}`,
        ).toEqual([]);
      }
    }
    const health = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/health?${query}` });
    expect((await health('%zz=1')).statusCode).toBe(400);
    expect((await health('a=%00')).statusCode).toBe(422);
  });

  it('names every action of the access table', () => {
    const actions = new Set(OPERATIONS.map((op) => op.access));
    expect(Object.keys(ACCESS).filter((action) => !actions.has(action as never))).toEqual([]);
  });

  it('has a readable reference page served from this origin, with no outside host', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/https:|upgrade-insecure-requests/);
    const script = await t.app.inject({ method: 'GET', url: '/api/v1/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeGreaterThan(100_000);
  });
});

describe('an answer outside its schema', () => {
  it('fails a test with a 500 naming the field', async () => {
    const app = await appAnswering({ database: 'pglite', event_loop: LOOP, secret: 'hash' }, true);
    const res = await app.inject({ method: 'GET', url: '/h' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('body.data.secret');
    await app.close();
  });

  it('fails a test when a value is not what the schema says', async () => {
    const app = await appAnswering({ database: 'oracle', event_loop: LOOP }, true);
    expect((await app.inject({ method: 'GET', url: '/h' })).statusCode).toBe(500);
    await app.close();
  });

  it('never leaves the server in production: the serialiser writes only schema fields', async () => {
    const app = await appAnswering({ database: 'pglite', event_loop: LOOP, password_hash: '$argon2id$secret' }, false);
    const res = await app.inject({ method: 'GET', url: '/h' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      status_code: 200,
      message: 'Service is healthy.',
      data: { database: 'pglite', event_loop: LOOP },
    });
    expect(res.body).not.toContain('argon2');
    await app.close();
  });

  it('passes when the answer is exactly its schema', async () => {
    const app = await appAnswering({ database: 'postgres', event_loop: LOOP }, true);
    expect((await app.inject({ method: 'GET', url: '/h' })).statusCode).toBe(200);
    await app.close();
  });
});
