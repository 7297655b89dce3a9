/**
 * Password reset (docs/product.md, 'Password reset' and 'Calls and answers'): request, approval by someone senior (a
 * super admin's own request is approved at once), a mailed code valid 24 hours, a short-lived token for the change,
 * withdraw, resend, reject with a 24-hour wait, and every step as an activity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@common/messages.ts';
import { VMSG } from '@common/validation.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { DEMO_PASSWORD, json, makeTestApp, signIn, signInTotp, type TestApp } from '../support/test-app.ts';

const SA_SECRET = 'JBSWY3DPEHPK3PXP';
const DAY = 24 * 60 * 60 * 1000;
const NEW_PASSWORD = 'Reset#Pass2026';
const clock = new FakeClock(Date.parse('2026-11-21T04:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ clock });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof api>>;
function api(method: 'GET' | 'POST' | 'PATCH', url: string, opts: { token?: string; payload?: object } = {}) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
}
const requestReset = (email_id: string) => api('POST', 'reset-password/request', { payload: { email_id } });
const publicStatus = (id: number) => api('GET', `reset-password/${id}`);
const activityTypes = async (id: number) =>
  (json(await publicStatus(id)).data.activities as { activity_type: string }[]).map((a) => a.activity_type);
const pending = (token?: string) => api('GET', 'reset-password/pending', token ? { token } : {});
const approve = (token: string | undefined, id: number) =>
  api('PATCH', `reset-password/approve/${id}`, token ? { token } : {});
const reject = (token: string | undefined, id: number) =>
  api('PATCH', `reset-password/reject/${id}`, token ? { token } : {});
const validateReset = (payload: object) => api('PATCH', 'admin/validate/reset/password', { payload });
const changeAfterReset = (token: string | undefined, userId: number, payload: object) =>
  api('PATCH', `reset-password/change/${userId}`, { ...(token ? { token } : {}), payload });
const withdraw = (id: number, email_id: string) =>
  api('PATCH', `reset-password/withdraw/${id}`, { payload: { email_id } });
const resend = (id: number, email_id: string) =>
  api('PATCH', `reset-password/resend/otp/${id}`, { payload: { email_id } });
const login = (email_id: string, password: string) => api('POST', 'admin/login', { payload: { email_id, password } });
const refresh = (refresh_token: string) => api('POST', 'admin/refresh', { payload: { refresh_token } });
const signInAdmin = () => signIn(t, 'admin@example.org'); // phone step: the helper takes the newest code sent
const signInSuperAdmin = () => signInTotp(t, clock, 'superadmin@example.org', SA_SECRET);
const accountId = async (email: string) =>
  (await t.app.ctx.db.selectFrom('accounts').select('id').where('email_id', '=', email).executeTakeFirstOrThrow()).id;
const codeIn = (text: string) => text.match(/(?:^|\s)(\d{6})(?:\s|$)/)?.[1];
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

function expectError(res: Res, status: number, message: string, data: unknown = null) {
  expect(res.statusCode).toBe(status);
  expect(json(res)).toEqual({ status: false, status_code: status, message, data });
}

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

describe('POST reset-password/request: input and unknown accounts', () => {
  it('an unknown email answers 404 "Admin with the given Email ID not found."', async () => {
    expectError(await requestReset('nobody@example.org'), 404, MSG.adminEmailNotFound);
  });

  it('a bad or missing email answers 422 with the field', async () => {
    for (const payload of [{ email_id: 'not-an-email' }, {}, { email_id: 42 }]) {
      const res = await api('POST', 'reset-password/request', { payload });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ status: false, status_code: 422, message: MSG.invalidInputs });
      expect(json(res).data.errors).toEqual([{ field: 'email_id', message: VMSG.invalidEmail }]);
    }
  });
});

describe("a SUPER_ADMIN's request is approved at once", () => {
  it('answers 201 with the request fields, status APPROVED, and mails the code at once', async () => {
    const before = t.sent.length;
    const res = await requestReset('superadmin@example.org');
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toMatchObject({ status: true, status_code: 201, message: MSG.entityCreated });
    const id = body.data.reset_password_request_id as number;
    expect(body.data).toMatchObject({
      user_id: await accountId('superadmin@example.org'),
      user_name: 'Shanthala Rao',
      role: 'SUPER_ADMIN',
      reset_password_request_id: expect.any(Number),
      reset_password_request_readable_id: `RPR${String(id).padStart(4, '0')}`,
      requested_on: clock.now().getTime(),
      try_after: 0,
      status: 'APPROVED',
    });
    expect(body.data.reset_password_request_readable_id).toMatch(/^RPR\d{4}$/);

    const mails = t.sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', to: 'superadmin@example.org' });
    const code = codeIn(mails[0]!.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    expect(await activityTypes(id)).toEqual(['REQUESTED', 'APPROVED']);

    // Asking again while it is open answers 202 with the same request, and mails nothing.
    const again = await requestReset('superadmin@example.org');
    expect(again.statusCode).toBe(202);
    expect(json(again)).toMatchObject({ status: true, status_code: 202 });
    expect(json(again).data).toMatchObject({ reset_password_request_id: id, status: 'APPROVED' });
    expect(t.sent.length).toBe(before + 1);

    // The mailed code validates without any approver.
    const ok = await validateReset({ request_id: id, admin_id: body.data.user_id, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.token).toEqual(expect.any(String));
    expect((await withdraw(id, 'superadmin@example.org')).statusCode).toBe(200);
  });
});

describe("a warden's request, from request to new password", () => {
  let wardenId = 0;
  let requestId = 0;
  let requestedOn = 0;
  let code = '';
  let resetToken = '';
  const sessions: { refresh_token: string; access_token: string }[] = [];

  it('waits for approval: 201 REQUESTED and no code mailed; a second request answers 202 with the same request', async () => {
    wardenId = await accountId('warden@example.org');
    sessions.push(await signIn(t, 'warden@example.org'), await signIn(t, 'warden@example.org'));
    clock.advance(1000);

    const before = t.sent.length;
    const res = await requestReset('  Warden@Example.org ');
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({
      user_id: wardenId,
      user_name: 'Ravi Shankar',
      role: 'WARDEN',
      status: 'REQUESTED',
      try_after: 0,
    });
    requestId = json(res).data.reset_password_request_id;
    requestedOn = json(res).data.requested_on;
    expect(json(res).data.reset_password_request_readable_id).toMatch(/^RPR\d{4}$/);
    expect(t.sent.length).toBe(before);

    const again = await requestReset('warden@example.org');
    expect(again.statusCode).toBe(202);
    expect(json(again).data).toMatchObject({
      reset_password_request_id: requestId,
      status: 'REQUESTED',
      requested_on: requestedOn,
    });

    // Nothing to validate or resend before approval.
    expectError(
      await validateReset({ request_id: requestId, admin_id: wardenId, otp: '123456' }),
      409,
      MSG.invalidRequest,
    );
    expectError(await resend(requestId, 'warden@example.org'), 409, MSG.invalidRequest);
    expect(t.sent.length).toBe(before);
    expect(await activityTypes(requestId)).toEqual(['REQUESTED']);
  });

  it('an ADMIN signed in through the phone code sees it pending, with who and when, and never a password', async () => {
    const admin = await signInAdmin();
    const res = await pending(admin.access_token);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ status: true, status_code: 200 });
    expect(body.data).toMatchObject({ items: expect.any(Array), total_items: body.data.items.length, current_page: 1 });
    const item = body.data.items.find((i: { request_id: number }) => i.request_id === requestId);
    expect(item).toEqual({
      request_id: requestId,
      reset_password_request_readable_id: `RPR${String(requestId).padStart(4, '0')}`,
      requested_on: requestedOn,
      user: { id: wardenId, name: 'Ravi Shankar', email_id: 'warden@example.org', role: 'WARDEN' },
    });
    for (const key of keysOf(body))
      expect(['password', 'password_hash', 'new_password', 'otp', 'code', 'token', 'totp_secret']).not.toContain(key);
    expect(res.body).not.toMatch(/\$argon2|password_hash/);
    expect(res.body).not.toContain(DEMO_PASSWORD);
  });

  it('approval by the ADMIN mails a code to the requester, not to the approver; approving again answers 409', async () => {
    clock.advance(1000);
    const admin = await signInAdmin();
    const before = t.sent.length;
    const res = await approve(admin.access_token, requestId);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      status: true,
      status_code: 200,
      data: { reset_password_request_id: requestId, status: 'APPROVED' },
    });
    const mails = t.sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', to: 'warden@example.org' });
    code = codeIn(mails[0]!.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);

    const twice = await approve(admin.access_token, requestId);
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ status: false, status_code: 409 });
    expect(t.sent.length).toBe(before + 1);
    const list = json(await pending(admin.access_token)).data.items as { request_id: number }[];
    expect(list.map((i) => i.request_id)).not.toContain(requestId);
  });

  it('a wrong code answers 401 "Invalid OTP." and is recorded as VALIDATION_FAILED', async () => {
    clock.advance(1000);
    expectError(
      await validateReset({ request_id: requestId, admin_id: wardenId, otp: otherThan(code) }),
      401,
      MSG.invalidOtp,
    );
    const status = json(await publicStatus(requestId)).data;
    expect(status.status).toBe('VALIDATION_FAILED');
    expect(status.activities.at(-1).activity_type).toBe('VALIDATION_FAILED');

    // Someone else's account id, or a malformed code, spends nothing and records nothing.
    expectError(
      await validateReset({ request_id: requestId, admin_id: await accountId('dd@example.org'), otp: code }),
      404,
      MSG.invalidRequest,
    );
    const malformed = await validateReset({ request_id: requestId, admin_id: wardenId, otp: '12345' });
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed).data.errors).toEqual([{ field: 'otp', message: VMSG.invalidOtp }]);
    expect(await activityTypes(requestId)).toEqual(['REQUESTED', 'APPROVED', 'VALIDATION_FAILED']);
  });

  it('the right code answers a short-lived token that is not an access token', async () => {
    clock.advance(1000);
    const res = await validateReset({ request_id: requestId, admin_id: wardenId, otp: code });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: true, status_code: 200 });
    resetToken = json(res).data.token;
    expect(resetToken).toEqual(expect.any(String));
    const claims = JSON.parse(Buffer.from(resetToken.split('.')[1]!, 'base64url').toString());
    expect(claims.sub).toBe(String(wardenId));
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(60 * 60);
    expect(claims.is_validated).not.toBe(true);

    // The code is spent, and the state moved on.
    expectError(await validateReset({ request_id: requestId, admin_id: wardenId, otp: code }), 409, MSG.invalidRequest);
    // The token opens nothing else.
    const me = await api('GET', 'admin/all-admins/auth', { token: resetToken });
    expectError(me, 401, MSG.provideToken);
    const second = await api('POST', 'admin/validate/email', {
      token: resetToken,
      payload: { admin_id: wardenId, otp: '123456' },
    });
    expect(second.statusCode).toBe(401);
  });

  it('change is refused without the token (401), with another token (401), for another user (401), and for mismatched passwords (422)', async () => {
    const body = { new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD };
    expectError(await changeAfterReset(undefined, wardenId, body), 401, MSG.provideToken);
    expectError(await changeAfterReset(sessions[0]!.access_token, wardenId, body), 401, MSG.provideToken);
    expectError(await changeAfterReset(resetToken, await accountId('dd@example.org'), body), 401, MSG.provideToken);

    const mismatch = await changeAfterReset(resetToken, wardenId, {
      new_password: NEW_PASSWORD,
      repeat_password: 'Other#Pass2026',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(json(mismatch)).toMatchObject({ status: false, status_code: 422, message: MSG.invalidInputs });
    expect(json(mismatch).data.errors).toEqual([{ field: 'repeat_password', message: VMSG.passwordsDiffer }]);
    const weak = await changeAfterReset(resetToken, wardenId, {
      new_password: 'weakpass',
      repeat_password: 'weakpass',
    });
    expect(weak.statusCode).toBe(422);
    expect(json(weak).data.errors).toEqual(
      expect.arrayContaining([{ field: 'new_password', message: VMSG.passwordInvalid }]),
    );
    const missing = await changeAfterReset(resetToken, wardenId, { new_password: NEW_PASSWORD });
    expect(json(missing).data.errors).toEqual([{ field: 'repeat_password', message: VMSG.repeatRequired }]);
    expect(await activityTypes(requestId)).toEqual([
      'REQUESTED',
      'APPROVED',
      'VALIDATION_FAILED',
      'VALIDATION_SUCCESS',
    ]);
  });

  it('change with the token: 200, every session ends, the new password signs in and the old does not, a notice is mailed', async () => {
    clock.advance(1000);
    const before = t.sent.length;
    const res = await changeAfterReset(resetToken, wardenId, {
      new_password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: true, status_code: 200 });

    for (const s of sessions) expectError(await refresh(s.refresh_token), 401, MSG.provideToken);

    const notices = t.sent.slice(before);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'email', to: 'warden@example.org' });
    expect(notices[0]!.text).not.toContain(NEW_PASSWORD);
    expect(codeIn(notices[0]!.text)).toBeUndefined();

    expectError(await login('warden@example.org', DEMO_PASSWORD), 401, MSG.checkPassword);
    const fresh = await login('warden@example.org', NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).data).toMatchObject({ admin_id: wardenId, to_be_validated: 'email' });
  });

  it('the token cannot be used twice', async () => {
    expectError(
      await changeAfterReset(resetToken, wardenId, {
        new_password: 'Again#Pass2026',
        repeat_password: 'Again#Pass2026',
      }),
      401,
      MSG.provideToken,
    );
    expect((await login('warden@example.org', 'Again#Pass2026')).statusCode).toBe(401);
    expect((await login('warden@example.org', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('GET reset-password/{id}, without a token, lists the activities in order with their times, and nothing more', async () => {
    const res = await publicStatus(requestId);
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ request_id: requestId, status: 'SUCCESSFULLY_UPDATED' });
    const activities = data.activities as { activity_type: string; createdAt: string }[];
    expect(activities.map((a) => a.activity_type)).toEqual([
      'REQUESTED',
      'APPROVED',
      'VALIDATION_FAILED',
      'VALIDATION_SUCCESS',
      'SUCCESSFULLY_UPDATED',
    ]);
    for (const a of activities) {
      expect(Object.keys(a).sort()).toEqual(['activity_type', 'createdAt']);
      expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
    }
    const times = activities.map((a) => Date.parse(a.createdAt));
    expect(times[0]).toBe(requestedOn);
    for (let i = 1; i < times.length; i += 1) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
    // Times and types only: not who, not how to reach them.
    expect(res.body).not.toContain('warden@example.org');
    expect(res.body).not.toContain('Ravi');

    expectError(await publicStatus(999_999), 404, MSG.invalidRequest);
    expect((await api('GET', 'reset-password/abc')).statusCode).toBe(422);
  });

  it('once done, the account may ask again: a new request answers 201', async () => {
    const res = await requestReset('warden@example.org');
    expect(res.statusCode).toBe(201);
    expect(json(res).data.reset_password_request_id).not.toBe(requestId);
    expect((await withdraw(json(res).data.reset_password_request_id, 'warden@example.org')).statusCode).toBe(200);
  });
});

describe('single use, also under pressure', () => {
  /** Request, approval by the ADMIN, and the mailed code, for a seeded warden. */
  async function approvedRequest(email: string) {
    const created = await requestReset(email);
    expect(created.statusCode).toBe(201);
    const { reset_password_request_id: id, user_id: userId } = json(created).data as {
      reset_password_request_id: number;
      user_id: number;
    };
    const admin = await signInAdmin();
    expect((await approve(admin.access_token, id)).statusCode).toBe(200);
    return { id, userId, code: t.lastCode(email) };
  }

  it('five wrong codes spend the reset code; a resent one works', async () => {
    const { id, userId, code } = await approvedRequest('warden3@example.org');
    for (let i = 0; i < 5; i += 1)
      expectError(await validateReset({ request_id: id, admin_id: userId, otp: otherThan(code) }), 401, MSG.invalidOtp);
    expectError(await validateReset({ request_id: id, admin_id: userId, otp: code }), 401, MSG.invalidOtp);
    expect((await activityTypes(id)).filter((a) => a === 'VALIDATION_FAILED')).toHaveLength(6);
    clock.advance(30_000);
    expect((await resend(id, 'warden3@example.org')).statusCode).toBe(200);
    expect(
      (await validateReset({ request_id: id, admin_id: userId, otp: t.lastCode('warden3@example.org') })).statusCode,
    ).toBe(200);
    expect((await withdraw(id, 'warden3@example.org')).statusCode).toBe(200);
  });

  it('the change token works once even when two changes arrive together', async () => {
    const { id, userId, code } = await approvedRequest('warden4@example.org');
    const validated = await validateReset({ request_id: id, admin_id: userId, otp: code });
    expect(validated.statusCode).toBe(200);
    const token = json(validated).data.token as string;
    const [a, b] = await Promise.all([
      changeAfterReset(token, userId, { new_password: 'First#Pass2026', repeat_password: 'First#Pass2026' }),
      changeAfterReset(token, userId, { new_password: 'Second#Pass2026', repeat_password: 'Second#Pass2026' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    expect((await activityTypes(id)).filter((x) => x === 'SUCCESSFULLY_UPDATED')).toHaveLength(1);
    // Exactly the password of the change that answered 200 signs in.
    const winner = a.statusCode === 200 ? 'First#Pass2026' : 'Second#Pass2026';
    const loser = winner === 'First#Pass2026' ? 'Second#Pass2026' : 'First#Pass2026';
    expect((await login('warden4@example.org', winner)).statusCode).toBe(200);
    expect((await login('warden4@example.org', loser)).statusCode).toBe(401);
  });
});

describe('withdraw (PATCH reset-password/withdraw/{id} {email_id})', () => {
  it('a wrong email answers 404; the right one withdraws; then a new request answers 201', async () => {
    const created = await requestReset('helpline@example.org');
    expect(created.statusCode).toBe(201);
    const id = json(created).data.reset_password_request_id as number;

    expectError(await withdraw(id, 'dd@example.org'), 404, MSG.invalidRequest);
    expectError(await withdraw(id, 'nobody@example.org'), 404, MSG.invalidRequest);
    expect((await withdraw(id, 'not-an-email')).statusCode).toBe(422);
    expectError(await withdraw(999_999, 'helpline@example.org'), 404, MSG.invalidRequest);

    const res = await withdraw(id, 'HELPLINE@example.org');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      status: true,
      status_code: 200,
      data: { reset_password_request_id: id, status: 'WITHDRAWN' },
    });
    expect(await activityTypes(id)).toEqual(['REQUESTED', 'WITHDRAWN']);
    expect(json(await publicStatus(id)).data.status).toBe('WITHDRAWN');

    // Closed: not again, not approvable, not pending.
    expectError(await withdraw(id, 'helpline@example.org'), 409, MSG.invalidRequest);
    const admin = await signInAdmin();
    expect((await approve(admin.access_token, id)).statusCode).toBe(409);
    const list = json(await pending(admin.access_token)).data.items as { request_id: number }[];
    expect(list.map((i) => i.request_id)).not.toContain(id);

    const next = await requestReset('helpline@example.org');
    expect(next.statusCode).toBe(201);
    expect(json(next).data).toMatchObject({ status: 'REQUESTED' });
    expect(json(next).data.reset_password_request_id).toBeGreaterThan(id);
    expect((await withdraw(json(next).data.reset_password_request_id, 'helpline@example.org')).statusCode).toBe(200);
  });
});

describe('resend (PATCH reset-password/resend/otp/{id} {email_id})', () => {
  it('after approval mails a new code as REQUESTED_NEW_OTP; the old code fails; within 30 s of the previous code 429', async () => {
    const ddId = await accountId('dd@example.org');
    const admin = await signInAdmin();
    const id = json(await requestReset('dd@example.org')).data.reset_password_request_id as number;
    expect((await approve(admin.access_token, id)).statusCode).toBe(200);
    const first = t.lastCode('dd@example.org');
    const before = t.sent.length;

    const early = await resend(id, 'dd@example.org');
    expectError(early, 429, fill(MSG.otpResendWait, { seconds: 30 }), { retry_after_seconds: 30 });
    expect(early.headers['retry-after']).toBe('30');
    expectError(await resend(id, 'warden@example.org'), 404, MSG.invalidRequest);
    expect(t.sent.length).toBe(before);

    clock.advance(30_000);
    const res = await resend(id, 'dd@example.org');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      status: true,
      status_code: 200,
      data: { reset_password_request_id: id, status: 'REQUESTED_NEW_OTP' },
    });
    expect(t.sent.length).toBe(before + 1);
    expect(t.sent.at(-1)).toMatchObject({ channel: 'email', to: 'dd@example.org' });
    const second = t.lastCode('dd@example.org');
    expect(second).not.toBe(first);
    expect(res.body).not.toContain(second);
    expect((await activityTypes(id)).at(-1)).toBe('REQUESTED_NEW_OTP');

    clock.advance(29_000);
    expectError(await resend(id, 'dd@example.org'), 429, fill(MSG.otpResendWait, { seconds: 1 }), {
      retry_after_seconds: 1,
    });

    expectError(await validateReset({ request_id: id, admin_id: ddId, otp: first }), 401, MSG.invalidOtp);
    const ok = await validateReset({ request_id: id, admin_id: ddId, otp: second });
    expect(ok.statusCode).toBe(200);
    expect(await activityTypes(id)).toEqual([
      'REQUESTED',
      'APPROVED',
      'REQUESTED_NEW_OTP',
      'VALIDATION_FAILED',
      'VALIDATION_SUCCESS',
    ]);
    // A requester who lost the change token may ask for a new code after validation too; the
    // token they had stops working until a new code is validated.
    const lostToken = json(ok).data.token as string;
    clock.advance(30_000);
    const again = await resend(id, 'dd@example.org');
    expect(again.statusCode).toBe(200);
    expect(json(again).data.status).toBe('REQUESTED_NEW_OTP');
    const third = t.lastCode('dd@example.org');
    expectError(
      await changeAfterReset(lostToken, ddId, { new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD }),
      401,
      MSG.provideToken,
    );
    expect((await validateReset({ request_id: id, admin_id: ddId, otp: third })).statusCode).toBe(200);
    expect((await withdraw(id, 'dd@example.org')).statusCode).toBe(200);
    expect(await activityTypes(id)).toEqual([
      'REQUESTED',
      'APPROVED',
      'REQUESTED_NEW_OTP',
      'VALIDATION_FAILED',
      'VALIDATION_SUCCESS',
      'REQUESTED_NEW_OTP',
      'VALIDATION_SUCCESS',
      'WITHDRAWN',
    ]);
  });
});

describe('who may see and decide requests', () => {
  let admin2Id = 0;

  beforeAll(async () => {
    const { password_hash } = await t.app.ctx.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('email_id', '=', 'admin@example.org')
      .executeTakeFirstOrThrow();
    const row = await t.app.ctx.db
      .insertInto('accounts')
      .values({
        first_name: 'Second',
        last_name: 'Admin',
        email_id: 'admin2@example.org',
        phone_number: '9876500000',
        password_hash,
        role: 'ADMIN',
        validation_method: 'phone',
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    admin2Id = row.id;
  });

  it('no token, or one not yet validated, answers 401', async () => {
    const id = json(await requestReset('warden2@example.org')).data.reset_password_request_id as number;
    expectError(await pending(), 401, MSG.provideToken);
    expectError(await approve(undefined, id), 401, MSG.provideToken);
    expectError(await reject(undefined, id), 401, MSG.provideToken);
    const pendingAdmin = json(await login('admin@example.org', DEMO_PASSWORD)).data;
    expectError(await pending(pendingAdmin.access_token), 401, MSG.provideToken);
    expectError(await approve(pendingAdmin.access_token, id), 401, MSG.provideToken);
    expect(await activityTypes(id)).toEqual(['REQUESTED']);
    expect((await withdraw(id, 'warden2@example.org')).statusCode).toBe(200);
  });

  it('a WARDEN calling pending, approve or reject answers 403', async () => {
    const id = json(await requestReset('helpline@example.org')).data.reset_password_request_id as number;
    const warden = await signIn(t, 'warden2@example.org');
    expectError(await pending(warden.access_token), 403, MSG.adminNoRights);
    expectError(await approve(warden.access_token, id), 403, MSG.adminNoRights);
    expectError(await reject(warden.access_token, id), 403, MSG.adminNoRights);
    expect(await activityTypes(id)).toEqual(['REQUESTED']);
    expect((await withdraw(id, 'helpline@example.org')).statusCode).toBe(200);
  });

  it("an ADMIN may not see, approve or reject another ADMIN's request (404, as missing); a SUPER_ADMIN may", async () => {
    const created = await requestReset('admin2@example.org');
    expect(created.statusCode).toBe(201);
    expect(json(created).data).toMatchObject({ user_id: admin2Id, role: 'ADMIN', status: 'REQUESTED' });
    const id = json(created).data.reset_password_request_id as number;

    const admin = await signInAdmin();
    const list = json(await pending(admin.access_token)).data.items as { request_id: number }[];
    expect(list.map((i) => i.request_id)).not.toContain(id);
    expectError(await approve(admin.access_token, id), 404, MSG.invalidRequest);
    expectError(await reject(admin.access_token, id), 404, MSG.invalidRequest);
    expect(await activityTypes(id)).toEqual(['REQUESTED']);

    const sa = await signInSuperAdmin();
    const saList = json(await pending(sa.access_token)).data.items as { request_id: number; user: { id: number } }[];
    expect(saList.find((i) => i.request_id === id)?.user.id).toBe(admin2Id);
    const before = t.sent.length;
    const ok = await approve(sa.access_token, id);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.status).toBe('APPROVED');
    expect(t.sent.slice(before).map((m) => m.to)).toEqual(['admin2@example.org']);
    expect(codeIn(t.sent.at(-1)!.text)).toMatch(/^\d{6}$/);

    // Already approved: 409, for the approver who could decide it.
    const again = await approve(sa.access_token, id);
    expect(again.statusCode).toBe(409);
    expect(json(again).status).toBe(false);
    expect((await reject(sa.access_token, id)).statusCode).toBe(409);
    expect((await withdraw(id, 'admin2@example.org')).statusCode).toBe(200);
  });

  it("an ADMIN may not approve a SUPER_ADMIN's request, nor their own; unknown requests answer 404", async () => {
    const saRequest = json(await requestReset('superadmin@example.org')).data.reset_password_request_id as number;
    const own = await requestReset('admin@example.org');
    expect(json(own).data.status).toBe('REQUESTED');
    const ownId = json(own).data.reset_password_request_id as number;

    const admin = await signInAdmin();
    expectError(await approve(admin.access_token, saRequest), 404, MSG.invalidRequest);
    const list = json(await pending(admin.access_token)).data.items as { request_id: number }[];
    expect(list.map((i) => i.request_id)).not.toContain(ownId);
    expectError(await approve(admin.access_token, ownId), 404, MSG.invalidRequest);
    expectError(await approve(admin.access_token, 999_999), 404, MSG.invalidRequest);
    expect((await approve(admin.access_token, 0)).statusCode).toBe(422);

    const sa = await signInSuperAdmin();
    const saList = json(await pending(sa.access_token)).data.items as { request_id: number }[];
    expect(saList.map((i) => i.request_id)).toContain(ownId);
    expectError(await approve(sa.access_token, saRequest), 403, MSG.adminNoRights); // nobody approves their own
    for (const [rid, email] of [
      [saRequest, 'superadmin@example.org'],
      [ownId, 'admin@example.org'],
    ] as const) {
      expect((await withdraw(rid, email)).statusCode).toBe(200);
    }
  });
});

describe('reject (PATCH reset-password/reject/{id})', () => {
  it('the next request answers 408 "Try Again Later." with try_after = rejection + 24 h; after 24 h a new request answers 201', async () => {
    const id = json(await requestReset('warden2@example.org')).data.reset_password_request_id as number;
    const admin = await signInAdmin();
    clock.advance(5000);
    const rejectedAt = clock.now().getTime();
    const before = t.sent.length;
    const res = await reject(admin.access_token, id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      status: true,
      status_code: 200,
      data: { reset_password_request_id: id, status: 'REJECTED' },
    });
    const notices = t.sent.slice(before);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'email', to: 'warden2@example.org' });
    expect(codeIn(notices[0]!.text)).toBeUndefined();
    expect(await activityTypes(id)).toEqual(['REQUESTED', 'REJECTED']);
    expectError(await withdraw(id, 'warden2@example.org'), 409, MSG.invalidRequest);
    expectError(await resend(id, 'warden2@example.org'), 409, MSG.invalidRequest);

    clock.advance(60_000);
    const soon = await requestReset('warden2@example.org');
    expectError(soon, 408, MSG.tryAgainLater, { try_after: rejectedAt + DAY });

    clock.advance(DAY - 60_000 - 1000);
    expectError(await requestReset('warden2@example.org'), 408, MSG.tryAgainLater, { try_after: rejectedAt + DAY });

    clock.advance(1000);
    const next = await requestReset('warden2@example.org');
    expect(next.statusCode).toBe(201);
    expect(json(next).data).toMatchObject({ status: 'REQUESTED' });
    expect(json(next).data.reset_password_request_id).toBeGreaterThan(id);
    expect((await withdraw(json(next).data.reset_password_request_id, 'warden2@example.org')).statusCode).toBe(200);
  });
});

describe('an expired reset code', () => {
  it('answers 408 "OTP is expired." after 24 h + 1 ms; a resent code is good until just before 24 h', async () => {
    const creatorId = await accountId('creator@example.org');
    const id = json(await requestReset('creator@example.org')).data.reset_password_request_id as number;
    const admin = await signInAdmin();
    expect((await approve(admin.access_token, id)).statusCode).toBe(200);
    const code = t.lastCode('creator@example.org');

    clock.advance(DAY + 1);
    expectError(await validateReset({ request_id: id, admin_id: creatorId, otp: code }), 408, MSG.otpExpired);
    // Expiry is not a failed validation; the request waits for a new code.
    expect(await activityTypes(id)).toEqual(['REQUESTED', 'APPROVED']);

    expect((await resend(id, 'creator@example.org')).statusCode).toBe(200);
    const fresh = t.lastCode('creator@example.org');
    clock.advance(DAY - 1);
    const ok = await validateReset({ request_id: id, admin_id: creatorId, otp: fresh });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.token).toEqual(expect.any(String));
    expect((await withdraw(id, 'creator@example.org')).statusCode).toBe(200);
  });
});

describe('approve and reject racing', () => {
  it('lets exactly one decision through, and mails only its message', async () => {
    const asked = await requestReset('warden5@example.org');
    const id = json(asked).data.reset_password_request_id as number;
    const admin = (await signInAdmin()).access_token;
    const sentBefore = t.sent.length;
    const [a, b] = await Promise.all([approve(admin, id), reject(admin, id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const types = await activityTypes(id);
    expect(types.filter((x) => x === 'APPROVED' || x === 'REJECTED')).toHaveLength(1);
    expect(t.sent.slice(sentBefore).filter((m) => m.to === 'warden5@example.org')).toHaveLength(1);
  });
});

describe('a change token after a second validation', () => {
  it('works only for the newest validation', async () => {
    const created = json(await requestReset('warden6@example.org')).data as {
      reset_password_request_id: number;
      user_id: number;
    };
    const [id, userId] = [created.reset_password_request_id, created.user_id];
    expect((await approve((await signInAdmin()).access_token, id)).statusCode).toBe(200);
    const code = t.lastCode('warden6@example.org');
    const first = json(await validateReset({ request_id: id, admin_id: userId, otp: code })).data.token as string;
    clock.advance(31_000);
    expect((await resend(id, 'warden6@example.org')).statusCode).toBe(200);
    const second = json(
      await validateReset({ request_id: id, admin_id: userId, otp: t.lastCode('warden6@example.org') }),
    ).data.token as string;
    expect(
      (await changeAfterReset(first, userId, { new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await changeAfterReset(second, userId, { new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});
