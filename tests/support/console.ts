/**
 * Helpers for the console's API tests: one caller that keeps every answer body (so a test can show
 * that no secret appears in any of them), sign-ins for the demo supervisors, and look-ups of demo
 * ids by name.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { FakeClock } from '@server/lib/clock.ts';
import { signIn, signInTotp, type TestApp } from './test-app.ts';

export const SA_SECRET = 'JBSWY3DPEHPK3PXP';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Caller {
  (
    method: Method,
    url: string,
    opts?: { token?: string | undefined; payload?: unknown },
  ): Promise<LightMyRequestResponse>;
  bodies: string[];
}

export function caller(t: TestApp): Caller {
  const bodies: string[] = [];
  const call = (async (method, url, opts = {}) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
    });
    bodies.push(res.body);
    return res;
  }) as Caller;
  call.bodies = bodies;
  return call;
}

export interface Tokens {
  sa: string;
  admin: string;
  dd: string;
  helpline: string;
  warden: string;
  creator?: string;
}

/** Fresh access tokens for the demo supervisors (they last an hour of the fake clock). */
export async function signInAll(t: TestApp, clock: FakeClock): Promise<Tokens> {
  return {
    sa: (await signInTotp(t, clock, 'superadmin@example.org', SA_SECRET)).access_token,
    admin: (await signIn(t, 'admin@example.org')).access_token,
    dd: (await signIn(t, 'dd@example.org')).access_token,
    helpline: (await signIn(t, 'helpline@example.org')).access_token,
    warden: (await signIn(t, 'warden@example.org')).access_token,
  };
}

export const accountId = async (t: TestApp, email: string) =>
  (await t.app.ctx.db.selectFrom('accounts').select('id').where('email_id', '=', email).executeTakeFirstOrThrow()).id;
export const districtId = async (t: TestApp, name: string) =>
  (await t.app.ctx.db.selectFrom('districts').select('id').where('name_en', '=', name).executeTakeFirstOrThrow()).id;
export const talukId = async (t: TestApp, district: string, name: string) =>
  (
    await t.app.ctx.db
      .selectFrom('taluks')
      .innerJoin('districts', 'districts.id', 'taluks.district_id')
      .select('taluks.id')
      .where('districts.name_en', '=', district)
      .where('taluks.name_en', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

/** An institution of a district (the first by id), optionally one with a warden. */
export async function institutionIn(t: TestApp, district: string, opts: { withWarden?: boolean } = {}) {
  let q = t.app.ctx.db
    .selectFrom('organizations')
    .innerJoin('districts', 'districts.id', 'organizations.district_id')
    .select(['organizations.id', 'organizations.warden_id', 'organizations.taluk_id'])
    .where('districts.name_en', '=', district)
    .where('organizations.deleted_at', 'is', null);
  if (opts.withWarden) q = q.where('organizations.warden_id', 'is not', null);
  return q.orderBy('organizations.id').executeTakeFirstOrThrow();
}
