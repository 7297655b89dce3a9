/**
 * Sign-in hardening and recovery: failed-login records for lockout, TOTP recovery codes,
 * password-reset requests with their activities.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account_idx')
    .on('login_failures')
    .columns(['account_id', 'at'])
    .execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'at']).execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('recovery_codes_account_idx').on('recovery_codes').column('account_id').execute();

  await db.schema
    .createTable('reset_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reset_requests_account_idx')
    .on('reset_requests')
    .columns(['account_id', 'id'])
    .execute();
  // At most one open request per account, whatever races.
  await sql`create unique index reset_requests_one_open on reset_requests (account_id) where is_open`.execute(db);

  await db.schema
    .createTable('reset_activities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('request_id', 'integer', (c) => c.notNull().references('reset_requests.id').onDelete('cascade'))
    .addColumn('activity_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reset_activities_request_idx').on('reset_activities').column('request_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reset_activities', 'reset_requests', 'recovery_codes', 'login_failures']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
