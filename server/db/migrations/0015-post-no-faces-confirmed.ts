/**
 * The warden's answer when they removed the last blurred area of the children's photo (photo 4):
 * that no child's face can be seen in it (docs/spec-notes.md 'Removing a box the phone found').
 * One answer per post, false for posts made before and for posts where it was never asked. How
 * many of the phone's boxes were removed is per photo, in the faces JSON of migration 0010.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column no_faces_confirmed boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts drop column no_faces_confirmed`.execute(db);
}
