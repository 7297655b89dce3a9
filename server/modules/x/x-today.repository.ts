/**
 * The query behind the admin home's publishing card: today's posts grouped by where they are on
 * the way to X. A post without a publication row belonged to an institution with no X account
 * when it arrived. Reads at most one day of posts through posts_day_idx.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export const publicationCountsOn = (db: Kysely<DB>, day: string) =>
  db
    .selectFrom('posts as p')
    .leftJoin('x_publications as xp', 'xp.post_id', 'p.id')
    .select([sql<string>`coalesce(xp.status, 'NOT_CONNECTED')`.as('status'), sql<number>`count(*)`.as('n')])
    .where('p.day', '=', day)
    .groupBy(sql`coalesce(xp.status, 'NOT_CONNECTED')`)
    .execute();
