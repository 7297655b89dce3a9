/**
 * The callers and records the role matrix needs, made through the API where a person would make
 * them: an account of each of the 11 roles (the roles that cannot sign in get a token signed with
 * the server's own key, as sign-in would make it), the pending tokens of the three second steps, and
 * for each kind of record an id inside and one outside each scoped role's reach.
 */
import sharp from 'sharp';
import type { Scope } from '@common/access.ts';
import { ROLES, type Role } from '@common/roles.ts';
import { signAccessToken } from '@server/lib/tokens.ts';
import type { FakeClock } from '@server/lib/clock.ts';
import { DEMO_PASSWORD, json, signInTotp, type TestApp } from './test-app.ts';
import { SA_SECRET, accountId, caller, districtId, institutionIn } from './console.ts';

/** Path params inside a scoped caller's reach, and outside it. */
export interface Reach {
  in?: Record<string, number>;
  out: Record<string, number>;
}
export interface Fixtures {
  tokens: Record<Role, string>;
  /** Pending tokens by second step, with the account each belongs to. */
  pending: Record<'email' | '2fa', { token: string; id: number }>;
  /** Path ids for a role, a scope and the kind of record the path points at. */
  reach(role: Role, scope: Scope, resource: string): Reach | undefined;
  /** A district outside dd@example.org's (Bidar), for the query filters. */
  outDistrict: number;
  /** A valid id of each kind of record, for callers whose scope is the state (records a stray write may change). */
  byResource: Record<string, number>;
}

const ONE_OF_EACH: Role[] = ['MODERATOR', 'APPROVER', 'TEST_ADMIN', 'APPLICANT_VERIFIER', 'CERTIFICATE_AUTHORIZER'];

async function pendingToken(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { email_id: email, password: DEMO_PASSWORD },
  });
  const data = json(res).data as { access_token: string; admin_id: number };
  return { token: data.access_token, id: data.admin_id };
}

const tiny = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#6a8' } })
    .jpeg()
    .toBuffer();

async function upload(t: TestApp, token: string): Promise<number> {
  const boundary = 'matrixboundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), await tiny(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return (json(res).data as { id: number }).id;
}

const postOf = async (t: TestApp, wardenEmail: string) =>
  (
    await t.app.ctx.db
      .selectFrom('posts')
      .select('posts.id')
      .where('warden_id', '=', await accountId(t, wardenEmail))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;

export async function makeFixtures(t: TestApp, clock: FakeClock): Promise<Fixtures> {
  const call = caller(t);
  const sa = (await signInTotp(t, clock, 'superadmin@example.org', SA_SECRET)).access_token;
  for (const role of ONE_OF_EACH) {
    const res = await call('POST', 'admin', {
      token: sa,
      payload: {
        first_name: 'Matrix',
        last_name: role.replaceAll('_', ' '),
        email_id: `${role.toLowerCase()}@matrix.example.org`,
        phone_number: '9000000099',
        role,
        current_password: DEMO_PASSWORD,
        password: 'Matrix#Role2026',
        repeat_password: 'Matrix#Role2026',
      },
    });
    if (res.statusCode !== 201) throw new Error(`could not make a ${role}: ${res.body}`);
  }
  const accounts = await t.app.ctx.db.selectFrom('accounts').select(['id', 'role']).orderBy('id').execute();
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) {
    const account = accounts.find((a) => a.role === role)!;
    tokens[role] = await signAccessToken(
      t.app.ctx.keys.jwt,
      { sub: String(account.id), role, is_2fa_enabled: false, is_validated: true, to_be_validated: 'email' },
      clock,
    );
  }
  const mysuruOrg = (await institutionIn(t, 'Mysuru', { withWarden: true })).id;
  // warden2@'s hostel in Bidar, on holiday today (the demo seed).
  const bidarOrg = (
    await t.app.ctx.db
      .selectFrom('organizations')
      .select('id')
      .where('warden_id', '=', await accountId(t, 'warden2@example.org'))
      .executeTakeFirstOrThrow()
  ).id;
  const wardenOrg = (
    await t.app.ctx.db
      .selectFrom('organizations')
      .select('id')
      .where('warden_id', '=', await accountId(t, 'warden@example.org'))
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const declared = await call('POST', `organization/${mysuruOrg}/holidays`, {
    token: sa,
    payload: { from: '2099-01-01', to: '2099-01-02', reason: 'Matrix holiday' },
  });
  const mysuruHoliday = (json(declared).data as { id: number }).id;
  const bidarHoliday = (
    await t.app.ctx.db
      .selectFrom('holidays')
      .select('id')
      .where('organization_id', '=', bidarOrg)
      .executeTakeFirstOrThrow()
  ).id;
  const seedPhoto = (await t.app.ctx.db.selectFrom('media').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const wardenPhoto = await upload(t, tokens.WARDEN);
  const request = async (email: string) =>
    (
      json(await call('POST', 'reset-password/request', { payload: { email_id: email } })).data as {
        reset_password_request_id: number;
      }
    ).reset_password_request_id;
  const idOf = (role: Role) => accounts.find((a) => a.role === role)!.id;
  const otherThan = (role: Role) => accounts.find((a) => a.role !== role)!.id;
  const sacrificial = await accountId(t, 'warden3@example.org');
  const wardenPost = await postOf(t, 'warden@example.org');
  const warden2Post = await postOf(t, 'warden2@example.org');
  const reaches: Record<string, (role: Role) => Reach> = {
    'self/account': (role) => ({ in: { id: idOf(role), user_id: idOf(role) }, out: { id: otherThan(role) } }),
    'below/account': () => ({ in: { id: sacrificial }, out: { id: idOf('SUPER_ADMIN') } }),
    'below/reset_request': () => ({ in: { request_id: wardenRequest }, out: { request_id: adminRequest } }),
    'own/organization': () => ({ in: { id: wardenOrg }, out: { id: bidarOrg } }),
    'own/tweet': () => ({ in: { id: wardenPost }, out: { id: warden2Post } }),
    'own/media': (role) => ({ ...(role === 'WARDEN' ? { in: { id: wardenPhoto } } : {}), out: { id: seedPhoto } }),
    'district/organization': () => ({ in: { id: mysuruOrg }, out: { id: bidarOrg } }),
    'district/tweet': () => ({ in: { id: wardenPost }, out: { id: warden2Post } }),
    'district/holiday': () => ({
      in: { id: mysuruOrg, holiday_id: mysuruHoliday },
      out: { id: bidarOrg, holiday_id: bidarHoliday },
    }),
  };
  const wardenRequest = await request('warden2@example.org');
  const adminRequest = await request('admin@example.org');
  return {
    tokens,
    pending: {
      email: await pendingToken(t, 'warden@example.org'),
      '2fa': await pendingToken(t, 'creator@example.org'),
    },
    reach: (role, scope, resource) => reaches[`${scope}/${resource}`]?.(role),
    outDistrict: await districtId(t, 'Bidar'),
    byResource: {
      organization: (await institutionIn(t, 'Raichur')).id,
      account: await accountId(t, 'warden3@example.org'),
      tweet: warden2Post,
      media: seedPhoto,
      holiday: mysuruHoliday,
      reset_request: wardenRequest,
      district: await districtId(t, 'Raichur'),
    },
  };
}
