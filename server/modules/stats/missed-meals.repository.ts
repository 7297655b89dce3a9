/**
 * The meals a list of institutions posted in a period, as (institution, day, meal) keys: what the
 * warden's 'Not Posted' list subtracts from the meals that were due.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function postedMealsOf(db: Kysely<DB>, organizationIds: readonly number[], first: string, until: string) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('posts')
    .select(['organization_id', 'day', 'meal'])
    .where('organization_id', 'in', organizationIds)
    .where('day', '>=', first)
    .where('day', '<=', until)
    .execute();
}
