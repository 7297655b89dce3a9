/**
 * TRUST_PROXY (docs/operations.md): behind a reverse proxy the client's address comes from
 * X-Forwarded-For only when the request arrives from a proxy named there; otherwise the header is
 * ignored, so nobody can pick their own address. The address is observed where it matters: the
 * sign-in lockout counts failures per address (fifty in 15 minutes lock that address out).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { MAX_PER_ADDRESS } from '@server/modules/auth/lockout.service.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const login = (app: TestApp, n: number, forwardedFor: string, remoteAddress = '127.0.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    // A new email each time, so only the per-address count can lock.
    payload: { email_id: `nobody${n}@example.org`, password: 'Wrong#2026x' },
  });

/** Fills the address's window with failures from 203.0.113.7 (as the header says). */
async function lockOut(app: TestApp): Promise<void> {
  for (let n = 0; n < MAX_PER_ADDRESS; n += 1) expect((await login(app, n, '203.0.113.7')).statusCode).toBe(401);
  expect((await login(app, 1000, '203.0.113.7')).statusCode).toBe(429);
}

describe('TRUST_PROXY', () => {
  it('set: the address comes from X-Forwarded-For when the proxy sends it, not from anyone else', async () => {
    t = await makeTestApp({ seed: 'none', env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8', RATE_LIMITS: 'off' } });
    await lockOut(t);
    // Another client behind the same proxy is not locked out.
    expect((await login(t, 1001, '203.0.113.8')).statusCode).toBe(401);
    // Through the second proxy (a CIDR entry) the locked client is still itself.
    expect((await login(t, 1002, '203.0.113.7', '10.1.2.3')).statusCode).toBe(429);
    // A caller that is not a proxy cannot borrow the locked address or escape it by the header.
    expect((await login(t, 1003, '203.0.113.8', '198.51.100.9')).statusCode).toBe(401);
  }, 60_000);

  it('unset: X-Forwarded-For is ignored and every request is the proxy itself', async () => {
    t = await makeTestApp({ seed: 'none', env: { RATE_LIMITS: 'off' } });
    await lockOut(t);
    expect((await login(t, 1001, '203.0.113.8')).statusCode).toBe(429);
  }, 60_000);

  it('refuses a value that is not addresses or ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1,loopback,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.local', ' , '])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});
