/**
 * The list renditions' queue shared by every server process (docs/spec-notes.md, 'Several processes'): a process
 * claims a pending photo by setting its lease, so two processes never make the same rendition and one that dies lets
 * go of its photo when the lease ends. A photo whose rendition failed three times is left to show its full image in
 * lists, instead of being tried at every lease forever.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table media add column rendition_lease_until timestamptz`.execute(db);
  await sql`alter table media add column rendition_attempts integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table media drop column rendition_attempts`.execute(db);
  await sql`alter table media drop column rendition_lease_until`.execute(db);
}
