/**
 * Helpers for the website's API tests: tokens for the content staff (signed with the server's
 * own key, as their sign-in would make them, since the creator's second step is an authenticator
 * enrolment), a second creator and approver made by the super admin, and testimonial items.
 */
import type { Role } from '@common/roles.ts';
import { signAccessToken } from '@server/lib/tokens.ts';
import { DEMO_PASSWORD, json, type TestApp } from './test-app.ts';
import { accountId, caller } from './console.ts';

export type ContentTokens = Record<
  'creator' | 'creator2' | 'moderator' | 'approver' | 'approver2' | 'admin' | 'warden' | 'dd' | 'helpline',
  string
>;

const tokenFor = async (t: TestApp, email: string, role: Role) =>
  signAccessToken(
    t.app.ctx.keys.jwt,
    {
      sub: String(await accountId(t, email)),
      role,
      is_2fa_enabled: false,
      is_validated: true,
      to_be_validated: 'email',
    },
    t.app.ctx.clock,
  );

/** Makes a second account of a role through the API, as an admin would. */
async function makeAccount(t: TestApp, adminToken: string, email: string, role: Role) {
  const res = await caller(t)('POST', 'admin', {
    token: adminToken,
    payload: {
      first_name: 'Second',
      last_name: 'Staff',
      email_id: email,
      phone_number: '9000000077',
      role,
      current_password: DEMO_PASSWORD,
      password: 'Second#Staff2026',
      repeat_password: 'Second#Staff2026',
      validation_method: 'phone',
    },
  });
  if (res.statusCode !== 201) throw new Error(`could not make ${email}: ${res.body}`);
  return json(res).data.id as number;
}

export async function contentTokens(t: TestApp): Promise<ContentTokens> {
  const admin = await tokenFor(t, 'admin@example.org', 'ADMIN');
  await makeAccount(t, admin, 'creator2@example.org', 'CREATOR');
  await makeAccount(t, admin, 'approver2@example.org', 'APPROVER');
  return {
    admin,
    creator: await tokenFor(t, 'creator@example.org', 'CREATOR'),
    creator2: await tokenFor(t, 'creator2@example.org', 'CREATOR'),
    moderator: await tokenFor(t, 'moderator@example.org', 'MODERATOR'),
    approver: await tokenFor(t, 'approver@example.org', 'APPROVER'),
    approver2: await tokenFor(t, 'approver2@example.org', 'APPROVER'),
    warden: await tokenFor(t, 'warden@example.org', 'WARDEN'),
    dd: await tokenFor(t, 'dd@example.org', 'DD'),
    helpline: await tokenFor(t, 'helpline@example.org', 'HELPLINE'),
  };
}

export const testimonial = (name: string, review: string, kn?: { name: string; review: string }) => ({
  client_name: { en: name, kn: kn?.name ?? '' },
  review: { en: review, kn: kn?.review ?? '' },
});
