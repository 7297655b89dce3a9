/**
 * An account's access tokens issued before this instant stop working: a password change, a reset or
 * a 2FA reset ends every session at once, not an hour later when the token would expire.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('sessions_valid_after', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('sessions_valid_after').execute();
}
