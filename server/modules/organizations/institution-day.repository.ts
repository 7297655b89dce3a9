/**
 * The posts already made on one day by a set of institutions (the warden's checklist and the
 * composer's "already posted" meals). One query for all of a warden's institutions, on the
 * (organization_id, day, meal) unique index.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function postsOfDay(db: Kysely<DB>, organizationIds: readonly number[], day: string) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('posts')
    .select(['id', 'organization_id', 'meal', 'status'])
    .where('organization_id', 'in', organizationIds)
    .where('day', '=', day)
    .execute();
}
