/**
 * Queries on accounts for signing in: the whole row (hash and TOTP seed included) is read here and
 * never leaves the auth services. The console's account pages read named columns instead
 * (accounts/accounts.repository.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import type { AccountsTable, DB } from '../../db/schema.ts';

export type Account = Selectable<AccountsTable>;

export const findAccountByEmail = (db: Kysely<DB>, email: string): Promise<Account | undefined> =>
  db.selectFrom('accounts').selectAll().where('email_id', '=', email).executeTakeFirst();

export const findAccountById = (db: Kysely<DB>, id: number): Promise<Account | undefined> =>
  db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();

export const displayName = (a: Pick<Account, 'first_name' | 'last_name'>): string =>
  `${a.first_name} ${a.last_name}`.trim();

/** What the auth hook checks on every request (and caches: lib/caches.ts). */
export const accountState = (db: Kysely<DB>, id: number) =>
  db.selectFrom('accounts').select(['is_disabled', 'sessions_valid_after']).where('id', '=', id).executeTakeFirst();

/** A new password hash; tokens issued before `at` stop working (plugins/auth.ts). */
export async function setPasswordHash(db: Kysely<DB>, id: number, hash: string, at: Date): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: hash, updated_at: at, sessions_valid_after: at })
    .where('id', '=', id)
    .execute();
}

/** The districts assigned to an account (a DD's), for its own details. */
export const districtsOfAccount = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('account_districts')
    .innerJoin('districts', 'districts.id', 'account_districts.district_id')
    .select(['districts.id', 'districts.name_en', 'districts.name_kn'])
    .where('account_districts.account_id', '=', id)
    .execute();
