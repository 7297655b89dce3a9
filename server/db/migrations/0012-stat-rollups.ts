/**
 * Daily roll-ups per taluk and per district (docs/spec-notes.md, 'Supervisors' views and the public audit'), so the
 * supervisors' month counts and the league table sum a few thousand rows (31 districts, or a district's taluks, ×
 * type × day) instead of every institution's stat_daily rows. A row holds, for the live institutions of one place and
 * type on one day, the stat_daily sums of those not on holiday and the number on holiday; 'not posted' still comes
 * from the schedule at read time, so a schedule change touches no roll-up.
 *
 * Triggers keep them exact inside the writing transaction, whoever writes: stat_daily (a post), a
 * holiday declared or revoked, an institution moved, retyped or deleted. `stat_rollups_rebuild()`
 * recounts them from scratch (the backfill here, and `npm run stats:rebuild`).
 *
 * Concurrency: a post's trigger takes its institution's row FOR SHARE, a holiday's FOR UPDATE and a
 * move updates it, so a post and a holiday or a move of the same institution run one after the
 * other and each trigger's next statement sees the other's committed rows (READ COMMITTED). Posts
 * of one institution do not wait for each other. One statement changing two overlapping holidays of
 * one institution would be counted wrong (the server never writes one; the rebuild would mend it).
 */
import { sql, type Kysely } from 'kysely';

const COUNTS = ['on_time', 'delayed', 'after_deadline', 'holiday_institutions'];
const PLACES = {
  stat_taluk_daily: ['taluk_id', 'organization_type', 'day'],
  stat_district_daily: ['district_id', 'organization_type', 'day'],
} as const;

/** Adds the rows of `source` (columns taluk_id, district_id, organization_type, day and the counts) to a roll-up. */
function upsert(table: keyof typeof PLACES, source: string, sign = '1'): string {
  const keys = PLACES[table];
  const extra = table === 'stat_taluk_daily' ? ', district_id' : '';
  const extraValue = table === 'stat_taluk_daily' ? ', min(district_id)' : '';
  return `insert into ${table} as r (${keys.join(', ')}${extra}, ${COUNTS.join(', ')})
    select ${keys.join(', ')}${extraValue}, ${COUNTS.map((c) => `(${sign}) * sum(${c})::int`).join(', ')}
    from ${source} group by ${keys.join(', ')}
    on conflict (${keys.join(', ')}) do update set ${COUNTS.map((c) => `${c} = r.${c} + excluded.${c}`).join(', ')}`;
}

const onHoliday = (org: string, day: string) =>
  `exists (select 1 from holidays h where h.organization_id = ${org} and h.revoked_at is null and h.from_date <= ${day} and h.to_date >= ${day})`;

/** Each live institution's contribution per day: its stat_daily counts unless on holiday, and whether it is. */
const CONTRIBUTIONS = `create view stat_rollup_contributions as
  select o.id as organization_id, o.taluk_id, o.district_id, o.organization_type, d.day,
    case when hol then 0 else coalesce(s.on_time, 0) end as on_time,
    case when hol then 0 else coalesce(s.delayed, 0) end as delayed,
    case when hol then 0 else coalesce(s.after_deadline, 0) end as after_deadline,
    case when hol then 1 else 0 end as holiday_institutions
  from (
    select organization_id, day from stat_daily
    union
    select h.organization_id, g::date from holidays h
      cross join generate_series(h.from_date::timestamp, h.to_date::timestamp, interval '1 day') g
      where h.revoked_at is null
  ) d
  join organizations o on o.id = d.organization_id and o.deleted_at is null
  left join stat_daily s on s.organization_id = d.organization_id and s.day = d.day
  cross join lateral (select ${onHoliday('d.organization_id', 'd.day')} as hol) x`;

const ORG_DAYS = `(select * from stat_rollup_contributions where organization_id = p_org and day between p_from and p_to) c`;

const FUNCTIONS = [
  `create function stat_rollup_apply_org(p_org int, p_sign int, p_from date, p_to date) returns void language plpgsql as $$
  begin
    ${upsert('stat_taluk_daily', ORG_DAYS, 'p_sign')};
    ${upsert('stat_district_daily', ORG_DAYS, 'p_sign')};
  end $$`,
  `create function stat_rollups_rebuild() returns void language plpgsql as $$
  begin
    delete from stat_taluk_daily;
    delete from stat_district_daily;
    ${upsert('stat_taluk_daily', 'stat_rollup_contributions c')};
    ${upsert('stat_district_daily', 'stat_rollup_contributions c')};
  end $$`,
  // A holiday changes its institution's days between the old and the new range: taken out before, put back after.
  `create function stat_rollup_holiday() returns trigger language plpgsql as $$
  declare
    org int := coalesce(new.organization_id, old.organization_id);
    lo date := least(old.from_date, new.from_date);
    hi date := greatest(old.to_date, new.to_date);
  begin
    if tg_op = 'UPDATE' and old.organization_id <> new.organization_id then
      raise exception 'a holiday cannot move to another institution';
    end if;
    if tg_when = 'BEFORE' then
      perform 1 from organizations where id = org for update;
    end if;
    perform stat_rollup_apply_org(org, case when tg_when = 'BEFORE' then -1 else 1 end, lo, hi);
    return coalesce(new, old);
  end $$`,
  // A move, a change of type or a deletion takes the institution's whole history out and back in under its new place.
  `create function stat_rollup_organization() returns trigger language plpgsql as $$
  begin
    perform stat_rollup_apply_org(old.id, case when tg_when = 'BEFORE' then -1 else 1 end, '0001-01-01', '9999-12-31');
    return new;
  end $$`,
];

/** stat_daily changes arrive as statements (a post's upsert, a seed's bulk insert): their differences are added. */
function statDailyFunction(name: string, source: string): string {
  const delta = `(select o.taluk_id, o.district_id, o.organization_type, x.day,
      x.on_time, x.delayed, x.after_deadline, 0 as holiday_institutions
    from (${source}) x join organizations o on o.id = x.organization_id and o.deleted_at is null
    where not ${onHoliday('x.organization_id', 'x.day')}) c`;
  return `create function ${name}() returns trigger language plpgsql as $$
  begin
    -- Shared with other posts, exclusive of a holiday or a move of the same institution (see the header).
    perform 1 from organizations where id in (select organization_id from (${source}) l) order by id for share;
    ${upsert('stat_taluk_daily', delta)};
    ${upsert('stat_district_daily', delta)};
    return null;
  end $$`;
}
const rowsOf = (table: string, sign = '') =>
  `select organization_id, day, ${sign}on_time as on_time, ${sign}delayed as delayed, ${sign}after_deadline as after_deadline from ${table}`;

const TRIGGERS = [
  statDailyFunction('stat_rollup_daily_insert', rowsOf('nt')),
  statDailyFunction('stat_rollup_daily_update', `${rowsOf('nt')} union all ${rowsOf('ot', '-')}`),
  statDailyFunction('stat_rollup_daily_delete', rowsOf('ot', '-')),
  `create trigger stat_rollup_daily_insert after insert on stat_daily referencing new table as nt for each statement execute function stat_rollup_daily_insert()`,
  `create trigger stat_rollup_daily_update after update on stat_daily referencing old table as ot new table as nt for each statement execute function stat_rollup_daily_update()`,
  `create trigger stat_rollup_daily_delete after delete on stat_daily referencing old table as ot for each statement execute function stat_rollup_daily_delete()`,
  `create trigger stat_rollup_holiday_before before insert or update or delete on holidays for each row execute function stat_rollup_holiday()`,
  `create trigger stat_rollup_holiday_after after insert or update or delete on holidays for each row execute function stat_rollup_holiday()`,
  ...['before', 'after'].map(
    (when) => `create trigger stat_rollup_organization_${when} ${when} update on organizations for each row
      when ((old.taluk_id, old.district_id, old.organization_type, old.deleted_at is null)
        is distinct from (new.taluk_id, new.district_id, new.organization_type, new.deleted_at is null))
      execute function stat_rollup_organization()`,
  ),
];

const TABLES = [
  `create table stat_taluk_daily (taluk_id integer not null, district_id integer not null,
    organization_type text not null, day date not null, ${COUNTS.map((c) => `${c} integer not null default 0`).join(', ')},
    constraint stat_taluk_daily_pk primary key (taluk_id, organization_type, day))`,
  `create index stat_taluk_daily_district_idx on stat_taluk_daily (district_id, day)`,
  `create table stat_district_daily (district_id integer not null,
    organization_type text not null, day date not null, ${COUNTS.map((c) => `${c} integer not null default 0`).join(', ')},
    constraint stat_district_daily_pk primary key (district_id, organization_type, day))`,
  `create index stat_district_daily_day_idx on stat_district_daily (day)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...TABLES, CONTRIBUTIONS, ...FUNCTIONS, ...TRIGGERS]) await sql.raw(statement).execute(db);
  await sql`select stat_rollups_rebuild()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['stat_rollup_daily_insert', 'stat_rollup_daily_update', 'stat_rollup_daily_delete'])
    await sql.raw(`drop trigger if exists ${trigger} on stat_daily`).execute(db);
  for (const trigger of ['stat_rollup_holiday_before', 'stat_rollup_holiday_after'])
    await sql.raw(`drop trigger if exists ${trigger} on holidays`).execute(db);
  for (const trigger of ['stat_rollup_organization_before', 'stat_rollup_organization_after'])
    await sql.raw(`drop trigger if exists ${trigger} on organizations`).execute(db);
  for (const fn of [
    'stat_rollup_daily_insert',
    'stat_rollup_daily_update',
    'stat_rollup_daily_delete',
    'stat_rollup_holiday',
    'stat_rollup_organization',
    'stat_rollups_rebuild',
  ])
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  await sql`drop function if exists stat_rollup_apply_org(int, int, date, date)`.execute(db);
  await sql`drop view if exists stat_rollup_contributions`.execute(db);
  await db.schema.dropTable('stat_district_daily').ifExists().execute();
  await db.schema.dropTable('stat_taluk_daily').ifExists().execute();
}
