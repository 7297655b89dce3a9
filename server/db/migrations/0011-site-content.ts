/**
 * The website's content (docs/spec-notes.md, 'The website's content and its review'). Media gain a library: folders
 * that nest, a flag that keeps wardens' photos out of it, alt text in both languages, and a version that a replaced
 * file's URL carries. A section's versions are append-only rows whose state alone changes; two partial unique indexes
 * hold "at most one open draft and one published version per section" even against two saves at once. Which media a
 * version uses is a table, so "where is this file used" is one query and a file in use cannot be deleted. Every step
 * of the review is an activity with who and when.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table media_folders (
    id serial primary key,
    name text not null,
    parent_id integer references media_folders (id),
    created_by integer not null references accounts (id),
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create unique index media_folders_name_idx on media_folders (coalesce(parent_id, 0), lower(name))`.execute(
    db,
  );
  await sql`alter table media add column folder_id integer references media_folders (id)`.execute(db);
  await sql`alter table media add column in_library boolean not null default false`.execute(db);
  await sql`alter table media add column alt_en text not null default ''`.execute(db);
  await sql`alter table media add column alt_kn text not null default ''`.execute(db);
  await sql`alter table media add column version integer not null default 1`.execute(db);
  await sql`create index media_library_idx on media (folder_id, id) where in_library`.execute(db);

  await sql`create table site_versions (
    id serial primary key,
    section_key text not null,
    version integer not null,
    items jsonb not null,
    state text not null,
    author_id integer not null references accounts (id),
    saved_by integer not null references accounts (id),
    restored_from integer,
    created_at timestamptz not null,
    state_changed_at timestamptz not null,
    unique (section_key, version)
  )`.execute(db);
  await sql`create unique index site_versions_open_idx on site_versions (section_key)
    where state in ('DRAFT', 'IN_REVIEW', 'PENDING_APPROVAL')`.execute(db);
  await sql`create unique index site_versions_published_idx on site_versions (section_key)
    where state = 'PUBLISHED'`.execute(db);
  await sql`create table site_version_media (
    version_id integer not null references site_versions (id),
    media_id integer not null references media (id) on delete cascade,
    primary key (version_id, media_id)
  )`.execute(db);
  await sql`create index site_version_media_media_idx on site_version_media (media_id)`.execute(db);
  await sql`create table site_activities (
    id serial primary key,
    section_key text not null,
    version integer not null,
    activity_type text not null,
    actor_id integer not null references accounts (id),
    comment text,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index site_activities_section_idx on site_activities (section_key, version)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table site_activities`.execute(db);
  await sql`drop table site_version_media`.execute(db);
  await sql`drop table site_versions`.execute(db);
  await sql`drop index media_library_idx`.execute(db);
  for (const column of ['version', 'alt_kn', 'alt_en', 'in_library', 'folder_id'])
    await sql`alter table media drop column ${sql.raw(column)}`.execute(db);
  await sql`drop table media_folders`.execute(db);
}
