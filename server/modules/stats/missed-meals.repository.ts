/**
 * The meals a list of institutions posted in a period, as (institution, day, meal) keys: what the
 * warden's 'Not Posted' list subtracts from the meals that were due. A post rejected after review
 * is no post here, so its meal is listed as not posted.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countedPost } from '../../db/post-conditions.ts';

export function postedMealsOf(db: Kysely<DB>, organizationIds: readonly number[], first: string, until: string) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('posts as p')
    .select(['p.organization_id', 'p.day', 'p.meal'])
    .where('p.organization_id', 'in', organizationIds)
    .where('p.day', '>=', first)
    .where('p.day', '<=', until)
    .where(countedPost('p'))
    .execute();
}
