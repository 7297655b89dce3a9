/**
 * The reads of a week's reports that the statistics module has no answer for: the live
 * institutions with their taluks, the week's posts (the earliest of a meal wins, as on /audit), the
 * holidays touching the week, and how many of the week's posts X published, per district. One read
 * each for the whole state: the job makes all 32 reports of a week from the same answers. A post
 * rejected after review is no post in either (docs/spec-notes.md, 'Rejected posts in the counts').
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { liveOrganization } from '../../access/scope.repository.ts';
import { countedPost } from '../../db/post-conditions.ts';

export const weekInstitutions = (db: Kysely<DB>) =>
  db
    .selectFrom('organizations as o')
    .innerJoin('taluks as t', 't.id', 'o.taluk_id')
    .select(['o.id', 'o.en_name', 'o.kn_name', 'o.organization_type', 'o.district_id', 'o.taluk_id'])
    .select(['t.name_en as taluk_en', 't.name_kn as taluk_kn'])
    .where(liveOrganization())
    .orderBy('t.name_en')
    .orderBy('o.en_name')
    .orderBy('o.id')
    .execute();

/** The week's posts of live institutions, oldest judgement first (the first of a meal is its status). */
export const weekPosts = (db: Kysely<DB>, first: string, last: string) =>
  db
    .selectFrom('posts as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select(['p.organization_id', 'p.day', 'p.meal', 'p.status'])
    .where('p.day', '>=', first)
    .where('p.day', '<=', last)
    .where(countedPost('p'))
    .where(liveOrganization())
    .orderBy('p.judged_at')
    .execute();

export const weekHolidays = (db: Kysely<DB>, first: string, last: string) =>
  db
    .selectFrom('holidays')
    .select(['organization_id', 'from_date', 'to_date'])
    .where('revoked_at', 'is', null)
    .where('from_date', '<=', last)
    .where('to_date', '>=', first)
    .execute();

/** Per district: the week's posts, and how many of them are on X. */
export const xSharesByDistrict = (db: Kysely<DB>, first: string, last: string) =>
  db
    .selectFrom('posts as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .leftJoin('x_publications as x', 'x.post_id', 'p.id')
    .select(['p.district_id', sql<number>`count(*)`.as('posts'), sql<number>`count(x.tweet_id)`.as('published')])
    .where('p.day', '>=', first)
    .where('p.day', '<=', last)
    .where(countedPost('p'))
    .where(liveOrganization())
    .groupBy('p.district_id')
    .execute();
