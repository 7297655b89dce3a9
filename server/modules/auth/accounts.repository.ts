/**
 * Queries on accounts; nothing else lives here.
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
