/**
 * Accounts (docs/product.md, 'Roles'): who may list and create which roles, the list filters and
 * paging, and the add-user rules of the contract (docs/product.md, 'Validation rules'). An ADMIN never sees or makes
 * an ADMIN or a SUPER_ADMIN; no answer carries a password hash or a TOTP secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { ACCOUNT_MSG } from '@common/account-schema.ts';
import { QUERY_MSG } from '@common/console-queries.ts';
import { VMSG } from '@common/validation.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { DEMO_PASSWORD, json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { SA_SECRET, accountId, caller, districtId, signInAll, type Caller, type Tokens } from '../support/console.ts';

const clock = new FakeClock();
let t: TestApp;
let call: Caller;
let tok: Tokens;
const NEW_PASSWORD = 'Fresh#Start2026';

const newAccount = (over: Record<string, unknown> = {}) => ({
  first_name: 'Lakshmi',
  last_name: 'Devi',
  email_id: 'new.warden@example.org',
  phone_number: '9123456780',
  role: 'WARDEN',
  current_password: DEMO_PASSWORD,
  password: NEW_PASSWORD,
  repeat_password: NEW_PASSWORD,
  ...over,
});
const errorsOf = (res: { body: string }) => JSON.parse(res.body).data.errors as { field: string; message: string }[];

beforeAll(async () => {
  t = await makeTestApp({ clock });
  call = caller(t);
  tok = await signInAll(t, clock);
});
afterAll(() => t.close());

describe('who may manage accounts', () => {
  it('answers 401 without a token and 403 with the rights message to DD, HELPLINE and WARDEN', async () => {
    expect((await call('GET', 'admin/super-admin/auth')).statusCode).toBe(401);
    expect((await call('POST', 'admin', { payload: newAccount() })).statusCode).toBe(401);
    for (const token of [tok.dd, tok.helpline, tok.warden]) {
      for (const res of [
        await call('GET', 'admin/super-admin/auth', { token }),
        await call('POST', 'admin', { token, payload: newAccount() }),
        await call('POST', 'admin/check/director', { token, payload: { email_id: 'dd@example.org' } }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(json(res)).toEqual({ status: false, status_code: 403, message: MSG.adminNoRights, data: null });
      }
    }
  });

  it('lets a SUPER_ADMIN list every role, an ADMIN only the roles below ADMIN', async () => {
    const sa = json(await call('GET', 'admin/super-admin/auth?size=100', { token: tok.sa })).data;
    expect(sa.items.map((a: { role: string }) => a.role)).toEqual(
      expect.arrayContaining(['SUPER_ADMIN', 'ADMIN', 'DD', 'WARDEN', 'HELPLINE', 'CREATOR']),
    );
    const admin = json(await call('GET', 'admin/super-admin/auth?size=100', { token: tok.admin }));
    expect(admin.message).toBe(CONSOLE_MSG.accountsReceived);
    expect(admin.data.items.some((a: { role: string }) => a.role === 'ADMIN' || a.role === 'SUPER_ADMIN')).toBe(false);
    expect(admin.data.total_items).toBe(sa.total_items - 2);
    for (const roles of ['ADMIN', 'CONTENT_ADMIN', 'SUPER_ADMIN,ADMIN']) {
      const res = json(await call('GET', `admin/super-admin/auth/all?roles=${roles}`, { token: tok.admin }));
      expect(res.data).toEqual({ items: [], total_items: 0, total_pages: 0, current_page: 1 });
    }
  });

  it('answers 404 "Admin not found." when an ADMIN opens an ADMIN or SUPER_ADMIN by id, as for a missing one', async () => {
    for (const email of ['superadmin@example.org', 'admin@example.org']) {
      const res = await call('GET', `admin/${await accountId(t, email)}`, { token: tok.admin });
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(MSG.adminNotFound);
    }
    expect(json(await call('GET', 'admin/999999', { token: tok.sa })).message).toBe(MSG.adminNotFound);
    const dd = json(await call('GET', `admin/${await accountId(t, 'dd@example.org')}`, { token: tok.admin })).data;
    expect(dd).toMatchObject({
      email_id: 'dd@example.org',
      role: 'DD',
      districts: [{ name: { en: 'Mysuru', kn: 'ಮೈಸೂರು' } }],
    });
  });
});

describe('the list: filters and paging', () => {
  it('filters by roles in either spelling, by creator and by search, and pages 1-based', async () => {
    const creators = json(await call('GET', 'admin/super-admin/auth?roles=CONTENT_CREATOR', { token: tok.sa })).data
      .items;
    expect(creators.map((a: { email_id: string }) => a.email_id)).toEqual(['creator@example.org']);
    const adminId = await accountId(t, 'admin@example.org');
    const byAdmin = json(
      await call('GET', `admin/super-admin/auth?created_by=${adminId}&size=100`, { token: tok.sa }),
    ).data;
    expect(byAdmin.total_items).toBeGreaterThan(20);
    expect(byAdmin.items.every((a: { created_by: { id: number } | null }) => a.created_by?.id === adminId)).toBe(true);
    const found = json(await call('GET', 'admin/super-admin/auth?search=DEEPA', { token: tok.admin })).data.items;
    expect(found.map((a: { email_id: string }) => a.email_id)).toEqual(['dd@example.org']);

    const first = json(await call('GET', 'admin/super-admin/auth?roles=WARDEN&size=5', { token: tok.admin })).data;
    const second = json(
      await call('GET', 'admin/super-admin/auth?roles=WARDEN&size=5&page=2', { token: tok.admin }),
    ).data;
    expect(first).toMatchObject({ current_page: 1, total_pages: Math.ceil(first.total_items / 5) });
    expect(first.items).toHaveLength(5);
    expect(second.current_page).toBe(2);
    const ids = [...first.items, ...second.items].map((a: { id: number }) => a.id);
    expect(new Set(ids).size).toBe(10);
    const oldest = json(
      await call('GET', 'admin/super-admin/auth?roles=WARDEN&size=100&created_on=OLDEST', { token: tok.admin }),
    ).data.items;
    const recent = json(await call('GET', 'admin/super-admin/auth?roles=WARDEN&size=100', { token: tok.admin })).data
      .items;
    expect(oldest.map((a: { id: number }) => a.id)).toEqual(recent.map((a: { id: number }) => a.id).reverse());
  });

  it('refuses bad list queries with 422 and the field', async () => {
    const cases: [string, string, string][] = [
      ['roles=KING', 'roles', QUERY_MSG.roles],
      ['size=101', 'size', QUERY_MSG.size],
      ['page=0', 'page', QUERY_MSG.page],
      ['created_by=abc', 'created_by', QUERY_MSG.id],
      ['created_on=SOON', 'created_on', QUERY_MSG.choice],
    ];
    for (const [query, field, message] of cases) {
      const res = await call('GET', `admin/super-admin/auth?${query}`, { token: tok.sa });
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toBe(MSG.invalidInputs);
      expect(errorsOf(res)).toEqual([{ field, message }]);
    }
  });
});

describe('POST admin: creating an account', () => {
  it('lets an ADMIN create a WARDEN, who then signs in with the given password by email code', async () => {
    const res = await call('POST', 'admin', {
      token: tok.admin,
      payload: newAccount({ email_id: ' New.Warden@Example.org ', validation_method: '2fa' }),
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe(MSG.entityCreated);
    expect(json(res).data).toMatchObject({
      email_id: 'new.warden@example.org',
      role: 'WARDEN',
      validation_method: 'email',
      avatar: '',
      is_disabled: false,
      created_by: { id: await accountId(t, 'admin@example.org') },
    });
    const session = await signIn(t, 'new.warden@example.org', NEW_PASSWORD);
    expect(session.role).toBe('WARDEN');
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account.created')
      .where('entity_id', '=', String(json(res).data.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('refuses an ADMIN making an ADMIN (either spelling) or a SUPER_ADMIN with 403; a SUPER_ADMIN may', async () => {
    for (const role of ['ADMIN', 'CONTENT_ADMIN', 'SUPER_ADMIN']) {
      const res = await call('POST', 'admin', {
        token: tok.admin,
        payload: newAccount({ role, email_id: `x-${role.toLowerCase()}@example.org` }),
      });
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe(MSG.adminNoRights);
    }
    const made = await call('POST', 'admin', {
      token: tok.sa,
      payload: newAccount({ role: 'CONTENT_ADMIN', email_id: 'second.admin@example.org', validation_method: '2fa' }),
    });
    expect(made.statusCode).toBe(201);
    expect(json(made).data).toMatchObject({ role: 'ADMIN', validation_method: '2fa' });
    // The new ADMIN is outside the first ADMIN's reach: 404, and absent from its list.
    expect((await call('GET', `admin/${json(made).data.id}`, { token: tok.admin })).statusCode).toBe(404);
    expect(
      (
        await call('PATCH', `admin/${json(made).data.id}/disable`, {
          token: tok.admin,
          payload: { reason: 'Left the department' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("gives the contract's messages for each missing or bad field", async () => {
    const empty = await call('POST', 'admin', { token: tok.admin, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toEqual(
      expect.arrayContaining([
        { field: 'first_name', message: ACCOUNT_MSG.firstName },
        { field: 'last_name', message: ACCOUNT_MSG.lastName },
        { field: 'email_id', message: VMSG.invalidEmail },
        { field: 'phone_number', message: ACCOUNT_MSG.phone },
        { field: 'role', message: ACCOUNT_MSG.role },
        { field: 'current_password', message: VMSG.currentPasswordRequired },
        { field: 'password', message: VMSG.passwordRequired },
        { field: 'repeat_password', message: VMSG.repeatRequired },
      ]),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'weakpass', repeat_password: 'weakpass' }, 'password', VMSG.passwordInvalid],
      [{ repeat_password: 'Other#Pass2026' }, 'repeat_password', VMSG.passwordsDiffer],
      [{ phone_number: '5123456789' }, 'phone_number', ACCOUNT_MSG.phone],
      [{ first_name: 'R0bert' }, 'first_name', ACCOUNT_MSG.firstName],
      [{ role: 'KING' }, 'role', ACCOUNT_MSG.role],
      [{ avatar: 'javascript:alert(1)' }, 'avatar', ACCOUNT_MSG.avatar],
      [{ role: 'DD' }, 'districts', ACCOUNT_MSG.districts],
      [{ role: 'WARDEN', districts: [1] }, 'districts', ACCOUNT_MSG.districtsNotDd],
      [{ validation_method: 'sms' }, 'validation_method', ACCOUNT_MSG.validationMethod],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', 'admin', {
        token: tok.admin,
        payload: newAccount({ email_id: 'bad@example.org', ...over }),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(errorsOf(res)).toContainEqual({ field, message });
    }
  });

  it("checks the creator's own password, unknown districts and a taken email", async () => {
    const wrong = await call('POST', 'admin', {
      token: tok.admin,
      payload: newAccount({ email_id: 'other@example.org', current_password: 'Not#MyPass1' }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual([{ field: 'current_password', message: VMSG.currentPasswordWrong }]);
    const unknown = await call('POST', 'admin', {
      token: tok.admin,
      payload: newAccount({ email_id: 'dd2@example.org', role: 'DD', districts: [999999] }),
    });
    expect(errorsOf(unknown)).toEqual([{ field: 'districts', message: ACCOUNT_MSG.districts }]);
    const taken = await call('POST', 'admin', {
      token: tok.admin,
      payload: newAccount({ email_id: 'DD@example.org' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toEqual({
      status: false,
      status_code: 409,
      message: CONSOLE_MSG.emailTaken,
      data: { errors: [{ field: 'email_id', message: CONSOLE_MSG.emailTaken }] },
    });
  });

  it('makes a DD with districts; the DD sees them in its own details', async () => {
    const bidar = await districtId(t, 'Bidar');
    const res = await call('POST', 'admin', {
      token: tok.admin,
      payload: newAccount({
        email_id: 'dd.bidar@example.org',
        role: 'DD',
        districts: [bidar, bidar],
        avatar: '/media/2026/11/face.webp',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({
      role: 'DD',
      avatar: '/media/2026/11/face.webp',
      districts: [{ id: bidar, name: { en: 'Bidar' } }],
    });
    const session = await signIn(t, 'dd.bidar@example.org', NEW_PASSWORD);
    const me = await call('GET', 'admin/all-admins/auth', { token: session.access_token });
    expect(json(me).data.districts).toEqual([{ id: bidar, name: { en: 'Bidar', kn: expect.any(String) } }]);
  });
});

describe('secrets', () => {
  it('appear in no answer of this file: no hash, no TOTP secret, no new password', async () => {
    const all = call.bodies.join('\n');
    for (const secret of ['password_hash', 'totp_secret', '$argon2', SA_SECRET, NEW_PASSWORD, DEMO_PASSWORD])
      expect(all).not.toContain(secret);
  });
});
