/**
 * Lockout counts by the email tried, not only by account, so an unknown email locks exactly as a
 * known one does and a 429 tells nobody which emails have accounts.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failures').addColumn('email', 'text').execute();
  await db.schema.createIndex('login_failures_email_idx').on('login_failures').columns(['email', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_failures_email_idx').ifExists().execute();
  await db.schema.alterTable('login_failures').dropColumn('email').execute();
}
