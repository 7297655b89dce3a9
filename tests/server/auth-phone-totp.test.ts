/**
 * The second sign-in steps other than the emailed code (docs/product.md, 'Signing in'): the texted code, the
 * authenticator (TOTP) with its enrolment and recovery codes, and a super admin's 2FA reset.
 */
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@common/messages.ts';
import { RECOVERY_CODE_RE, VMSG } from '@common/validation.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { DEMO_PASSWORD, json, makeTestApp, signIn, signInTotp, totpCode, type TestApp } from '../support/test-app.ts';

const SA_SECRET = 'JBSWY3DPEHPK3PXP';
const STEP = 30_000;
// Fifteen seconds into a 30-second step, so "the next step" and "the previous step" are unambiguous.
const clock = new FakeClock(Date.parse('2026-11-21T04:00:15Z'));
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ clock });
});
afterAll(() => t.close());

/** Every answer of this file, for the check that secrets never leave. */
const seen: { url: string; body: string }[] = [];
/** Base32 secrets handed out at enrolment: they may appear in the qr_token of enable/2fa only. */
const enrolledSecrets = new Set<string>();

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, opts: { token?: string; payload?: object } = {}) {
  const res = await t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
  seen.push({ url, body: res.body });
  return res;
}

const login = (email: string, password = DEMO_PASSWORD) =>
  call('POST', 'admin/login', { payload: { email_id: email, password } });
async function pendingLogin(email: string) {
  const res = await login(email);
  expect(res.statusCode).toBe(200);
  return json(res).data as {
    admin_id: number;
    access_token: string;
    to_be_validated: string;
    is_2fa_enabled: boolean;
    is_validated: boolean;
  };
}
const validate2fa = (token: string, payload: object) => call('POST', 'admin/validate/2fa', { token, payload });
const enable2fa = (token: string, id: number) => call('GET', `admin/enable/2fa/${id}`, { token });
const now = () => clock.now().getTime();
const codeIn = (text: string) => text.match(/(?:^|\s)(\d{6})(?:\s|$)/)?.[1];
const secretOf = (qrToken: string) => (OTPAuth.URI.parse(qrToken) as OTPAuth.TOTP).secret.base32;
const accountRow = (email: string) =>
  t.app.ctx.db.selectFrom('accounts').selectAll().where('email_id', '=', email).executeTakeFirstOrThrow();

describe('phone step (admin@)', () => {
  it('login texts a 6-digit code to the phone and sends no email', async () => {
    const before = t.sent.length;
    const res = await login('admin@example.org');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: true, status_code: 200, message: MSG.loggedIn });
    expect(json(res).data).toMatchObject({ role: 'ADMIN', is_validated: false, to_be_validated: 'phone' });
    expect(json(res).data.refresh_token).toBeUndefined();
    const out = t.sent.slice(before);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ channel: 'sms', to: '9876543210' });
    expect(codeIn(out[0]!.text)).toMatch(/^\d{6}$/);
  });

  it('validate/phone accepts the texted code once and answers a validated session', async () => {
    const pending = await pendingLogin('admin@example.org');
    const code = codeIn(t.sent.at(-1)!.text)!;
    const ok = await call('POST', 'admin/validate/phone', {
      token: pending.access_token,
      payload: { admin_id: pending.admin_id, otp: code },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ status: true, status_code: 200, message: MSG.loggedIn });
    expect(json(ok).data).toMatchObject({
      admin_id: pending.admin_id,
      role: 'ADMIN',
      email_id: 'admin@example.org',
      is_validated: true,
      to_be_validated: 'phone',
    });
    expect(json(ok).data.refresh_token).toEqual(expect.any(String));
    const again = await call('POST', 'admin/validate/phone', {
      token: pending.access_token,
      payload: { admin_id: pending.admin_id, otp: code },
    });
    expect(again.statusCode).toBe(401);
    expect(json(again)).toEqual({ status: false, status_code: 401, message: MSG.invalidOtp, data: null });
  });

  it('refuses the email route (and its resend) for a phone account with 403, and the code still works after', async () => {
    const pending = await pendingLogin('admin@example.org');
    const code = codeIn(t.sent.at(-1)!.text)!;
    const viaEmail = await call('POST', 'admin/validate/email', {
      token: pending.access_token,
      payload: { admin_id: pending.admin_id, otp: code },
    });
    expect(viaEmail.statusCode).toBe(403);
    expect(json(viaEmail)).toEqual({ status: false, status_code: 403, message: MSG.adminNoRights, data: null });
    const resendEmail = await call('POST', 'admin/validate/email/resend', { token: pending.access_token });
    expect(resendEmail.statusCode).toBe(403);
    expect(json(resendEmail).message).toBe(MSG.adminNoRights);
    const via2fa = await validate2fa(pending.access_token, {
      admin_id: pending.admin_id,
      otp: totpCode(SA_SECRET, now()),
    });
    expect(via2fa.statusCode).toBe(403);
    expect(json(via2fa).message).toBe(MSG.adminNoRights);
    const ok = await call('POST', 'admin/validate/phone', {
      token: pending.access_token,
      payload: { admin_id: pending.admin_id, otp: code },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a resend within 30 s (429 with the seconds), allows it after; the old code is then spent', async () => {
    const pending = await pendingLogin('admin@example.org');
    const first = codeIn(t.sent.at(-1)!.text)!;
    const resend = () => call('POST', 'admin/validate/phone/resend', { token: pending.access_token });

    const before = t.sent.length;
    const soon = await resend();
    expect(soon.statusCode).toBe(429);
    expect(json(soon)).toEqual({
      status: false,
      status_code: 429,
      message: fill(MSG.otpResendWait, { seconds: 30 }),
      data: { retry_after_seconds: 30 },
    });
    clock.advance(10_000);
    const later = await resend();
    expect(later.statusCode).toBe(429);
    expect(json(later).message).toBe(fill(MSG.otpResendWait, { seconds: 20 }));
    expect(t.sent.length).toBe(before);

    clock.advance(20_000);
    const ok = await resend();
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ status: true, status_code: 200, message: MSG.otpSent, data: null });
    expect(t.sent.length).toBe(before + 1);
    expect(t.sent.at(-1)).toMatchObject({ channel: 'sms', to: '9876543210' });
    const second = codeIn(t.sent.at(-1)!.text)!;
    expect(second).toMatch(/^\d{6}$/);
    expect(second).not.toBe(first);

    const old = await call('POST', 'admin/validate/phone', {
      token: pending.access_token,
      payload: { admin_id: pending.admin_id, otp: first },
    });
    expect(old.statusCode).toBe(401);
    expect(json(old).message).toBe(MSG.invalidOtp);
    const fresh = await call('POST', 'admin/validate/phone', {
      token: pending.access_token,
      payload: { admin_id: pending.admin_id, otp: second },
    });
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).data.is_validated).toBe(true);
  });

  it('of two validations racing with the same code, exactly one wins', async () => {
    const pending = await pendingLogin('admin@example.org');
    const code = codeIn(t.sent.at(-1)!.text)!;
    const body = { admin_id: pending.admin_id, otp: code };
    const results = await Promise.all(
      [1, 2].map(() => call('POST', 'admin/validate/phone', { token: pending.access_token, payload: body })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a resend without a pending token', async () => {
    const res = await call('POST', 'admin/validate/phone/resend');
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe(MSG.provideToken);
  });
});

describe('TOTP sign-in (superadmin@, SHA1/6/30, ±1 step, each step once)', () => {
  it('login answers the 2fa step and sends nothing', async () => {
    const before = t.sent.length;
    const pending = await pendingLogin('superadmin@example.org');
    expect(pending).toMatchObject({ to_be_validated: '2fa', is_2fa_enabled: true, is_validated: false });
    expect(t.sent.length).toBe(before);
  });

  it('accepts a correct code; the same code and step on a new login is refused', async () => {
    clock.advance(2 * 60_000);
    const code = totpCode(SA_SECRET, now());
    const first = await pendingLogin('superadmin@example.org');
    const ok = await validate2fa(first.access_token, { admin_id: first.admin_id, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ status: true, status_code: 200, message: MSG.loggedIn });
    expect(json(ok).data).toMatchObject({
      role: 'SUPER_ADMIN',
      is_validated: true,
      is_2fa_enabled: true,
      to_be_validated: '2fa',
    });
    expect(json(ok).data.refresh_token).toEqual(expect.any(String));
    expect(json(ok).data.recovery_codes).toBeUndefined();

    const second = await pendingLogin('superadmin@example.org');
    const replay = await validate2fa(second.access_token, { admin_id: second.admin_id, otp: code });
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toEqual({ status: false, status_code: 401, message: MSG.invalidOtp, data: null });

    // The next step's code is inside the window and not yet used.
    const next = await validate2fa(second.access_token, {
      admin_id: second.admin_id,
      otp: totpCode(SA_SECRET, now() + STEP),
    });
    expect(next.statusCode).toBe(200);
    expect(json(next).data.is_validated).toBe(true);

    // Two steps ahead is outside the window, though never used.
    const third = await pendingLogin('superadmin@example.org');
    const far = await validate2fa(third.access_token, {
      admin_id: third.admin_id,
      otp: totpCode(SA_SECRET, now() + 2 * STEP),
    });
    expect(far.statusCode).toBe(401);
    expect(json(far).message).toBe(MSG.invalidOtp);
  });

  it('accepts the previous step and refuses two steps back', async () => {
    clock.advance(5 * 60_000);
    const pending = await pendingLogin('superadmin@example.org');
    const twoBack = await validate2fa(pending.access_token, {
      admin_id: pending.admin_id,
      otp: totpCode(SA_SECRET, now() - 2 * STEP),
    });
    expect(twoBack.statusCode).toBe(401);
    expect(json(twoBack).message).toBe(MSG.invalidOtp);
    const oneBack = await validate2fa(pending.access_token, {
      admin_id: pending.admin_id,
      otp: totpCode(SA_SECRET, now() - STEP),
    });
    expect(oneBack.statusCode).toBe(200);
    // That step, once used, is refused on the next sign-in although still inside the window.
    const again = await pendingLogin('superadmin@example.org');
    const older = await validate2fa(again.access_token, {
      admin_id: again.admin_id,
      otp: totpCode(SA_SECRET, now() - STEP),
    });
    expect(older.statusCode).toBe(401);
  });

  it('refuses a wrong code (401), a malformed or missing code (422), another admin_id and a validated token (401)', async () => {
    clock.advance(60_000);
    const pending = await pendingLogin('superadmin@example.org');
    const valid = new Set([-1, 0, 1].map((d) => totpCode(SA_SECRET, now() + d * STEP)));
    const wrong = ['000000', '111111', '222222', '333333'].find((c) => !valid.has(c))!;
    const bad = await validate2fa(pending.access_token, { admin_id: pending.admin_id, otp: wrong });
    expect(bad.statusCode).toBe(401);
    expect(json(bad).message).toBe(MSG.invalidOtp);

    const malformed = await validate2fa(pending.access_token, { admin_id: pending.admin_id, otp: '12a456' });
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed)).toMatchObject({ status: false, status_code: 422, message: MSG.invalidInputs });
    expect(json(malformed).data.errors).toEqual([{ field: 'otp', message: VMSG.invalidOtp }]);
    const missing = await validate2fa(pending.access_token, { admin_id: pending.admin_id });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).data.errors).toEqual([{ field: 'otp', message: VMSG.otpRequired }]);

    const other = await validate2fa(pending.access_token, {
      admin_id: pending.admin_id + 1,
      otp: totpCode(SA_SECRET, now()),
    });
    expect(other.statusCode).toBe(401);
    const noToken = await call('POST', 'admin/validate/2fa', {
      payload: { admin_id: pending.admin_id, otp: totpCode(SA_SECRET, now()) },
    });
    expect(noToken.statusCode).toBe(401);
    expect(json(noToken).message).toBe(MSG.provideToken);

    const ok = await validate2fa(pending.access_token, { admin_id: pending.admin_id, otp: totpCode(SA_SECRET, now()) });
    expect(ok.statusCode).toBe(200);
    const validated = await validate2fa(json(ok).data.access_token, {
      admin_id: pending.admin_id,
      otp: totpCode(SA_SECRET, now() + STEP),
    });
    expect(validated.statusCode).toBe(401);
    expect(json(validated).message).toBe(MSG.provideToken);
  });

  it('of two sign-ins racing with the same code, exactly one wins', async () => {
    clock.advance(60_000);
    const first = await pendingLogin('superadmin@example.org');
    const second = await pendingLogin('superadmin@example.org');
    const otp = totpCode(SA_SECRET, now());
    const results = await Promise.all(
      [first, second].map((p) => validate2fa(p.access_token, { admin_id: p.admin_id, otp })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('enable/2fa for an enabled account answers 401 "You are not permitted to perform this action."', async () => {
    const pending = await pendingLogin('superadmin@example.org');
    const res = await enable2fa(pending.access_token, pending.admin_id);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ status: false, status_code: 401, message: MSG.notPermitted, data: null });
  });
});

describe('TOTP enrolment (creator@, 2FA not yet enabled)', () => {
  let creatorId = 0;
  let secret = '';
  const recovery: string[] = [];

  it('login answers the 2fa step, not enabled, and sends nothing', async () => {
    const before = t.sent.length;
    const pending = await pendingLogin('creator@example.org');
    creatorId = pending.admin_id;
    expect(pending).toMatchObject({ to_be_validated: '2fa', is_2fa_enabled: false, is_validated: false });
    expect(t.sent.length).toBe(before);
  });

  it('enable/2fa answers an otpauth:// URI with issuer and SHA1/6/30, the same secret twice; another id is refused', async () => {
    const pending = await pendingLogin('creator@example.org');
    const res = await enable2fa(pending.access_token, pending.admin_id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: true, status_code: 200 });
    const qr = json(res).data.qr_token as string;
    expect(qr.startsWith('otpauth://totp/')).toBe(true);
    const query = new URL(qr).searchParams;
    expect(query.get('issuer')).toBeTruthy();
    expect(query.get('algorithm')).toBe('SHA1');
    expect(query.get('digits')).toBe('6');
    expect(query.get('period')).toBe('30');
    const parsed = OTPAuth.URI.parse(qr) as OTPAuth.TOTP;
    expect(parsed).toBeInstanceOf(OTPAuth.TOTP);
    expect(parsed.issuer).toBe(query.get('issuer'));
    expect(parsed.label).toBe('creator@example.org');
    expect(parsed.secret.base32.length).toBeGreaterThanOrEqual(32); // at least 160 bits
    secret = parsed.secret.base32;
    enrolledSecrets.add(secret);

    const twice = await enable2fa(pending.access_token, pending.admin_id);
    expect(twice.statusCode).toBe(200);
    expect(secretOf(json(twice).data.qr_token)).toBe(secret);
    // A new sign-in before the first code still shows the same pending secret.
    const relogin = await pendingLogin('creator@example.org');
    expect(secretOf(json(await enable2fa(relogin.access_token, relogin.admin_id)).data.qr_token)).toBe(secret);

    for (const id of [pending.admin_id + 1, 999_999]) {
      const other = await enable2fa(pending.access_token, id);
      expect(other.statusCode).toBe(401);
      expect(json(other)).toEqual({ status: false, status_code: 401, message: MSG.notPermitted, data: null });
    }
    // Nothing is enabled yet, and the secret is stored encrypted.
    const row = await accountRow('creator@example.org');
    expect(row.is_2fa_enabled).toBe(false);
    expect(row.totp_secret).toBeTruthy();
    expect(row.totp_secret).not.toContain(secret);
  });

  it('refuses enable/2fa without a pending token', async () => {
    const res = await call('GET', `admin/enable/2fa/${creatorId}`);
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe(MSG.provideToken);
  });

  it('a wrong first code enables nothing; the first valid code enables 2FA and answers ten recovery codes', async () => {
    clock.advance(60_000);
    const pending = await pendingLogin('creator@example.org');
    const valid = new Set([-1, 0, 1].map((d) => totpCode(secret, now() + d * STEP)));
    const wrong = ['000000', '111111', '222222', '333333'].find((c) => !valid.has(c))!;
    const bad = await validate2fa(pending.access_token, { admin_id: pending.admin_id, otp: wrong });
    expect(bad.statusCode).toBe(401);
    expect(json(bad).message).toBe(MSG.invalidOtp);
    expect((await accountRow('creator@example.org')).is_2fa_enabled).toBe(false);

    const ok = await validate2fa(pending.access_token, { admin_id: pending.admin_id, otp: totpCode(secret, now()) });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ status: true, status_code: 200, message: MSG.loggedIn });
    const data = json(ok).data;
    expect(data).toMatchObject({ admin_id: creatorId, role: 'CREATOR', is_validated: true, is_2fa_enabled: true });
    expect(data.refresh_token).toEqual(expect.any(String));
    const codes = data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    for (const c of codes) expect(c).toMatch(RECOVERY_CODE_RE);
    recovery.push(...codes);

    // Once enabled, the QR code is no longer given, not even to the token that enrolled.
    const afterwards = await enable2fa(pending.access_token, pending.admin_id);
    expect(afterwards.statusCode).toBe(401);
    expect(json(afterwards).message).toBe(MSG.notPermitted);
    const relogin = await pendingLogin('creator@example.org');
    expect(relogin.is_2fa_enabled).toBe(true);
    const again = await enable2fa(relogin.access_token, relogin.admin_id);
    expect(again.statusCode).toBe(401);
    expect(json(again).message).toBe(MSG.notPermitted);

    const row = await accountRow('creator@example.org');
    expect(row.is_2fa_enabled).toBe(true);
    // Recovery codes are kept only as hashes.
    const stored = await t.app.ctx.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('account_id', '=', creatorId)
      .execute();
    expect(stored).toHaveLength(10);
    for (const s of stored) expect(codes).not.toContain(s.code_hash);
  });

  it('the next sign-in takes a code of the enrolled secret and answers no new recovery codes', async () => {
    const session = await signInTotp(t, clock, 'creator@example.org', secret);
    expect(session).toMatchObject({ role: 'CREATOR' });
    expect((session as { recovery_codes?: unknown }).recovery_codes).toBeUndefined();
  });

  describe('recovery codes', () => {
    it('sign in with a recovery code instead of a code; the same recovery code again is refused', async () => {
      const first = await pendingLogin('creator@example.org');
      const ok = await validate2fa(first.access_token, { admin_id: first.admin_id, recovery_code: recovery[0] });
      expect(ok.statusCode).toBe(200);
      expect(json(ok)).toMatchObject({ status: true, message: MSG.loggedIn });
      expect(json(ok).data).toMatchObject({ is_validated: true, role: 'CREATOR' });
      expect(json(ok).data.refresh_token).toEqual(expect.any(String));

      const second = await pendingLogin('creator@example.org');
      const reuse = await validate2fa(second.access_token, { admin_id: second.admin_id, recovery_code: recovery[0] });
      expect(reuse.statusCode).toBe(401);
      expect(json(reuse)).toEqual({ status: false, status_code: 401, message: MSG.invalidOtp, data: null });
    });

    it('of two sign-ins racing with the same recovery code, exactly one wins', async () => {
      const first = await pendingLogin('creator@example.org');
      const second = await pendingLogin('creator@example.org');
      const results = await Promise.all(
        [first, second].map((p) => validate2fa(p.access_token, { admin_id: p.admin_id, recovery_code: recovery[5] })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('takes a recovery code typed in capitals with spaces around it', async () => {
      const pending = await pendingLogin('creator@example.org');
      const ok = await validate2fa(pending.access_token, {
        admin_id: pending.admin_id,
        recovery_code: ` ${recovery[1]!.toUpperCase()} `,
      });
      expect(ok.statusCode).toBe(200);
    });

    it('refuses a garbage recovery code with 422 and a well-formed unknown one with 401', async () => {
      const pending = await pendingLogin('creator@example.org');
      const garbage = await validate2fa(pending.access_token, {
        admin_id: pending.admin_id,
        recovery_code: 'not a code; drop table',
      });
      expect(garbage.statusCode).toBe(422);
      expect(json(garbage)).toMatchObject({ status: false, status_code: 422, message: MSG.invalidInputs });
      expect(json(garbage).data.errors).toEqual([{ field: 'recovery_code', message: VMSG.invalidOtp }]);
      const unknown = ['aaaaa-aaaaa', 'bbbbb-bbbbb'].find((c) => !recovery.includes(c))!;
      const wrong = await validate2fa(pending.access_token, { admin_id: pending.admin_id, recovery_code: unknown });
      expect(wrong.statusCode).toBe(401);
      expect(json(wrong).message).toBe(MSG.invalidOtp);
      // Another account's recovery code does not work here either.
      const sa = await pendingLogin('superadmin@example.org');
      const foreign = await validate2fa(sa.access_token, { admin_id: sa.admin_id, recovery_code: recovery[2] });
      expect(foreign.statusCode).toBe(401);
    });
  });

  describe('super admin 2FA reset (PATCH admin/{id}/reset-2fa)', () => {
    it('an ADMIN is refused with 403 and nothing changes', async () => {
      const admin = await signIn(t, 'admin@example.org');
      const res = await call('PATCH', `admin/${creatorId}/reset-2fa`, { token: admin.access_token });
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ status: false, status_code: 403, message: MSG.adminNoRights, data: null });
      expect((await accountRow('creator@example.org')).is_2fa_enabled).toBe(true);
    });

    it('a token that is not validated, or none, is refused with 401', async () => {
      const pending = await pendingLogin('superadmin@example.org');
      for (const token of [pending.access_token, undefined]) {
        const res = await call('PATCH', `admin/${creatorId}/reset-2fa`, token ? { token } : {});
        expect(res.statusCode).toBe(401);
        expect(json(res).message).toBe(MSG.provideToken);
      }
    });

    it('an unknown id answers 404 "Admin not found."', async () => {
      const sa = await signInTotp(t, clock, 'superadmin@example.org', SA_SECRET);
      const res = await call('PATCH', 'admin/999999/reset-2fa', { token: sa.access_token });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ status: false, status_code: 404, message: MSG.adminNotFound, data: null });
    });

    it('a super admin resets: the account enrols again with a new secret and the old recovery codes fail', async () => {
      const sa = await signInTotp(t, clock, 'superadmin@example.org', SA_SECRET);
      const res = await call('PATCH', `admin/${creatorId}/reset-2fa`, { token: sa.access_token });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ status: true, status_code: 200 });
      const row = await accountRow('creator@example.org');
      expect(row.is_2fa_enabled).toBe(false);
      const audit = await t.app.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', '2fa.reset')
        .where('entity_id', '=', String(creatorId))
        .execute();
      expect(audit).toHaveLength(1);

      const pending = await pendingLogin('creator@example.org');
      expect(pending.is_2fa_enabled).toBe(false);
      const oldRecovery = await validate2fa(pending.access_token, {
        admin_id: pending.admin_id,
        recovery_code: recovery[3],
      });
      expect(oldRecovery.statusCode).toBe(401);
      expect(json(oldRecovery).message).toBe(MSG.invalidOtp);

      const qr = await enable2fa(pending.access_token, pending.admin_id);
      expect(qr.statusCode).toBe(200);
      const fresh = secretOf(json(qr).data.qr_token);
      enrolledSecrets.add(fresh);
      expect(fresh).not.toBe(secret);

      clock.advance(60_000);
      const oldSecretCode = totpCode(secret, now());
      if (oldSecretCode !== totpCode(fresh, now())) {
        const old = await validate2fa(pending.access_token, { admin_id: pending.admin_id, otp: oldSecretCode });
        expect(old.statusCode).toBe(401);
      }
      const ok = await validate2fa(pending.access_token, { admin_id: pending.admin_id, otp: totpCode(fresh, now()) });
      expect(ok.statusCode).toBe(200);
      const newCodes = json(ok).data.recovery_codes as string[];
      expect(newCodes).toHaveLength(10);
      expect(newCodes.filter((c) => recovery.includes(c))).toEqual([]);

      // Re-enrolled: the old recovery codes still fail, a new one works.
      const next = await pendingLogin('creator@example.org');
      const stale = await validate2fa(next.access_token, { admin_id: next.admin_id, recovery_code: recovery[4] });
      expect(stale.statusCode).toBe(401);
      const good = await validate2fa(next.access_token, { admin_id: next.admin_id, recovery_code: newCodes[0] });
      expect(good.statusCode).toBe(200);
    });
  });
});

describe('secrets never leave', () => {
  it('no answer of these flows carries a hash, a TOTP secret or a seed outside the enrolment qr_token', async () => {
    // A few more answers on top of those recorded above: own details of each kind of account.
    const sa = await signInTotp(t, clock, 'superadmin@example.org', SA_SECRET);
    const admin = await signIn(t, 'admin@example.org');
    for (const token of [sa.access_token, admin.access_token]) {
      expect((await call('GET', 'admin/all-admins/auth', { token })).statusCode).toBe(200);
    }
    expect(seen.length).toBeGreaterThan(0);

    for (const { url, body } of seen) {
      expect(body, url).not.toMatch(/password_hash|totp_secret|code_hash|totp_last_step|\$argon2/i);
      expect(body, url).not.toContain(SA_SECRET);
      expect(body, url).not.toContain(DEMO_PASSWORD);
      const parsed = JSON.parse(body);
      const qr: string | undefined = url.startsWith('admin/enable/2fa/') ? parsed.data?.qr_token : undefined;
      const outsideQr = qr ? body.replace(qr, '') : body;
      for (const s of enrolledSecrets) expect(outsideQr, url).not.toContain(s);
      // Nor in the claims of a token.
      const token: string | undefined = parsed.data?.access_token;
      if (token) {
        const claims = JSON.stringify(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()));
        expect(claims, url).not.toMatch(/secret|hash|password/i);
        for (const s of [SA_SECRET, ...enrolledSecrets]) expect(claims, url).not.toContain(s);
      }
    }
  });
});
