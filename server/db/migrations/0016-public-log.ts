/**
 * The signed, append-only public log (docs/log.md). `log_entries` holds each entry's exact bytes
 * (RFC 8785 canonical JSON) from the moment it is written, in the same transaction as the post it
 * records: pending (no index), then indexed (the sequencer gave it the next index, `idx`), then
 * integrated (its tiles are in the file store and a signed checkpoint covers it). `log_state` is one
 * row: how many entries have an index (`size`), how many are in the latest signed checkpoint
 * (`integrated_size`, `root_hash`, `checkpoint`), and the sequencer's lease, so one process at a time
 * sequences. `media.sha256` is each stored file's SHA-256 as served, which a post's entry names.
 * Deleting a post that is in the log appends an amendment naming it (a trigger, so no path misses it).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table media add column sha256 text`.execute(db);
  await sql`create table log_entries (
    id serial primary key,
    kind text not null check (kind in ('post', 'amend')),
    post_id integer not null,
    body text not null,
    created_at timestamptz not null,
    idx integer unique,
    integrated_at timestamptz
  )`.execute(db);
  // One entry per post; amendments name the post they amend (no foreign key: the post may be gone).
  await sql`create unique index log_entries_post_idx on log_entries (post_id) where kind = 'post'`.execute(db);
  await sql`create index log_entries_amends_idx on log_entries (post_id) where kind = 'amend'`.execute(db);
  await sql`create index log_entries_pending_idx on log_entries (id) where idx is null`.execute(db);
  await sql`create table log_state (
    id integer primary key check (id = 1),
    size integer not null default 0,
    integrated_size integer not null default 0,
    root_hash text,
    checkpoint text,
    lease_owner text,
    lease_until timestamptz,
    updated_at timestamptz
  )`.execute(db);
  await sql`insert into log_state (id) values (1)`.execute(db);
  // The entry's keys are in RFC 8785 order (at, kind, post_id, reason, v), as canonicalJson writes them.
  await sql`create function log_post_deleted() returns trigger language plpgsql as $$
  begin
    if exists (select 1 from log_entries where kind = 'post' and post_id = old.id) then
      insert into log_entries (kind, post_id, body, created_at)
      values ('amend', old.id,
        '{"at":"' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ||
        '","kind":"amend","post_id":' || old.id || ',"reason":"deleted","v":1}',
        now());
    end if;
    return null;
  end $$`.execute(db);
  await sql`create trigger log_post_deleted after delete on posts for each row execute function log_post_deleted()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists log_post_deleted on posts`.execute(db);
  await sql`drop function if exists log_post_deleted()`.execute(db);
  await db.schema.dropTable('log_state').ifExists().execute();
  await db.schema.dropTable('log_entries').ifExists().execute();
  await sql`alter table media drop column sha256`.execute(db);
}
