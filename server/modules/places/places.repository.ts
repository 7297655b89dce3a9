/**
 * Queries on districts and taluks: the pickers' lists and the names the league table shows. The
 * checks that an id is a real place belong to the access layer (server/access/scope.repository.ts);
 * the LGD import writes the tables (places-import.repository.ts).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Every district by English name, or only those of a supervisor's scope (null: statewide). */
export const listDistricts = (db: Kysely<DB>, scope: number[] | null) =>
  db
    .selectFrom('districts')
    .select(['id', 'name_en', 'name_kn'])
    .$if(scope !== null, (q) => q.where('id', 'in', scope!.length ? scope! : [0]))
    .orderBy('name_en')
    .execute();

export const taluksOfDistrict = (db: Kysely<DB>, districtId: number) =>
  db
    .selectFrom('taluks')
    .select(['id', 'name_en', 'name_kn'])
    .where('district_id', '=', districtId)
    .orderBy('name_en')
    .execute();

export const districtNames = (db: Kysely<DB>, ids: number[]) =>
  db.selectFrom('districts').select(['id', 'name_en', 'name_kn']).where('id', 'in', ids).execute();

/** Taluks with the names of their districts. */
export const talukNames = (db: Kysely<DB>, ids: number[]) =>
  db
    .selectFrom('taluks as t')
    .innerJoin('districts as d', 'd.id', 't.district_id')
    .select([
      't.id',
      't.name_en',
      't.name_kn',
      'd.id as district_id',
      'd.name_en as district_en',
      'd.name_kn as district_kn',
    ])
    .where('t.id', 'in', ids)
    .execute();
