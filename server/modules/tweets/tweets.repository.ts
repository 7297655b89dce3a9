/**
 * Queries on posts. Inserting a post and counting it in the daily roll-up happen in one
 * transaction, so the counts stay right however many posts arrive at once.
 */
import { sql, type Kysely, type Insertable } from 'kysely';
import type { DB, PostsTable } from '../../db/schema.ts';

const ROLLUP_COLUMN = {
  POSTED_ON_TIME: 'on_time',
  POSTED_WITH_DELAY: 'delayed',
  POST_NOT_CONSIDERED: 'after_deadline',
} as const;

export type InsertOutcome = { kind: 'created'; id: number } | { kind: 'same_client_id' } | { kind: 'meal_taken' };

export async function insertPost(db: Kysely<DB>, post: Insertable<PostsTable>): Promise<InsertOutcome> {
  return db.transaction().execute(async (trx) => {
    // A twin with the same client_id makes this a no-op; a second post for the same meal is refused
    // by the unique constraint, checked first so the transaction is not aborted by it.
    const taken = await trx
      .selectFrom('posts')
      .select('client_id')
      .where('organization_id', '=', post.organization_id)
      .where('day', '=', post.day)
      .where('meal', '=', post.meal)
      .executeTakeFirst();
    if (taken) return taken.client_id === post.client_id ? { kind: 'same_client_id' } : { kind: 'meal_taken' };
    const row = await trx
      .insertInto('posts')
      .values(post)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      const twin = await trx
        .selectFrom('posts')
        .select('id')
        .where('client_id', '=', post.client_id)
        .executeTakeFirst();
      return twin ? { kind: 'same_client_id' } : { kind: 'meal_taken' };
    }
    const column = ROLLUP_COLUMN[post.status as keyof typeof ROLLUP_COLUMN];
    await trx
      .insertInto('stat_daily')
      .values({ organization_id: post.organization_id, day: post.day, [column]: 1 })
      .onConflict((oc) =>
        oc.columns(['organization_id', 'day']).doUpdateSet({ [column]: sql`stat_daily.${sql.ref(column)} + 1` }),
      )
      .execute();
    const images = [post.image_1, post.image_2, post.image_3, post.image_4].filter(
      (id): id is number => typeof id === 'number',
    );
    await trx.updateTable('media').set({ used_at: post.received_at }).where('id', 'in', images).execute();
    return { kind: 'created', id: row.id };
  });
}

export const postByClientId = (db: Kysely<DB>, clientId: string) =>
  db.selectFrom('posts').selectAll().where('client_id', '=', clientId).executeTakeFirst();
