/**
 * Institutions: create and edit with the contract's rules (English name lower-cased,
 * hostel type only and always for a HOSTEL, taluk inside the district), the X credential sealed and
 * never returned, assigning a warden, soft delete with a reason, and the audit of each change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { CONSOLE_MSG } from '@common/console-messages.ts';
import { ORG_MSG } from '@common/organization-schema.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { decrypt } from '@server/lib/secrets.ts';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';
import { accountId, caller, districtId, signInAll, talukId, type Caller, type Tokens } from '../support/console.ts';

const clock = new FakeClock();
const X_PASSWORD = 'x-Pass w0rd "quoted"';
const X_PASSWORD_2 = 'second-X-secret-9931';
let t: TestApp;
let call: Caller;
let tok: Tokens;
let place: { mysuru: number; hunsur: number; nanjangud: number; bidarTaluk: number };
let created: number;

const body = (over: Record<string, unknown> = {}) => ({
  en_name: '  Government  Pre-Matric Boys Hostel (New), Hunsur ',
  kn_name: 'ಸರ್ಕಾರಿ ಹೊಸ ವಿದ್ಯಾರ್ಥಿನಿಲಯ, ಹುಣಸೂರು',
  district: place.mysuru,
  taluk: place.hunsur,
  organization_type: 'HOSTEL',
  hostel_type: 'PRE_MATRIC_BOYS',
  twitter_id: '@kar_new_hostel',
  twitter_password: X_PASSWORD,
  ...over,
});
const errorsOf = (res: { body: string }) => JSON.parse(res.body).data.errors as { field: string; message: string }[];
const stored = (id: number) =>
  t.app.ctx.db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
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
  place = {
    mysuru: await districtId(t, 'Mysuru'),
    hunsur: await talukId(t, 'Mysuru', 'Hunsur'),
    nanjangud: await talukId(t, 'Mysuru', 'Nanjangud'),
    bidarTaluk: await talukId(t, 'Bidar', 'Bidar'),
  };
});
afterAll(() => t.close());

describe('POST organization', () => {
  it('creates with the English name lower-cased and the X password sealed; answers only has_twitter_password', async () => {
    const res = await call('POST', 'organization', { token: tok.admin, payload: body() });
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe(MSG.entityCreated);
    const data = json(res).data;
    created = data.id;
    expect(data).toMatchObject({
      en_name: 'government pre-matric boys hostel (new), hunsur',
      name: { en: 'government pre-matric boys hostel (new), hunsur', kn: 'ಸರ್ಕಾರಿ ಹೊಸ ವಿದ್ಯಾರ್ಥಿನಿಲಯ, ಹುಣಸೂರು' },
      organization_type: 'HOSTEL',
      hostel_type: 'PRE_MATRIC_BOYS',
      district: { id: place.mysuru, name: { en: 'Mysuru' } },
      taluk: { id: place.hunsur, name: { en: 'Hunsur' } },
      twitter_id: 'kar_new_hostel',
      has_twitter_password: true,
      warden: null,
    });
    expect(Object.keys(data)).not.toContain('twitter_password');
    const row = await stored(created);
    expect(row.twitter_secret).not.toContain(X_PASSWORD);
    expect(decrypt(t.app.ctx.keys.encryption, row.twitter_secret!)).toBe(X_PASSWORD);
    const [entry] = await auditOf('organization.created', created);
    expect(entry!.details).toMatchObject({ en_name: data.en_name, twitter_password_set: true });
    expect(JSON.stringify(entry)).not.toContain(X_PASSWORD);
  });

  it('gives a field message for each rule of the contract', async () => {
    const empty = await call('POST', 'organization', { token: tok.admin, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toEqual(
      expect.arrayContaining([
        { field: 'en_name', message: ORG_MSG.enName },
        { field: 'kn_name', message: ORG_MSG.knName },
        { field: 'district', message: ORG_MSG.district },
        { field: 'taluk', message: ORG_MSG.taluk },
        { field: 'organization_type', message: ORG_MSG.type },
      ]),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hostel_type: null }, 'hostel_type', ORG_MSG.hostelType],
      [{ organization_type: 'RESIDENTIAL_SCHOOL' }, 'hostel_type', ORG_MSG.hostelTypeOnlyHostel],
      [{ hostel_type: 'SUMMER_CAMP' }, 'hostel_type', ORG_MSG.hostelType],
      [{ kn_name: 'English only' }, 'kn_name', ORG_MSG.knName],
      [{ en_name: 'Hostel <script>' }, 'en_name', ORG_MSG.enName],
      [{ twitter_id: 'has space' }, 'twitter_id', ORG_MSG.twitterId],
      [{ twitter_id: 'a_handle_that_is_too_long' }, 'twitter_id', ORG_MSG.twitterId],
      [{ taluk: place.bidarTaluk }, 'taluk', ORG_MSG.talukOutside],
      [{ district: 999999 }, 'district', ORG_MSG.district],
      [{ taluk: 999999 }, 'taluk', ORG_MSG.taluk],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', 'organization', {
        token: tok.admin,
        payload: body({ en_name: 'Another Hostel', ...over }),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(errorsOf(res)).toContainEqual({ field, message });
    }
  });

  it('refuses a second live institution of the same name in the taluk (409), not in another taluk', async () => {
    const twin = await call('POST', 'organization', {
      token: tok.admin,
      payload: body({ en_name: 'GOVERNMENT PRE-MATRIC BOYS HOSTEL (NEW), HUNSUR' }),
    });
    expect(twin.statusCode).toBe(409);
    expect(json(twin).message).toBe(CONSOLE_MSG.institutionDuplicate);
    const elsewhere = await call('POST', 'organization', {
      token: tok.sa,
      payload: body({
        taluk: place.nanjangud,
        organization_type: 'ASHRAM_SCHOOL',
        hostel_type: null,
        twitter_password: '',
      }),
    });
    expect(elsewhere.statusCode).toBe(201);
    expect(json(elsewhere).data).toMatchObject({ hostel_type: null, has_twitter_password: false });
  });

  it('is for ADMIN and SUPER_ADMIN only: 401 without a token, 403 for DD, HELPLINE, WARDEN', async () => {
    expect((await call('POST', 'organization', { payload: body() })).statusCode).toBe(401);
    for (const token of [tok.dd, tok.helpline, tok.warden]) {
      for (const res of [
        await call('POST', 'organization', { token, payload: body({ en_name: 'Blocked' }) }),
        await call('PATCH', `organization/${created}`, { token, payload: { kn_name: 'ಹೊಸ' } }),
        await call('PATCH', `organization/assign-warden/${created}/${await accountId(t, 'warden@example.org')}`, {
          token,
        }),
        await call('DELETE', `entity/${created}`, { token, payload: { reason: 'Not mine to delete' } }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(json(res).message).toBe(MSG.adminNoRights);
      }
    }
  });
});

describe('PATCH organization/{id}', () => {
  it('edits a subset; leaving HOSTEL drops the hostel type; becoming a HOSTEL needs one', async () => {
    const renamed = await call('PATCH', `organization/${created}`, {
      token: tok.admin,
      payload: { en_name: 'Renamed HOSTEL, Hunsur' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed)).toMatchObject({
      message: CONSOLE_MSG.institutionUpdated,
      data: { en_name: 'renamed hostel, hunsur', hostel_type: 'PRE_MATRIC_BOYS' },
    });
    const school = json(
      await call('PATCH', `organization/${created}`, { token: tok.admin, payload: { organization_type: 'OTHER' } }),
    ).data;
    expect(school).toMatchObject({ organization_type: 'OTHER', hostel_type: null });
    const back = await call('PATCH', `organization/${created}`, {
      token: tok.admin,
      payload: { organization_type: 'HOSTEL' },
    });
    expect(back.statusCode).toBe(422);
    expect(errorsOf(back)).toEqual([{ field: 'hostel_type', message: ORG_MSG.hostelType }]);
    const hostel = json(
      await call('PATCH', `organization/${created}`, {
        token: tok.admin,
        payload: { organization_type: 'HOSTEL', hostel_type: 'POST_MATRIC_GIRLS' },
      }),
    ).data;
    expect(hostel.hostel_type).toBe('POST_MATRIC_GIRLS');
    const moved = await call('PATCH', `organization/${created}`, {
      token: tok.admin,
      payload: { taluk: place.bidarTaluk },
    });
    expect(errorsOf(moved)).toEqual([{ field: 'taluk', message: ORG_MSG.talukOutside }]);
    expect(
      (await call('PATCH', 'organization/999999', { token: tok.admin, payload: { kn_name: 'ಹೊಸ' } })).statusCode,
    ).toBe(404);
    const audit = await auditOf('organization.updated', created);
    expect(audit.map((a) => Object.keys(a.details as object))).toContainEqual(['en_name']);
  });

  it('changes and clears the X password without ever showing it, and audits only that it changed', async () => {
    const set = json(
      await call('PATCH', `organization/${created}`, { token: tok.admin, payload: { twitter_password: X_PASSWORD_2 } }),
    ).data;
    expect(set.has_twitter_password).toBe(true);
    expect(decrypt(t.app.ctx.keys.encryption, (await stored(created)).twitter_secret!)).toBe(X_PASSWORD_2);
    const cleared = json(
      await call('PATCH', `organization/${created}`, {
        token: tok.admin,
        payload: { twitter_password: null, twitter_id: '' },
      }),
    ).data;
    expect(cleared).toMatchObject({ has_twitter_password: false, twitter_id: null });
    const details = (await auditOf('organization.updated', created)).map((a) => a.details as Record<string, unknown>);
    expect(details).toContainEqual({ twitter_password: 'changed' });
    expect(details).toContainEqual({ twitter_password: 'cleared', twitter_id: null });
    await call('PATCH', `organization/${created}`, {
      token: tok.admin,
      payload: { twitter_password: X_PASSWORD, twitter_id: 'kar_new_hostel' },
    });
  });
});

describe('assigning a warden', () => {
  it('assigns an active warden, who then sees the institution; unassigning takes it off', async () => {
    const warden = await accountId(t, 'warden2@example.org');
    const res = await call('PATCH', `organization/assign-warden/${created}/${warden}`, { token: tok.admin });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: CONSOLE_MSG.wardenAssigned,
      data: {
        warden_id: warden,
        warden: { id: warden, name: 'Fatima Begum', email_id: 'warden2@example.org', phone_number: '9845000005' },
      },
    });
    const w2 = (await signInAll(t, clock)).warden; // warden@ token, to show others do not see it
    expect((await call('GET', `organization/auth/${created}`, { token: w2 })).statusCode).toBe(404);
    expect((await auditOf('organization.warden_assigned', created))[0]!.details).toEqual({ from: null, to: warden });
    const off = json(await call('PATCH', `organization/unassign-warden/${created}`, { token: tok.admin }));
    expect(off).toMatchObject({ message: CONSOLE_MSG.wardenUnassigned, data: { warden: null } });
  });

  it('refuses an account that is not an active warden (422), an unknown one (404 "Admin not found.") and an unknown institution (404)', async () => {
    const dd = await accountId(t, 'dd@example.org');
    const notWarden = await call('PATCH', `organization/assign-warden/${created}/${dd}`, { token: tok.admin });
    expect(notWarden.statusCode).toBe(422);
    expect(errorsOf(notWarden)).toEqual([{ field: 'warden_id', message: CONSOLE_MSG.notAWarden }]);
    const unknown = await call('PATCH', `organization/assign-warden/${created}/999999`, { token: tok.admin });
    expect(json(unknown)).toMatchObject({ status_code: 404, message: MSG.adminNotFound });
    expect((await call('PATCH', `organization/assign-warden/999999/${dd}`, { token: tok.admin })).statusCode).toBe(404);
  });
});

describe('DELETE entity/{id}', () => {
  it('needs a reason, soft-deletes, hides the institution everywhere and audits', async () => {
    const twin = await call('POST', 'organization', {
      token: tok.admin,
      payload: body({ en_name: 'To Be Deleted', taluk: place.hunsur }),
    });
    const id = json(twin).data.id;
    const noReason = await call('DELETE', `entity/${id}`, { token: tok.admin });
    expect(noReason.statusCode).toBe(422);
    expect(errorsOf(noReason)).toEqual([{ field: 'reason', message: ORG_MSG.reason }]);
    const res = await call('DELETE', `entity/${id}?reason=${encodeURIComponent('Entered twice')}`, {
      token: tok.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: CONSOLE_MSG.institutionDeleted, data: { id, deleted: true } });
    expect(await stored(id)).toMatchObject({
      deleted_reason: 'Entered twice',
      deleted_by: await accountId(t, 'admin@example.org'),
    });
    expect((await call('GET', `organization/auth/${id}`, { token: tok.admin })).statusCode).toBe(404);
    expect(
      (await call('DELETE', `entity/${id}`, { token: tok.admin, payload: { reason: 'Entered twice' } })).statusCode,
    ).toBe(404);
    const list = json(await call('GET', 'organization?search=to%20be%20deleted', { token: tok.admin })).data;
    expect(list.total_items).toBe(0);
    expect((await auditOf('organization.deleted', id))[0]!.details).toEqual({ reason: 'Entered twice' });
    // The name is free again once deleted.
    expect(
      (await call('POST', 'organization', { token: tok.admin, payload: body({ en_name: 'To Be Deleted' }) }))
        .statusCode,
    ).toBe(201);
  });
});

describe('reading institutions', () => {
  it('lists with page, size, district, taluk, created_on, created_by, type and search (English, Kannada, X handle)', async () => {
    const page = json(await call('GET', 'organization?size=7&page=2', { token: tok.admin }));
    expect(page.message).toBe(CONSOLE_MSG.institutionsReceived);
    expect(page.data).toMatchObject({ current_page: 2, total_pages: Math.ceil(page.data.total_items / 7) });
    expect(page.data.items).toHaveLength(7);
    const hunsur = json(
      await call('GET', `organization?district=${place.mysuru}&taluk=${place.hunsur}&size=100`, { token: tok.admin }),
    ).data.items;
    expect(hunsur.length).toBeGreaterThanOrEqual(3);
    expect(hunsur.every((o: { taluk: { id: number } }) => o.taluk.id === place.hunsur)).toBe(true);
    const mine = json(
      await call('GET', `organization?created_by=${await accountId(t, 'superadmin@example.org')}`, {
        token: tok.admin,
      }),
    ).data.items;
    expect(mine.map((o: { en_name: string }) => o.en_name)).toEqual([
      'government pre-matric boys hostel (new), hunsur',
    ]);
    const recent = json(await call('GET', 'organization?size=1', { token: tok.admin })).data.items[0];
    const oldest = json(await call('GET', 'organization?size=1&created_on=OLDEST', { token: tok.admin })).data.items[0];
    expect(recent.en_name).toBe('to be deleted');
    expect(oldest.id).toBeLessThan(recent.id);
    expect(
      json(await call('GET', `organization?search=${encodeURIComponent('ಹುಣಸೂರು')}&size=100`, { token: tok.admin }))
        .data.total_items,
    ).toBeGreaterThanOrEqual(3);
    expect(
      json(await call('GET', 'organization?search=KAR_NEW', { token: tok.admin })).data.items.map(
        (o: { id: number }) => o.id,
      ),
    ).toContain(created);
    expect(json(await call('GET', 'organization?search=kar%25new', { token: tok.admin })).data.total_items).toBe(0);
    const schools = json(
      await call('GET', 'organization?institution_type=ASHRAM_SCHOOL&size=100', { token: tok.admin }),
    ).data.items;
    expect(schools.every((o: { organization_type: string }) => o.organization_type === 'ASHRAM_SCHOOL')).toBe(true);
    expect((await call('GET', 'organization?district=999999', { token: tok.admin })).statusCode).toBe(404);
  });

  it('lets HELPLINE read but not write, a warden open only their own, and nobody without a token', async () => {
    expect(json(await call('GET', 'organization', { token: tok.helpline })).data.total_items).toBeGreaterThan(30);
    expect((await call('GET', `organization/auth/${created}`, { token: tok.helpline })).statusCode).toBe(200);
    expect((await call('GET', 'organization', { token: tok.warden })).statusCode).toBe(403);
    const own = (
      await t.app.ctx.db
        .selectFrom('organizations')
        .select('id')
        .where('warden_id', '=', await accountId(t, 'warden@example.org'))
        .executeTakeFirstOrThrow()
    ).id;
    const res = json(await call('GET', `organization/auth/${own}`, { token: tok.warden }));
    expect(res.data).toMatchObject({ id: own, holidays: { is_holidays: false } });
    expect((await call('GET', 'organization')).statusCode).toBe(401);
  });

  it('GET organization/public needs no token and shows names, district, taluk and type only', async () => {
    const res = await call('GET', `organization/public?district=${place.mysuru}&size=100`);
    expect(res.statusCode).toBe(200);
    const items = json(res).data.items;
    expect(items.length).toBeGreaterThan(10);
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(['district', 'id', 'name', 'organization_type', 'taluk']);
    expect(res.body).not.toMatch(/warden|twitter|phone|email/);
  });
});

describe('secrets', () => {
  it('the X credential appears in no answer, sealed or plain; nor do the demo ones', async () => {
    const sealed = await t.app.ctx.db
      .selectFrom('organizations')
      .select('twitter_secret')
      .where('twitter_secret', 'is not', null)
      .execute();
    const all = call.bodies.join('\n');
    for (const secret of [
      X_PASSWORD,
      X_PASSWORD_2,
      JSON.stringify(X_PASSWORD).slice(1, -1),
      'demo-x-secret',
      'twitter_secret',
      '"twitter_password":',
      ...sealed.map((s) => s.twitter_secret!),
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
