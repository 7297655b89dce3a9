/**
 * Queries of the helpline look-ups: institutions and wardens by name, email, phone or X handle, and
 * their most recent posts through the indexes on institution-and-day and warden-and-id.
 */
import { ROLE } from '@common/roles.ts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { institutionQuery, searchCondition } from '../organizations/institutions.repository.ts';
import { tweetQuery } from '../tweets/tweets.repository.ts';
import { containsPattern } from '../../lib/lists.ts';
import { liveOrganization } from '../../access/scope.repository.ts';

export const LOOKUP_LIMIT = 10;
export const RECENT_POSTS = 10;

export const findInstitutions = (db: Kysely<DB>, q: string) =>
  institutionQuery(db)
    .where(liveOrganization())
    .where(searchCondition(q))
    .orderBy('o.en_name')
    .orderBy('o.id')
    .limit(LOOKUP_LIMIT)
    .execute();

const wardenColumns = [
  'a.id',
  'a.first_name',
  'a.last_name',
  'a.email_id',
  'a.phone_number',
  'a.is_disabled',
  'a.created_at',
] as const;

export function findWardens(db: Kysely<DB>, q: string) {
  const like = containsPattern(q);
  return db
    .selectFrom('accounts as a')
    .select(wardenColumns)
    .where('a.role', '=', ROLE.WARDEN)
    .where(
      sql<boolean>`((a.first_name || ' ' || a.last_name) ilike ${like} or a.email_id ilike ${like} or a.phone_number like ${like})`,
    )
    .orderBy('a.first_name')
    .orderBy('a.id')
    .limit(LOOKUP_LIMIT)
    .execute();
}
export type WardenRow = Awaited<ReturnType<typeof findWardens>>[number];

export const wardenById = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('accounts as a')
    .select(wardenColumns)
    .where('a.id', '=', id)
    .where('a.role', '=', ROLE.WARDEN)
    .executeTakeFirst();

export const institutionsOfWarden = (db: Kysely<DB>, wardenId: number) =>
  institutionQuery(db).where('o.warden_id', '=', wardenId).where(liveOrganization()).orderBy('o.en_name').execute();

export const recentPostsOfInstitution = (db: Kysely<DB>, orgId: number) =>
  tweetQuery(db)
    .where('p.organization_id', '=', orgId)
    .orderBy('p.day', 'desc')
    .orderBy('p.captured_at', 'desc')
    .limit(RECENT_POSTS)
    .execute();

export const recentPostsOfWarden = (db: Kysely<DB>, wardenId: number) =>
  tweetQuery(db).where('p.warden_id', '=', wardenId).orderBy('p.id', 'desc').limit(RECENT_POSTS).execute();
