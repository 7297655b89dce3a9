/**
 * `PATCH admin/change-password/{id}` (docs/product.md, 'Validation rules' and 'Calls and answers'): one's own
 * password only, the current one must be right, the messages of the contract (docs/product.md, 'Validation rules'),
 * and every other session ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { VMSG } from '@common/validation.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { DEMO_PASSWORD, json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';

const clock = new FakeClock(Date.parse('2026-11-21T04:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ clock });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh#Pass2026';
const change = (token: string | undefined, id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/change-password/${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
const login = (email_id: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email_id, password } });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/refresh', payload: { refresh_token } });
const fieldErrors = (res: Awaited<ReturnType<typeof change>>) =>
  (json(res).data.errors as { field: string; message: string }[]).map((e) => `${e.field}: ${e.message}`);

async function expectInvalid(res: Awaited<ReturnType<typeof change>>, expected: string[]) {
  expect(res.statusCode).toBe(422);
  expect(json(res)).toMatchObject({ status: false, status_code: 422, message: MSG.invalidInputs });
  expect(fieldErrors(res)).toEqual(expect.arrayContaining(expected));
}

describe('who may change a password', () => {
  it('refuses no token and a token that is not yet validated with 401', async () => {
    const pending = json(await login('dd@example.org', DEMO_PASSWORD)).data;
    const body = { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD };
    for (const token of [undefined, pending.access_token as string]) {
      const res = await change(token, pending.admin_id, body);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ status: false, status_code: 401, message: MSG.provideToken, data: null });
    }
    expect((await login('dd@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses another user's id with 403 and leaves that password alone", async () => {
    const warden = await signIn(t, 'warden@example.org');
    const dd = json(await login('dd@example.org', DEMO_PASSWORD)).data;
    const res = await change(warden.access_token, dd.admin_id, {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ status: false, status_code: 403, message: MSG.userNoRights, data: null });
    expect((await login('dd@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login('warden@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe("what the form must hold (the contract's validation rules)", () => {
  it('a wrong current password answers 422 on current_password, and nothing changes', async () => {
    const s = await signIn(t, 'warden2@example.org');
    const res = await change(s.access_token, s.admin_id, {
      current_password: 'Wrong@2025',
      new_password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      status: false,
      status_code: 422,
      message: MSG.invalidInputs,
      data: { errors: [{ field: 'current_password', message: VMSG.currentPasswordWrong }] },
    });
    expect((await refresh(s.refresh_token)).statusCode).toBe(200);
    expect((await login('warden2@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login('warden2@example.org', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('missing, weak and mismatched fields answer 422 with the exact messages', async () => {
    const s = await signIn(t, 'warden2@example.org');
    const send = (body: object) => change(s.access_token, s.admin_id, body);

    await expectInvalid(await send({}), [
      'current_password: Current Password is Required',
      'new_password: Password is Requried.',
    ]);
    await expectInvalid(await send({ current_password: '', new_password: NEW_PASSWORD }), [
      `current_password: ${VMSG.currentPasswordRequired}`,
    ]);
    await expectInvalid(await send({ current_password: DEMO_PASSWORD }), [`new_password: ${VMSG.passwordRequired}`]);
    await expectInvalid(await send({ current_password: DEMO_PASSWORD, new_password: '' }), [
      `new_password: ${VMSG.passwordRequired}`,
    ]);

    // Too short, then each missing kind: upper case, lower case, digit, symbol.
    for (const weak of ['Sh0rt!a', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSymbol123']) {
      const res = await send({ current_password: DEMO_PASSWORD, new_password: weak, repeat_password: weak });
      expect(res.statusCode, weak).toBe(422);
      expect(fieldErrors(res), weak).toContain('new_password: Password is Invalid.');
    }

    const mismatch = await send({
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
      repeat_password: 'Other#Pass2026',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(json(mismatch).data.errors).toEqual([
      { field: 'repeat_password', message: 'New Password & Confirmation Password Does Not Match.' },
    ]);
    const emptyRepeat = await send({
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
      repeat_password: '',
    });
    await expectInvalid(emptyRepeat, [`repeat_password: ${VMSG.repeatRequired}`]);

    // None of those refusals changed anything.
    expect((await refresh(s.refresh_token)).statusCode).toBe(200);
    expect((await login('warden2@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a successful change', () => {
  it('answers a new token pair, ends the other sessions, switches the password and mails a notice', async () => {
    const first = await signIn(t, 'helpline@example.org');
    const other = await signIn(t, 'helpline@example.org');
    const before = t.sent.length;

    const res = await change(first.access_token, first.admin_id, {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ status: true, status_code: 200 });
    expect(body.data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(body.data.refresh_token).not.toBe(first.refresh_token);
    expect(res.body).not.toContain(NEW_PASSWORD);
    expect(res.body).not.toMatch(/\$argon2|password_hash/);

    // The old refresh tokens, of this device and of the other one, are revoked.
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    const otherRefresh = await refresh(other.refresh_token);
    expect(otherRefresh.statusCode).toBe(401);
    expect(json(otherRefresh).message).toBe(MSG.provideToken);
    // The new pair works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/all-admins/auth',
      headers: { authorization: `Bearer ${body.data.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(json(me).data).toMatchObject({ email_id: 'helpline@example.org' });
    expect((await refresh(body.data.refresh_token)).statusCode).toBe(200);

    // A notice, without the password.
    const notices = t.sent.slice(before);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'email', to: 'helpline@example.org' });
    expect(notices[0]!.text).not.toContain(NEW_PASSWORD);
    expect(notices[0]!.text).not.toMatch(/(^|\s)\d{6}(\s|$)/);

    // The new password signs in, the old one does not.
    const old = await login('helpline@example.org', DEMO_PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(json(old).message).toBe(MSG.checkPassword);
    const fresh = await login('helpline@example.org', NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).data).toMatchObject({ email_id: 'helpline@example.org', to_be_validated: 'email' });

    // The change is in the audit log.
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'password.changed')
      .where('entity_id', '=', String(first.admin_id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("takes the contract's payload (current_password and new_password only)", async () => {
    const s = await signIn(t, 'dd@example.org');
    const res = await change(s.access_token, s.admin_id, {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await login('dd@example.org', NEW_PASSWORD)).statusCode).toBe(200);
  });
});
