/**
 * The two reads of one district's page at /audit (docs/spec-notes.md, 'Supervisors' views and the public audit') that
 * the statistics module has no answer for: its live institutions (names, taluk, type and whether today is a holiday
 * there) and today's posts of the district with the public X post's id. Both read one district on one day through
 * indexed columns (organizations.district_id; posts.district_id and day, kept to the institution's district when it
 * moves), so the page costs the same whatever the state's size. No column about a person is selected: no warden, no
 * photo. A post rejected after review comes with `rejected`, and the page shows its meal as not posted; the
 * rejected posts per district are counted from the decisions.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { liveOrganization } from '../../access/scope.repository.ts';
import { rejectedColumn, rejectedPost } from '../../db/post-conditions.ts';

/** A district's name, or undefined when there is no such district. */
export const auditDistrict = (db: Kysely<DB>, id: number) =>
  db.selectFrom('districts').select(['id', 'name_en', 'name_kn']).where('id', '=', id).executeTakeFirst();

/** The district's live institutions by taluk and name, each with whether today is a holiday there. */
export const districtInstitutions = (db: Kysely<DB>, districtId: number, today: string) =>
  db
    .selectFrom('organizations as o')
    .innerJoin('taluks as t', 't.id', 'o.taluk_id')
    .select([
      'o.id',
      'o.en_name',
      'o.kn_name',
      'o.organization_type',
      't.name_en as taluk_en',
      't.name_kn as taluk_kn',
      sql<SqlBool>`exists (select 1 from holidays h where h.organization_id = o.id and h.revoked_at is null and h.from_date <= ${today} and h.to_date >= ${today})`.as(
        'on_holiday',
      ),
    ])
    .where('o.district_id', '=', districtId)
    .where(liveOrganization())
    .orderBy('t.name_en')
    .orderBy('o.en_name')
    .orderBy('o.id')
    .execute();

/**
 * Today's posts of the district, the earliest first for each meal, with the X post's id and the
 * account's public handle where it was published, and the post's index in the public log once a
 * signed checkpoint covers it (docs/log.md).
 */
export const districtPostsToday = (db: Kysely<DB>, districtId: number, today: string) =>
  db
    .selectFrom('posts as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .leftJoin('x_publications as x', 'x.post_id', 'p.id')
    .leftJoin('x_accounts as a', 'a.organization_id', 'p.organization_id')
    .leftJoin('log_entries as l', (join) =>
      // The kind as a literal: the partial index of posts' entries matches it under any plan.
      join.onRef('l.post_id', '=', 'p.id').on('l.kind', '=', sql.lit('post')).on('l.integrated_at', 'is not', null),
    )
    .select([
      'p.id',
      'p.organization_id',
      'p.meal',
      'p.status',
      rejectedColumn('p'),
      'x.tweet_id',
      'a.username',
      'l.idx as log_index',
    ])
    .where('p.district_id', '=', districtId)
    .where('p.day', '=', today)
    .where(liveOrganization())
    .orderBy('p.judged_at')
    .execute();

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
