/**
 * Queries on failed sign-ins, counted by the email tried and by the address. How many make a
 * lockout, and for how long, is lockout.service.ts's to decide.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The newest failures since a moment for one email or one address, at most `limit` of them. */
export const recentFailures = (db: Kysely<DB>, column: 'email' | 'ip', value: string, since: Date, limit: number) =>
  db
    .selectFrom('login_failures')
    .select('at')
    .where(column, '=', value as never)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();

export async function insertFailure(
  db: Kysely<DB>,
  email: string,
  accountId: number | null,
  ip: string,
  at: Date,
): Promise<void> {
  await db.insertInto('login_failures').values({ email, account_id: accountId, ip, at }).execute();
}

export async function deleteFailuresOf(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
