/**
 * Queries on institutions and their holidays.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export const organizationById = (db: Kysely<DB>, id: number) =>
  db.selectFrom('organizations').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

/** The warden's institutions with their place names. */
export const wardenOrganizations = (db: Kysely<DB>, wardenId: number) =>
  db
    .selectFrom('organizations as o')
    .innerJoin('districts as d', 'd.id', 'o.district_id')
    .innerJoin('taluks as t', 't.id', 'o.taluk_id')
    .select([
      'o.id',
      'o.en_name',
      'o.kn_name',
      'o.organization_type',
      'o.hostel_type',
      'o.district_id',
      'o.taluk_id',
      'd.name_en as district_en',
      'd.name_kn as district_kn',
      't.name_en as taluk_en',
      't.name_kn as taluk_kn',
    ])
    .where('o.warden_id', '=', wardenId)
    .where('o.deleted_at', 'is', null)
    .orderBy('o.en_name')
    .execute();

/** Holidays (not revoked) of these institutions that touch the date range. */
export const activeHolidays = (db: Kysely<DB>, organizationIds: number[], from: string, to: string) =>
  organizationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('holidays')
        .select(['id', 'organization_id', 'from_date', 'to_date', 'reason'])
        .where('organization_id', 'in', organizationIds)
        .where('revoked_at', 'is', null)
        .where('from_date', '<=', to)
        .where('to_date', '>=', from)
        .execute();

export const holidayOn = async (db: Kysely<DB>, organizationId: number, day: string) =>
  (await activeHolidays(db, [organizationId], day, day))[0];
