/**
 * Incomplete institutes (docs/product.md, 'Who it is for' and 'Calls and answers'): no warden (none assigned, or the
 * assigned account is disabled), no X id, no X password (and, counted apart, no connected X account). Counts and
 * lists over the institutions table only (about 5,000 rows statewide), inside the caller's scope.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { orgCondition, type OrgFilter } from '../../access/scope.repository.ts';
import { institutionQuery } from '../organizations/institutions.repository.ts';

export const MISSING = {
  warden: sql<SqlBool>`(o.warden_id is null or w.is_disabled)`,
  twitter_id: sql<SqlBool>`(o.twitter_id is null)`,
  twitter_password: sql<SqlBool>`(o.twitter_secret is null)`,
  x_connection: sql<SqlBool>`(xa.status is distinct from 'CONNECTED')`,
} as const;
export type MissingKind = keyof typeof MISSING;
const ANY = sql<SqlBool>`(${MISSING.warden} or ${MISSING.twitter_id} or ${MISSING.twitter_password})`;

const countColumns = [
  sql<number>`count(*)`.as('total_institutions'),
  sql<number>`count(*) filter (where ${ANY})`.as('incomplete'),
  sql<number>`count(*) filter (where ${MISSING.warden})`.as('no_warden'),
  sql<number>`count(*) filter (where ${MISSING.twitter_id})`.as('no_twitter_id'),
  sql<number>`count(*) filter (where ${MISSING.twitter_password})`.as('no_twitter_password'),
  sql<number>`count(*) filter (where ${MISSING.x_connection})`.as('no_x_connection'),
];

export const incompleteCounts = (db: Kysely<DB>, filter: OrgFilter) =>
  db
    .selectFrom('organizations as o')
    .leftJoin('accounts as w', 'w.id', 'o.warden_id')
    .leftJoin('x_accounts as xa', 'xa.organization_id', 'o.id')
    .select(countColumns)
    .where(orgCondition(filter))
    .executeTakeFirstOrThrow();

export const incompleteByDistrict = (db: Kysely<DB>, filter: OrgFilter) =>
  db
    .selectFrom('organizations as o')
    .leftJoin('accounts as w', 'w.id', 'o.warden_id')
    .leftJoin('x_accounts as xa', 'xa.organization_id', 'o.id')
    .innerJoin('districts as d', 'd.id', 'o.district_id')
    .select(['d.id', 'd.name_en', 'd.name_kn', ...countColumns])
    .where(orgCondition(filter))
    .groupBy(['d.id', 'd.name_en', 'd.name_kn'])
    .orderBy('d.name_en')
    .execute();

/** A page of the institutions missing one thing (or any of them), in place order. */
export async function incompleteList(
  db: Kysely<DB>,
  filter: OrgFilter,
  kind: MissingKind | 'any',
  page: number,
  size: number,
) {
  const where: RawBuilder<SqlBool> = sql<SqlBool>`(${orgCondition(filter)} and ${kind === 'any' ? ANY : MISSING[kind]})`;
  const [rows, count] = await Promise.all([
    institutionQuery(db)
      .select([
        sql<boolean>`${MISSING.warden}`.as('no_warden'),
        sql<boolean>`o.twitter_secret is null`.as('no_twitter_password'),
      ])
      .where(where)
      .orderBy('d.name_en')
      .orderBy('t.name_en')
      .orderBy('o.en_name')
      .orderBy('o.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('organizations as o')
      .leftJoin('accounts as w', 'w.id', 'o.warden_id')
      .leftJoin('x_accounts as xa', 'xa.organization_id', 'o.id')
      .select(sql<number>`count(*)`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
