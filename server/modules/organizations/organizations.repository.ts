/**
 * Queries on institutions as a warden and the holiday calls see them, and on their holidays. Who may
 * declare or revoke a holiday is holidays.service.ts's to decide; the console's institution pages
 * read through institutions.repository.ts.
 */
import type { Insertable, Kysely } from 'kysely';
import type { DB, HolidaysTable } from '../../db/schema.ts';
import { liveOrganization } from '../../access/scope.repository.ts';

export const organizationById = (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', id)
    .where(liveOrganization('organizations'))
    .executeTakeFirst();

/** The warden's institutions with their place names. */
export const wardenOrganizations = (db: Kysely<DB>, wardenId: number) =>
  db
    .selectFrom('organizations as o')
    .innerJoin('districts as d', 'd.id', 'o.district_id')
    .innerJoin('taluks as t', 't.id', 'o.taluk_id')
    .leftJoin('x_accounts as xa', 'xa.organization_id', 'o.id')
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
      'xa.status as x_status',
      'xa.username as x_username',
      'xa.connected_at as x_connected_at',
    ])
    .where('o.warden_id', '=', wardenId)
    .where(liveOrganization())
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

/** The district of an institution, deleted or not (a post keeps its institution). */
export const districtOfOrganization = (db: Kysely<DB>, id: number) =>
  db.selectFrom('organizations').select('district_id').where('id', '=', id).executeTakeFirstOrThrow();

export const holidayOn = async (db: Kysely<DB>, organizationId: number, day: string) =>
  (await activeHolidays(db, [organizationId], day, day))[0];

/** An institution's holidays, newest first (the last hundred). */
export const holidaysOf = (db: Kysely<DB>, organizationId: number) =>
  db
    .selectFrom('holidays')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('from_date', 'desc')
    .limit(100)
    .execute();

export const insertHoliday = (db: Kysely<DB>, values: Insertable<HolidaysTable>) =>
  db.insertInto('holidays').values(values).returningAll().executeTakeFirstOrThrow();

export const holidayOf = (db: Kysely<DB>, organizationId: number, id: number) =>
  db
    .selectFrom('holidays')
    .selectAll()
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();

/** Revokes a holiday of the institution unless it already was or has ended by `today`: no row then. */
export const revokeHolidayRow = (
  db: Kysely<DB>,
  organizationId: number,
  id: number,
  revoke: { by: number; reason: string; at: Date; today: string },
) =>
  db
    .updateTable('holidays')
    .set({ revoked_at: revoke.at, revoked_by: revoke.by, revoke_reason: revoke.reason })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .where('revoked_at', 'is', null)
    .where('to_date', '>=', revoke.today)
    .returningAll()
    .executeTakeFirst();
