/**
 * The supervisors' console: why an account was disabled and who deleted an institution, one live
 * institution per name in a taluk, and indexes for the lists and the DD feed, so a page never
 * scans every post (a state holds about 5,000 institutions and 5.5 million posts a year).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('disabled_reason', 'text')
    .execute();
  await db.schema.createIndex('accounts_role_created_idx').on('accounts').columns(['role', 'created_at']).execute();
  await db.schema.createIndex('accounts_created_by_idx').on('accounts').column('created_by').execute();
  await db.schema.createIndex('account_districts_district_idx').on('account_districts').column('district_id').execute();

  await db.schema
    .alterTable('organizations')
    .addColumn('deleted_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('organizations_created_idx').on('organizations').column('created_at').execute();
  // Two live institutions of one name in one taluk are a typing mistake; a deleted one frees the name.
  await sql`create unique index organizations_name_per_taluk on organizations (taluk_id, en_name) where deleted_at is null`.execute(
    db,
  );

  // The feed filters by day range, meal and institution and counts what it shows: an index that
  // answers those without reading the table.
  await db.schema
    .createIndex('posts_day_meal_idx')
    .on('posts')
    .columns(['day', 'meal', 'organization_id', 'status'])
    .execute();
  await db.schema
    .createIndex('holidays_active_idx')
    .on('holidays')
    .columns(['to_date', 'from_date'])
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'holidays_active_idx',
    'posts_day_meal_idx',
    'organizations_name_per_taluk',
    'organizations_created_idx',
    'account_districts_district_idx',
    'accounts_created_by_idx',
    'accounts_role_created_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable('organizations').dropColumn('deleted_by').execute();
  await db.schema.alterTable('accounts').dropColumn('disabled_reason').dropColumn('disabled_at').execute();
}
