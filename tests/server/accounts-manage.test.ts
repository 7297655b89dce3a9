/**
 * Managing existing accounts: disable with a reason and enable, a DD's districts, the
 * director check, and the audit log of each change. A disabled account cannot sign in and its
 * sessions end; nobody disables their own account; an ADMIN cannot reach an ADMIN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { ACCOUNT_MSG } from '@common/account-schema.ts';
import { VMSG } from '@common/validation.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { DEMO_PASSWORD, json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { accountId, caller, districtId, signInAll, type Caller, type Tokens } from '../support/console.ts';

const clock = new FakeClock();
let t: TestApp;
let call: Caller;
let tok: Tokens;
const auditOf = (action: string, id: number) =>
  t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(id))
    .execute();

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  tok = await signInAll(t, clock);
});
afterAll(() => t.close());

describe('disable and enable', () => {
  it('disables a warden with a reason: sign-in answers 403, the refresh token dies; enabling restores sign-in', async () => {
    const session = await signIn(t, 'warden2@example.org');
    const id = await accountId(t, 'warden2@example.org');
    const res = await call('PATCH', `admin/${id}/disable`, { token: tok.admin, payload: { reason: 'On long leave' } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: CONSOLE_MSG.accountDisabled,
      data: { id, is_disabled: true, disabled_reason: 'On long leave' },
    });
    const login = await call('POST', 'admin/login', {
      payload: { email_id: 'warden2@example.org', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(json(login).message).toBe(MSG.adminDisabled);
    expect(
      (await call('POST', 'admin/refresh', { payload: { refresh_token: session.refresh_token } })).statusCode,
    ).toBe(401);
    // The access token already issued stops working at once; signing in again says why.
    const stale = await call('GET', 'organization/warden', { token: session.access_token });
    expect(json(stale)).toEqual({ status: false, status_code: 401, message: MSG.provideToken, data: null });
    const listed = json(await call('GET', 'admin/super-admin/auth?status=DISABLED', { token: tok.admin })).data.items;
    expect(listed.map((a: { id: number }) => a.id)).toEqual([id]);

    const enabled = await call('PATCH', `admin/${id}/enable`, { token: tok.admin });
    expect(json(enabled)).toMatchObject({
      message: CONSOLE_MSG.accountEnabled,
      data: { is_disabled: false, disabled_reason: null },
    });
    expect((await signIn(t, 'warden2@example.org')).role).toBe('WARDEN');
    expect((await auditOf('account.disabled', id))[0]!.details).toEqual({ reason: 'On long leave' });
    expect(await auditOf('account.enabled', id)).toHaveLength(1);
  });

  it("asks for a reason, refuses one's own account, and keeps ADMIN accounts out of an ADMIN's reach", async () => {
    const warden = await accountId(t, 'warden@example.org');
    const noReason = await call('PATCH', `admin/${warden}/disable`, { token: tok.admin, payload: { reason: ' ' } });
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason).data.errors).toEqual([{ field: 'reason', message: ACCOUNT_MSG.reason }]);
    const self = await call('PATCH', `admin/${await accountId(t, 'superadmin@example.org')}/disable`, {
      token: tok.sa,
      payload: { reason: 'Testing myself' },
    });
    expect(self.statusCode).toBe(403);
    expect(json(self).message).toBe(CONSOLE_MSG.cannotManageSelf);
    for (const email of ['admin@example.org', 'superadmin@example.org']) {
      const res = await call('PATCH', `admin/${await accountId(t, email)}/disable`, {
        token: tok.admin,
        payload: { reason: 'Not allowed' },
      });
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(MSG.adminNotFound);
      expect((await call('PATCH', `admin/${await accountId(t, email)}/enable`, { token: tok.admin })).statusCode).toBe(
        404,
      );
    }
    const row = await t.app.ctx.db
      .selectFrom('accounts')
      .select('is_disabled')
      .where('email_id', '=', 'admin@example.org')
      .executeTakeFirstOrThrow();
    expect(row.is_disabled).toBe(false);
    // A SUPER_ADMIN may disable an ADMIN.
    const byAdmin = await call('PATCH', `admin/${await accountId(t, 'admin@example.org')}/disable`, {
      token: tok.sa,
      payload: { reason: 'Audit pending' },
    });
    expect(byAdmin.statusCode).toBe(200);
    await call('PATCH', `admin/${await accountId(t, 'admin@example.org')}/enable`, { token: tok.sa });
    tok.admin = (await signIn(t, 'admin@example.org')).access_token;
  });

  it('answers 401 and 403 before anything else', async () => {
    const warden = await accountId(t, 'warden@example.org');
    expect((await call('PATCH', `admin/${warden}/disable`, { payload: { reason: 'No token here' } })).statusCode).toBe(
      401,
    );
    for (const token of [tok.dd, tok.helpline, tok.warden])
      expect(
        (await call('PATCH', `admin/${warden}/disable`, { token, payload: { reason: 'Not my call' } })).statusCode,
      ).toBe(403);
  });
});

describe("a DD's districts", () => {
  it('replaces them, audits before and after, and the DD sees the change', async () => {
    const dd = await accountId(t, 'dd@example.org');
    const [mysuru, raichur] = [await districtId(t, 'Mysuru'), await districtId(t, 'Raichur')];
    const res = await call('PATCH', `admin/${dd}/districts`, {
      token: tok.admin,
      payload: { districts: [raichur, mysuru] },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(CONSOLE_MSG.districtsSet);
    expect(json(res).data.districts.map((d: { name: { en: string } }) => d.name.en)).toEqual(['Mysuru', 'Raichur']);
    expect((await auditOf('account.districts_set', dd))[0]!.details).toEqual({
      before: [mysuru],
      after: [raichur, mysuru],
    });
    const me = json(await call('GET', 'admin/all-admins/auth', { token: tok.dd }));
    expect(me.data.districts).toHaveLength(2);
    await call('PATCH', `admin/${dd}/districts`, { token: tok.admin, payload: { districts: [mysuru] } });
  });

  it('refuses districts for a non-DD (409), none or unknown ones (422)', async () => {
    const warden = await accountId(t, 'warden@example.org');
    const notDd = await call('PATCH', `admin/${warden}/districts`, { token: tok.admin, payload: { districts: [1] } });
    expect(notDd.statusCode).toBe(409);
    expect(json(notDd).message).toBe(CONSOLE_MSG.notADirector);
    const dd = await accountId(t, 'dd@example.org');
    for (const districts of [[], [999999], 'Mysuru']) {
      const res = await call('PATCH', `admin/${dd}/districts`, { token: tok.admin, payload: { districts } });
      expect(res.statusCode).toBe(422);
      expect(json(res).data.errors[0]).toMatchObject({ field: 'districts' });
    }
  });
});

describe('POST admin/check/director', () => {
  it('says whether an email is a deputy director, with the districts', async () => {
    const dd = json(
      await call('POST', 'admin/check/director', { token: tok.admin, payload: { email_id: ' DD@example.org ' } }),
    );
    expect(dd.data).toMatchObject({
      email_id: 'dd@example.org',
      is_director: true,
      director: { name: 'Deepa Gowda', districts: [{ name: { en: 'Mysuru' } }] },
    });
    const warden = json(
      await call('POST', 'admin/check/director', { token: tok.admin, payload: { email_id: 'warden@example.org' } }),
    );
    expect(warden.data).toEqual({ email_id: 'warden@example.org', is_director: false, director: null });
    const unknown = await call('POST', 'admin/check/director', {
      token: tok.admin,
      payload: { email_id: 'nobody@example.org' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(MSG.adminEmailNotFound);
    const bad = await call('POST', 'admin/check/director', { token: tok.admin, payload: { email_id: 'nope' } });
    expect(json(bad).data.errors).toEqual([{ field: 'email_id', message: VMSG.invalidEmail }]);
  });
});

describe('secrets', () => {
  it('appear in no answer of this file', () => {
    const all = call.bodies.join('\n');
    for (const secret of ['password_hash', 'totp_secret', '$argon2', 'JBSWY3DPEHPK3PXP'])
      expect(all).not.toContain(secret);
  });
});
