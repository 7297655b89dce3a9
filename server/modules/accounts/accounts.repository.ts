/**
 * Queries for managing accounts. Every read names its columns: a password hash or a TOTP secret is
 * never selected here, so it cannot reach an answer by accident.
 */
import { ROLE } from '@common/roles.ts';
import { sql, type Insertable, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Role } from '@common/roles.ts';
import type { AccountListQuery } from '@common/console-queries.ts';
import type { AccountsTable, DB } from '../../db/schema.ts';
import { containsPattern } from '../../lib/lists.ts';

const COLUMNS = [
  'a.id',
  'a.first_name',
  'a.last_name',
  'a.email_id',
  'a.phone_number',
  'a.role',
  'a.avatar',
  'a.validation_method',
  'a.is_2fa_enabled',
  'a.is_disabled',
  'a.disabled_at',
  'a.disabled_reason',
  'a.created_at',
  'a.created_by',
] as const;

function accountsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('accounts as c', 'c.id', 'a.created_by')
    .select([...COLUMNS, 'c.first_name as creator_first', 'c.last_name as creator_last']);
}
export type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['execute']>>[number];

/** The list filters as one condition on the `a` alias. */
function listCondition(roles: Role[], q: AccountListQuery): RawBuilder<SqlBool> {
  const parts = [sql`a.role in (${sql.join(roles)})`];
  if (q.created_by !== null) parts.push(sql`a.created_by = ${q.created_by}`);
  if (q.status !== 'ALL') parts.push(sql`a.is_disabled = ${q.status === 'DISABLED'}`);
  if (q.search) {
    const like = containsPattern(q.search);
    parts.push(
      sql`((a.first_name || ' ' || a.last_name) ilike ${like} or a.email_id ilike ${like} or a.phone_number like ${like})`,
    );
  }
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** One page of the accounts of these roles, with the list filters. */
export async function listAccounts(
  db: Kysely<DB>,
  roles: Role[],
  q: AccountListQuery,
): Promise<{ rows: AccountRow[]; total: number }> {
  if (roles.length === 0) return { rows: [], total: 0 };
  const where = listCondition(roles, q);
  const direction = q.created_on === 'OLDEST' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    accountsQuery(db)
      .where(where)
      .orderBy('a.created_at', direction)
      .orderBy('a.id', direction)
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    db
      .selectFrom('accounts as a')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const accountRowById = (db: Kysely<DB>, id: number) =>
  accountsQuery(db).where('a.id', '=', id).executeTakeFirst();

/** The districts of these accounts, by account id. */
export async function districtsOf(db: Kysely<DB>, accountIds: number[]) {
  const byAccount = new Map<number, { id: number; name: { en: string; kn: string } }[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .selectFrom('account_districts as ad')
    .innerJoin('districts as d', 'd.id', 'ad.district_id')
    .select(['ad.account_id', 'd.id', 'd.name_en', 'd.name_kn'])
    .where('ad.account_id', 'in', accountIds)
    .orderBy('d.name_en')
    .execute();
  for (const r of rows)
    byAccount.set(r.account_id, [
      ...(byAccount.get(r.account_id) ?? []),
      { id: r.id, name: { en: r.name_en, kn: r.name_kn } },
    ]);
  return byAccount;
}

/** Ids among these that are real districts. */
export async function existingDistricts(db: Kysely<DB>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('districts').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

async function addDistricts(db: Kysely<DB>, accountId: number, districtIds: number[]): Promise<void> {
  if (districtIds.length)
    await db
      .insertInto('account_districts')
      .values(districtIds.map((d) => ({ account_id: accountId, district_id: d })))
      .execute();
}

/** A new account and its districts, together; answers its id. */
export const insertAccount = (db: Kysely<DB>, values: Insertable<AccountsTable>, districtIds: number[]) =>
  db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('accounts').values(values).returning('id').executeTakeFirstOrThrow();
    await addDistricts(trx, row.id, districtIds);
    return row.id;
  });

export async function replaceDistricts(db: Kysely<DB>, accountId: number, districtIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_districts').where('account_id', '=', accountId).execute();
    await addDistricts(trx, accountId, districtIds);
  });
}

export async function setDisabled(
  db: Kysely<DB>,
  id: number,
  disabled: boolean,
  reason: string | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({
      is_disabled: disabled,
      disabled_at: disabled ? at : null,
      disabled_reason: disabled ? reason : null,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/** Wardens who can sign in, for the admin home. */
export const activeWardenCount = (db: Kysely<DB>) =>
  db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', ROLE.WARDEN)
    .where('is_disabled', '=', false)
    .executeTakeFirstOrThrow();

/** The account that already uses this phone number, if any (the operator's admin:create refuses it). */
export const accountIdByPhone = (db: Kysely<DB>, phone: string) =>
  db.selectFrom('accounts').select('id').where('phone_number', '=', phone).executeTakeFirst();
