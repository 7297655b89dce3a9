/**
 * A DD's feed is a district's newest posts. Reading them through the state's day index meant
 * walking about 14,000 posts of other districts to find 10 (docs/benchmarks.md, P5), so each post
 * now carries its institution's district, kept equal to it by the code that moves an institution
 * (institutions.service.ts), and an index serves a district's page in feed order.
 * Also: a warden's list, newest first, reads an index in that order instead of sorting all of the
 * warden's posts (about 1,100 a year), and a partial index finds the photos still waiting for their
 * list rendition at start.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts add column district_id integer references districts (id)`.execute(db);
  await sql`update posts p set district_id = o.district_id from organizations o where o.id = p.organization_id`.execute(
    db,
  );
  await sql`alter table posts alter column district_id set not null`.execute(db);
  await sql`create index posts_district_feed_idx on posts (district_id, day, captured_at, id)`.execute(db);
  await sql`create index posts_warden_recent_idx on posts (warden_id, captured_at, id)`.execute(db);
  await sql`create index media_rendition_pending_idx on media (id) where low_res_path is null and current_ext = 'jpg'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_rendition_pending_idx').ifExists().execute();
  await db.schema.dropIndex('posts_warden_recent_idx').ifExists().execute();
  await db.schema.dropIndex('posts_district_feed_idx').ifExists().execute();
  await sql`alter table posts drop column district_id`.execute(db);
}
