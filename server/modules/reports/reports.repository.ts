/**
 * The weekly reports' rows (migration 0013): claiming a week's scope so only one process makes it,
 * recording the made file, the list a caller may read, and who gets the email. A claim is an
 * insert that loses to an existing row, unless that row was claimed long ago and never finished
 * (its process died): then the claim is taken over. A remake claims whatever the row holds.
 */
import { sql, type Kysely } from 'kysely';
import type { Role } from '@common/roles.ts';
import type { DB } from '../../db/schema.ts';

export interface ReportKey {
  week: string;
  scope: string;
  district_id: number | null;
  first_day: string;
  last_day: string;
}

/** The row's id when this process may make the report now; undefined when another has it or it is made. */
export async function claimReport(db: Kysely<DB>, key: ReportKey, now: Date, staleBefore: Date, remake = false) {
  const row = await db
    .insertInto('weekly_reports')
    .values({ ...key, claimed_at: now })
    .onConflict((oc) =>
      oc
        .columns(['week', 'scope'])
        .doUpdateSet({ claimed_at: now })
        .where((eb) =>
          remake
            ? sql<boolean>`true`
            : eb.and([eb('weekly_reports.made_at', 'is', null), eb('weekly_reports.claimed_at', '<', staleBefore)]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export const finishReport = (db: Kysely<DB>, id: number, madeAt: Date, size: number, sha256: string) =>
  db.updateTable('weekly_reports').set({ made_at: madeAt, size, sha256 }).where('id', '=', id).execute();

/** Claims a made report's email: true for the one process that is to send it. */
export async function claimEmail(db: Kysely<DB>, id: number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('weekly_reports')
    .set({ emailed_at: at })
    .where('id', '=', id)
    .where('emailed_at', 'is', null)
    .where('made_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives an email claim back when sending failed, so the next run sends it. */
export const releaseEmail = (db: Kysely<DB>, id: number) =>
  db.updateTable('weekly_reports').set({ emailed_at: null }).where('id', '=', id).execute();

/** A week's rows: made, being made, or left by a process that died. */
export const reportsOfWeek = (db: Kysely<DB>, week: string) =>
  db.selectFrom('weekly_reports').selectAll().where('week', '=', week).execute();

const listed = (db: Kysely<DB>, districts: number[] | null, week?: string) => {
  let q = db
    .selectFrom('weekly_reports as r')
    .leftJoin('districts as d', 'd.id', 'r.district_id')
    .where('r.made_at', 'is not', null)
    .$if(week !== undefined, (w) => w.where('r.week', '=', week!));
  if (districts !== null)
    q = q.where((eb) =>
      eb.or([eb('r.district_id', 'is', null), ...(districts.length ? [eb('r.district_id', 'in', districts)] : [])]),
    );
  return q;
};

/** Made reports the caller reads (districts null: all), newest week first, the state's first in a week. */
export async function listReports(
  db: Kysely<DB>,
  districts: number[] | null,
  page: number,
  size: number,
  week?: string,
) {
  const [rows, total] = await Promise.all([
    listed(db, districts, week)
      .select(['r.week', 'r.scope', 'r.district_id', 'r.first_day', 'r.last_day', 'r.made_at', 'r.size'])
      .select(['r.emailed_at', 'd.name_en', 'd.name_kn'])
      .orderBy('r.week', 'desc')
      .orderBy(sql`r.district_id is not null`)
      .orderBy('d.name_en')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    listed(db, districts)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const findReport = (db: Kysely<DB>, week: string, scope: string) =>
  db
    .selectFrom('weekly_reports')
    .selectAll()
    .where('week', '=', week)
    .where('scope', '=', scope)
    .where('made_at', 'is not', null)
    .executeTakeFirst();

/** Live accounts of these roles to mail: for a district, those assigned to it; else all of them. */
export const recipients = (db: Kysely<DB>, roles: Role[], districtId: number | null) => {
  let q = db
    .selectFrom('accounts as a')
    .select(['a.id', 'a.email_id', 'a.role'])
    .where('a.role', 'in', roles.length ? roles : ['' as Role])
    .where('a.is_disabled', '=', false);
  if (districtId !== null)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_districts as ad')
          .select('ad.account_id')
          .whereRef('ad.account_id', '=', 'a.id')
          .where('ad.district_id', '=', districtId),
      ),
    );
  return q.orderBy('a.id').execute();
};

/** Gives back claims of reports not made (the server closed in the middle), so the next start makes them. */
export const releaseClaims = (db: Kysely<DB>, ids: number[]) =>
  ids.length
    ? db.deleteFrom('weekly_reports').where('id', 'in', ids).where('made_at', 'is', null).execute()
    : Promise.resolve([]);
