import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/refresh', payload: { refresh_token } });

describe('refresh tokens', () => {
  it('rotates: a refresh answers a new pair and the old token is spent', async () => {
    const session = await signIn(t, 'warden@example.org');
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const next = json(first).data;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/all-admins/auth',
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(json(me).data).toMatchObject({ email_id: 'warden@example.org', role: 'WARDEN' });
    expect(JSON.stringify(json(me))).not.toMatch(/password|totp|hash/i);
  });

  it('revokes the whole family when a spent token comes back', async () => {
    const session = await signIn(t, 'warden@example.org');
    const rotated = json(await refresh(session.refresh_token)).data;
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    // The thief's replay also kills the legitimate, newer token.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const session = await signIn(t, 'dd@example.org');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown or empty refresh token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(422);
  });

  it('refuses a forged access token', async () => {
    const session = await signIn(t, 'warden@example.org');
    const [h, p] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'SUPER_ADMIN' })).toString('base64url')}.${session.access_token.split('.')[2]}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/all-admins/auth',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('ending sessions at once', () => {
  it('refuses an access token issued before a password change, and any token of a disabled account', async () => {
    const { FakeClock } = await import('@server/lib/clock.ts');
    const clock = new FakeClock(Date.parse('2026-11-21T05:00:00Z'));
    const s = await makeTestApp({ clock });
    try {
      const me = (token: string) =>
        s.app.inject({
          method: 'GET',
          url: '/api/v1/admin/all-admins/auth',
          headers: { authorization: `Bearer ${token}` },
        });
      const phone = await signIn(s, 'warden@example.org');
      clock.advance(5000);
      const laptop = await signIn(s, 'warden@example.org');
      clock.advance(5000);
      const change = await s.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/change-password/${laptop.admin_id}`,
        headers: { authorization: `Bearer ${laptop.access_token}` },
        payload: { current_password: 'Demo@2025', new_password: 'Fresh#Pass2026', repeat_password: 'Fresh#Pass2026' },
      });
      expect(change.statusCode).toBe(200);
      expect((await me(phone.access_token)).statusCode).toBe(401);
      expect((await me(laptop.access_token)).statusCode).toBe(401);
      const fresh = json(change).data.access_token as string;
      expect((await me(fresh)).statusCode).toBe(200);
      // Disabled by another process (straight in the database): this one's cache holds the account's
      // state for at most CACHE_SECONDS. Disabling through the API bites at once (accounts-manage tests).
      await s.app.ctx.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', laptop.admin_id).execute();
      clock.advance(s.app.ctx.config.CACHE_SECONDS * 1000 + 1);
      expect((await me(fresh)).statusCode).toBe(401);
    } finally {
      await s.close();
    }
  });
});
