/**
 * The posts already made on one day by a set of institutions (the warden's checklist and the
 * composer's "already posted" meals). One query for all of a warden's institutions, on the
 * (organization_id, day, meal) unique index. Each says whether it was rejected after review.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { rejectedColumn } from '../../db/post-conditions.ts';

export function postsOfDay(db: Kysely<DB>, organizationIds: readonly number[], day: string) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('posts as p')
    .select(['p.id', 'p.organization_id', 'p.meal', 'p.status', rejectedColumn('p')])
    .where('p.organization_id', 'in', organizationIds)
    .where('p.day', '=', day)
    .execute();
}
