/**
 * A holiday declared or revoked over a day with a logged post changes what that post counts for
 * (the meal counts as Holiday instead): the public log gets an amendment naming the post, never a
 * rewrite of its entry (docs/log.md, 'Entries'). A trigger on `holidays`, like the statistics' and the
 * deletion's (migration 0016), so no write path, script or seed can miss it. The amendment's time is
 * the holiday's own declared_at or revoked_at (the app's clock), and its keys are in RFC 8785 order
 * (at, holiday_id, kind, post_id, reason, v), as canonicalJson writes them.
 */
import { sql, type Kysely } from 'kysely';

const amend = (reason: string, at: string, holiday: string, from: string, to: string) => `
      insert into log_entries (kind, post_id, body, created_at)
      select 'amend', e.post_id,
        '{"at":"' || to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ||
        '","holiday_id":' || ${holiday}.id || ',"kind":"amend","post_id":' || e.post_id ||
        ',"reason":"${reason}","v":1}',
        ${at}
      from log_entries e join posts p on p.id = e.post_id
      where e.kind = 'post' and p.organization_id = ${holiday}.organization_id
        and p.day between ${from} and ${to}
      order by e.post_id;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function log_holiday_amendments() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' and new.revoked_at is null then
      ${amend('holiday_declared', 'new.declared_at', 'new', 'new.from_date', 'new.to_date')}
    elsif tg_op = 'UPDATE' and old.revoked_at is null and new.revoked_at is not null then
      ${amend('holiday_revoked', 'new.revoked_at', 'new', 'new.from_date', 'new.to_date')}
    end if;
    return null;
  end $$`,
    )
    .execute(db);
  await sql`create trigger log_holiday_amendments after insert or update on holidays
    for each row execute function log_holiday_amendments()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists log_holiday_amendments on holidays`.execute(db);
  await sql`drop function if exists log_holiday_amendments()`.execute(db);
}
