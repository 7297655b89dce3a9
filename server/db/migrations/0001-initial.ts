/**
 * The first tables: accounts, places, institutions with their warden, refresh tokens,
 * one-time codes and the audit log.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email_id', 'text', (c) => c.notNull().unique())
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('validation_method', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('totp_secret', 'text')
    .addColumn('is_2fa_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('districts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('lgd_code', 'integer', (c) => c.unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_kn', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('taluks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('lgd_code', 'integer', (c) => c.unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_kn', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('taluks_district_idx').on('taluks').column('district_id').execute();

  await db.schema
    .createTable('account_districts')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addPrimaryKeyConstraint('account_districts_pk', ['account_id', 'district_id'])
    .execute();

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('en_name', 'text', (c) => c.notNull())
    .addColumn('kn_name', 'text', (c) => c.notNull())
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('taluk_id', 'integer', (c) => c.notNull().references('taluks.id'))
    .addColumn('organization_type', 'text', (c) => c.notNull())
    .addColumn('hostel_type', 'text')
    .addColumn('warden_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('twitter_id', 'text')
    .addColumn('twitter_secret', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_reason', 'text')
    .execute();
  await db.schema.createIndex('organizations_warden_idx').on('organizations').column('warden_id').execute();
  await db.schema
    .createIndex('organizations_place_idx')
    .on('organizations')
    .columns(['district_id', 'taluk_id'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_account_idx').on('refresh_tokens').column('account_id').execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_codes_account_idx')
    .on('one_time_codes')
    .columns(['account_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'one_time_codes',
    'refresh_tokens',
    'organizations',
    'account_districts',
    'taluks',
    'districts',
    'accounts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
