/**
 * The one SQL condition for "this post counts as posted" (docs/spec-notes.md, 'Rejected posts in the
 * counts'): a post that a supervisor rejected after review (posts.review_state = 'REJECTED',
 * docs/review.md) counts as Not Posted everywhere, so every read that counts or shows posts by status
 * straight from `posts` (not from the roll-ups, which the review's decrement keeps right) goes
 * through here instead of repeating the literal. The state is written as a literal, not a parameter,
 * so a query's text is the same every time and a prepared statement's generic plan can use it.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { liveOrganization } from '../../access/scope.repository.ts';

const REJECTED = sql.lit('REJECTED');

/** True for a post that counts as posted: any post but a rejected one. `alias` is the posts table's name in the query. */
export const countedPost = (alias = 'p'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.review_state`)} is distinct from ${REJECTED})`;

/** True for a post rejected after review: it counts as Not Posted. */
export const rejectedPost = (alias = 'p'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.review_state`)} = ${REJECTED})`;

/** Whether the post was rejected after review, as a selected column. */
export const rejectedColumn = (alias = 'p') => sql<boolean>`coalesce(${rejectedPost(alias)}, false)`.as('rejected');

/**
 * Rejected posts of live institutions per district, for the days from `first` to `last` (the meal's
 * day, not the decision's). Read from the decisions (post_reviews, one row per reviewed post, a small
 * table) joined to their posts, so it never walks the days' posts.
 */
export const rejectedByDistrict = (db: Kysely<DB>, first: string, last: string) =>
  db
    .selectFrom('post_reviews as r')
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select(['p.district_id', sql<number>`count(*)::int`.as('n')])
    .where(rejectedPost('p'))
    .where('p.day', '>=', first)
    .where('p.day', '<=', last)
    .where(liveOrganization())
    .groupBy('p.district_id')
    .execute();
