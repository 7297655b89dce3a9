/**
 * Posting: the meal schedule per institution type (dated, so a change never re-judges the past),
 * holidays, uploaded media, posts with their judgement, and a daily roll-up kept on write so the
 * counts never rescan every post.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meal_schedules')
    .addColumn('organization_type', 'text', (c) => c.notNull())
    .addColumn('meal', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('opens_min', 'integer', (c) => c.notNull())
    .addColumn('due_min', 'integer', (c) => c.notNull())
    .addColumn('late_min', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addPrimaryKeyConstraint('meal_schedules_pk', ['organization_type', 'meal', 'effective_from'])
    .execute();
  // The default schedule (docs/product.md, 'Deadlines') for every institution type, in force from the start.
  const slots = [
    ['BREAKFAST', 6 * 60, 9 * 60, 11 * 60],
    ['LUNCH', 11 * 60 + 30, 13 * 60 + 30, 15 * 60 + 30],
    ['DINNER', 17 * 60 + 30, 19 * 60 + 30, 21 * 60 + 30],
  ] as const;
  for (const type of ['HOSTEL', 'RESIDENTIAL_SCHOOL', 'ASHRAM_SCHOOL', 'OTHER']) {
    for (const [meal, opens, due, late] of slots) {
      await sql`insert into meal_schedules (organization_type, meal, effective_from, opens_min, due_min, late_min) values (${type}, ${meal}, '2000-01-01', ${opens}, ${due}, ${late})`.execute(
        db,
      );
    }
  }

  await db.schema
    .createTable('holidays')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('from_date', 'date', (c) => c.notNull())
    .addColumn('to_date', 'date', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('declared_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('declared_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('holidays_org_idx').on('holidays').columns(['organization_id', 'from_date']).execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('idempotency_key', 'text')
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('original_ext', 'text', (c) => c.notNull())
    .addColumn('current_ext', 'text', (c) => c.notNull())
    .addColumn('original_size', 'integer', (c) => c.notNull())
    .addColumn('current_size', 'integer', (c) => c.notNull())
    .addColumn('high_res_path', 'text', (c) => c.notNull())
    .addColumn('low_res_path', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index media_idempotency on media (owner_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
  await db.schema.createIndex('media_unused_idx').on('media').columns(['used_at', 'created_at']).execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('warden_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('meal', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_1', 'integer', (c) => c.notNull().references('media.id'))
    .addColumn('image_2', 'integer', (c) => c.references('media.id'))
    .addColumn('image_3', 'integer', (c) => c.references('media.id'))
    .addColumn('image_4', 'integer', (c) => c.references('media.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('captured_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('judged_at', 'timestamptz', (c) => c.notNull())
    .addColumn('clock_suspect', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('exif_taken_at', 'timestamptz')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addUniqueConstraint('posts_one_per_meal', ['organization_id', 'day', 'meal'])
    .execute();
  await db.schema.createIndex('posts_org_day_idx').on('posts').columns(['organization_id', 'day']).execute();
  await db.schema.createIndex('posts_warden_idx').on('posts').columns(['warden_id', 'id']).execute();
  await db.schema.createIndex('posts_day_idx').on('posts').columns(['day', 'status']).execute();

  await db.schema
    .createTable('stat_daily')
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('on_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delayed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('after_deadline', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('stat_daily_pk', ['organization_id', 'day'])
    .execute();
  await db.schema.createIndex('stat_daily_day_idx').on('stat_daily').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stat_daily', 'posts', 'media', 'holidays', 'meal_schedules']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
