/**
 * How many faces were blurred in each photo of a post before it left the phone (docs/spec-notes.md, 'Blurring faces
 * on the phone'): found by the detector and added by hand, per slot, as the composer sent it (JSON text, like the X
 * queue's media ids). Posts made before face blurring have none.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column faces text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts drop column faces`.execute(db);
}
