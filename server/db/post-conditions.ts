/**
 * The one SQL condition for "this post counts as posted" (docs/spec-notes.md, 'Rejected posts in the
 * counts'): a post that a supervisor rejected after review (posts.review_state = 'REJECTED',
 * docs/review.md) counts as Not Posted everywhere, so every read that counts or shows posts by status
 * straight from `posts` (not from the roll-ups, which the review's decrement keeps right) goes
 * through here instead of repeating the literal. It sits with the schema, below the modules, because
 * the posts, statistics, organizations, reports and audit-page modules all read it. The state is written as a literal, not a parameter,
 * so a query's text is the same every time and a prepared statement's generic plan can use it.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

const REJECTED = sql.lit('REJECTED');

/** True for a post that counts as posted: any post but a rejected one. `alias` is the posts table's name in the query. */
export const countedPost = (alias = 'p'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.review_state`)} is distinct from ${REJECTED})`;

/** True for a post rejected after review: it counts as Not Posted. */
export const rejectedPost = (alias = 'p'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.review_state`)} = ${REJECTED})`;

/** Whether the post was rejected after review, as a selected column. */
export const rejectedColumn = (alias = 'p') => sql<boolean>`coalesce(${rejectedPost(alias)}, false)`.as('rejected');
