/**
 * The fuzzer's world, shared by tests/server/fuzz.test.ts and `npm run fuzz`: the real app on a
 * fresh database with the demo seed and the role matrix's fixtures (a token of every role, ids of
 * records), a pending, a reset and a ghost token, the operations of the served document, and the
 * check that the server is still well at the end: /health answers 200 and a normal sign-in works.
 */
import type { Scope } from '@common/access.ts';
import type { Role } from '@common/roles.ts';
import { ROLES } from '@common/roles.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { signAccessToken } from '@server/lib/tokens.ts';
import { DEMO_PASSWORD, json, makeTestApp, signIn, type TestApp } from './test-app.ts';
import { accountId, institutionIn } from './console.ts';
import { makeFixtures, type Fixtures } from './matrix-fixtures.ts';
import { VALID_BODIES, documentedOperations, type DocOperation } from './openapi-walk.ts';
import { jpeg, tweetBody } from './posting.ts';
import { answerChecker, type AnswerCheck } from './fuzz-answers.ts';
import type { FuzzEnv } from './fuzz-requests.ts';

export interface FuzzSession {
  t: TestApp;
  ops: DocOperation[];
  env: FuzzEnv;
  check: AnswerCheck;
}

/** The account that signs in at the end; the fuzzer never names it. */
const LAST_SIGN_IN = 'dd@example.org';

/** The seed: FUZZ_SEED when set, else the fallback (the test's fixed one, or the script's clock). */
export function fuzzSeed(fallback: number): number {
  const given = process.env.FUZZ_SEED;
  return given !== undefined && given !== '' ? Number(given) | 0 : fallback | 0;
}

export async function openFuzzSession(): Promise<FuzzSession> {
  const clock = new FakeClock();
  const t = await makeTestApp({ clock, seedPosts: true });
  const fx = await makeFixtures(t, clock);
  const doc = json(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })) as never as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, Record<string, unknown>> };
  };
  const sign = (sub: number, role: Role, purpose?: string) =>
    signAccessToken(
      t.app.ctx.keys.jwt,
      { sub: String(sub), role, is_2fa_enabled: false, is_validated: !purpose, to_be_validated: 'email', purpose },
      clock,
    );
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const tokenAccounts = Object.values(fx.tokens).map((token) => Number(claimsOf(token).sub));
  const warden2 = await accountId(t, 'warden2@example.org');
  const tokens: Record<string, string> = {
    ...fx.tokens,
    email: fx.pending.email.token,
    '2fa': fx.pending['2fa'].token,
    reset: await sign(warden2, 'WARDEN', `reset:${fx.byResource.reset_request}:1`),
    ghost: await sign(999_999, 'ADMIN'),
  };
  const ops = documentedOperations(doc);
  const env: FuzzEnv = {
    tokens,
    pathSets: Object.fromEntries(ops.map((op) => [op.id, reachesOf(op, fx)])),
    roles: [...ROLES],
    photo: await jpeg(16, 16),
    examples: await examplesOf(t, fx),
    hints: {
      byResource: fx.byResource,
      avoid: {
        account: [...tokenAccounts, fx.pending.email.id, fx.pending['2fa'].id, await accountId(t, LAST_SIGN_IN)],
        organization: [fx.reach('WARDEN', 'own', 'organization')!.in!.id!],
      },
      emails: ['warden3@example.org', 'warden2@example.org', 'nobody@example.org', 'moderator@matrix.example.org'],
      passwords: [DEMO_PASSWORD, 'Fuzz#Check2026', 'short', 'ಕನ್ನಡ#Pass2026', 'x'.repeat(129)],
      components: doc.components.schemas,
    },
  };
  return { t, ops, env, check: answerChecker(doc.components.schemas) };
}

/** The role matrix's path ids inside and outside the reach of each role the operation names. */
function reachesOf(op: DocOperation, fx: Fixtures): Record<string, number>[] {
  if (op.access.kind !== 'action' || !op.resource) return [];
  const reaches = Object.entries(op.access.roles).map(([role, scope]) =>
    fx.reach(role as Role, scope as Scope, op.resource!),
  );
  return reaches.flatMap((reach) => (reach ? [reach.out, ...(reach.in ? [reach.in] : [])] : []));
}

/** Bodies that pass validation (the role matrix's, and more), for the fuzzer to vary field by field. */
async function examplesOf(t: TestApp, fx: Fixtures): Promise<FuzzEnv['examples']> {
  const raichur = await institutionIn(t, 'Raichur');
  const own = (resource: string) => fx.reach('WARDEN', 'own', resource)!.in!.id!;
  const slot = (meal: string, opens: string, due: string, late_until: string) => ({ meal, opens, due, late_until });
  return {
    ...(VALID_BODIES as FuzzEnv['examples']),
    createAccount: { ...(VALID_BODIES.createAccount as object), role: 'WARDEN', email_id: 'fuzz.new@example.org' },
    updateSchedule: {
      slots: [
        slot('BREAKFAST', '06:00', '09:00', '11:00'),
        slot('LUNCH', '11:30', '13:30', '15:30'),
        slot('DINNER', '17:30', '19:30', '21:30'),
      ],
    },
    createInstitution: {
      en_name: 'Fuzz Hostel',
      kn_name: 'ಫಜ್ ವಿದ್ಯಾರ್ಥಿ ನಿಲಯ',
      district: fx.byResource.district!,
      taluk: raichur.taluk_id,
      organization_type: 'HOSTEL',
      hostel_type: 'PRE_MATRIC_BOYS',
    },
    updateInstitution: { en_name: 'Fuzz Hostel Renamed', twitter_id: 'fuzz_hostel' },
    createTweet: tweetBody(own('organization'), own('media')),
    login: { email_id: 'warden3@example.org', password: DEMO_PASSWORD },
    requestReset: { email_id: 'warden3@example.org' },
  };
}

/** What is wrong with the server after a run: nothing, when /health answers 200 and a sign-in works. */
export async function healthProblems(t: TestApp): Promise<string[]> {
  const problems: string[] = [];
  const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  if (health.statusCode !== 200) problems.push(`health answered ${health.statusCode}: ${health.body}`);
  try {
    const session = await signIn(t, LAST_SIGN_IN);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/all-admins/auth',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    if (me.statusCode !== 200) problems.push(`the signed-in account could not read itself: ${me.statusCode}`);
  } catch (error) {
    problems.push(`sign-in failed: ${(error as Error).message}`);
  }
  return problems;
}
