import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { DEMO_PASSWORD, json, makeTestApp, type TestApp } from '../support/test-app.ts';

const clock = new FakeClock(Date.parse('2026-11-21T04:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ clock });
});
afterAll(() => t.close());

const login = (email_id: unknown, password: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email_id, password } });
const validate = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/validate/email',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

describe('POST admin/login', () => {
  it('takes a trimmed, upper-case email, answers an unvalidated token and mails a 6-digit code', async () => {
    const res = await login('  Warden@Example.org ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ status: true, status_code: 200, message: MSG.loggedIn });
    expect(body.data).toMatchObject({
      role: 'WARDEN',
      first_name: 'Ravi',
      is_validated: false,
      to_be_validated: 'email',
    });
    expect(body.data.refresh_token).toBeUndefined();
    const mail = t.sent.at(-1)!;
    expect(mail).toMatchObject({ channel: 'email', to: 'warden@example.org' });
    expect(mail.text).toMatch(/(^|\s)\d{6}(\s|$)/);
  });

  it('answers the same 401 for an unknown email and for a wrong password', async () => {
    const unknown = await login('nobody@example.org', DEMO_PASSWORD);
    const wrong = await login('warden@example.org', 'Wrong@2025');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ status: false, status_code: 401, message: MSG.checkPassword, data: null });
    }
  });

  it('refuses bad input with 422 and field errors, and malformed JSON with a 4xx', async () => {
    const res = await login('not-an-email', '');
    expect(res.statusCode).toBe(422);
    const fields = json(res).data.errors.map((e: { field: string; message: string }) => `${e.field}:${e.message}`);
    expect(fields).toEqual(expect.arrayContaining(['email_id:Invalid Email ID', 'password:Invalid Password']));
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email_id":',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(json(broken).status).toBe(false);
  });

  it('tells a role outside the console so, and a disabled account 403', async () => {
    await t.app.ctx.db
      .insertInto('accounts')
      .values({
        first_name: 'Tess',
        last_name: 'T',
        email_id: 'tester@example.org',
        phone_number: '',
        password_hash: (
          await t.app.ctx.db
            .selectFrom('accounts')
            .select('password_hash')
            .where('email_id', '=', 'warden@example.org')
            .executeTakeFirstOrThrow()
        ).password_hash,
        role: 'TEST_ADMIN',
        validation_method: 'email',
        created_by: null,
      })
      .execute();
    const outside = await login('tester@example.org', DEMO_PASSWORD);
    expect(outside.statusCode).toBe(403);
    expect(json(outside).message).toBe(MSG.outsideConsole);

    await t.app.ctx.db
      .updateTable('accounts')
      .set({ is_disabled: true })
      .where('email_id', '=', 'helpline@example.org')
      .execute();
    const disabled = await login('helpline@example.org', DEMO_PASSWORD);
    expect(disabled.statusCode).toBe(403);
    expect(json(disabled).message).toBe(MSG.adminDisabled);
  });
});

describe('POST admin/validate/email', () => {
  it('accepts the mailed code once and answers a validated token with a refresh token', async () => {
    const pending = json(await login('dd@example.org', DEMO_PASSWORD)).data;
    const code = t.lastCode('dd@example.org');
    const ok = await validate(pending.access_token, { admin_id: pending.admin_id, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data).toMatchObject({ is_validated: true, role: 'DD', email_id: 'dd@example.org' });
    expect(json(ok).data.refresh_token).toEqual(expect.any(String));
    const again = await validate(pending.access_token, { admin_id: pending.admin_id, otp: code });
    expect(again.statusCode).toBe(401);
    expect(json(again).message).toBe(MSG.invalidOtp);
  });

  it('expires a code after 10 minutes', async () => {
    const pending = json(await login('warden2@example.org', DEMO_PASSWORD)).data;
    const code = t.lastCode('warden2@example.org');
    clock.advance(10 * 60 * 1000 + 1);
    const res = await validate(pending.access_token, { admin_id: pending.admin_id, otp: code });
    expect(res.statusCode).toBe(408);
    expect(json(res).message).toBe(MSG.otpExpired);
  });

  it('spends a code after five wrong tries', async () => {
    const pending = json(await login('warden@example.org', DEMO_PASSWORD)).data;
    const code = t.lastCode('warden@example.org');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await validate(pending.access_token, { admin_id: pending.admin_id, otp: wrong })).statusCode).toBe(401);
    const late = await validate(pending.access_token, { admin_id: pending.admin_id, otp: code });
    expect(late.statusCode).toBe(401);
  });

  it('refuses a code for another account, a missing token and a malformed code', async () => {
    const pending = json(await login('warden@example.org', DEMO_PASSWORD)).data;
    const code = t.lastCode('warden@example.org');
    expect((await validate(pending.access_token, { admin_id: pending.admin_id + 1, otp: code })).statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/validate/email',
      payload: { admin_id: pending.admin_id, otp: code },
    });
    expect(noToken.statusCode).toBe(401);
    expect(json(noToken).message).toBe(MSG.provideToken);
    const bad = await validate(pending.access_token, { admin_id: pending.admin_id, otp: '12ab56' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).data.errors[0]).toEqual({ field: 'otp', message: 'Invalid OTP' });
    // The right code still works after those refusals.
    expect((await validate(pending.access_token, { admin_id: pending.admin_id, otp: code })).statusCode).toBe(200);
  });

  it('does not let an unvalidated token read protected data', async () => {
    const pending = json(await login('warden@example.org', DEMO_PASSWORD)).data;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/all-admins/auth',
      headers: { authorization: `Bearer ${pending.access_token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
