/**
 * Reused photos and the supervisors' review (docs/review.md). Each stored photo keeps its PDQ
 * fingerprint beside its SHA-256 (`media.pdq`, 32 bytes, PDQ's quality, and the hashes of a few crops
 * of it, `pdq_variants`, 32 bytes each, so a copy cropped a little still matches). `post_photos` is one row
 * per photo of a post, with the post's institution, district and day copied in, so a new post's
 * photos are matched by two small index reads (the institution's last 90 days, the district's day)
 * and a byte copy by its hash, whatever the day. `post_checks` are the signals found on a post
 * (a reused photo and its match, a gallery photo, a doubted clock, a children photo said to show
 * no one, faces not looked for). `posts.review_state` is null for a post with no check, PENDING
 * until a supervisor decides, then ACCEPTED or REJECTED; `post_reviews` says who decided, when
 * and why. How each photo came in (camera or gallery) is `posts.photo_sources`, JSON.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table media add column pdq bytea, add column pdq_variants bytea, add column pdq_quality smallint`.execute(
    db,
  );
  await sql`alter table posts add column photo_sources text, add column review_state text
    check (review_state in ('PENDING', 'ACCEPTED', 'REJECTED'))`.execute(db);
  await sql`create index posts_review_queue_idx on posts (district_id, received_at, id) where review_state = 'PENDING'`.execute(
    db,
  );
  await sql`create table post_photos (
    post_id integer not null references posts (id) on delete cascade,
    slot smallint not null check (slot between 1 and 4),
    media_id integer not null references media (id),
    organization_id integer not null,
    district_id integer not null,
    day date not null,
    sha256 text,
    pdq bytea,
    pdq_variants bytea,
    primary key (post_id, slot)
  )`.execute(db);
  await sql`create index post_photos_org_day_idx on post_photos (organization_id, day)`.execute(db);
  await sql`create index post_photos_district_day_idx on post_photos (district_id, day)`.execute(db);
  await sql`create index post_photos_sha256_idx on post_photos (sha256)`.execute(db);
  // The photos of posts made before: matched by their bytes (their fingerprints are unknown).
  await sql`insert into post_photos (post_id, slot, media_id, organization_id, district_id, day, sha256)
    select p.id, s.slot, m.id, p.organization_id, p.district_id, p.day, m.sha256
    from posts p
    cross join lateral (values (1, p.image_1), (2, p.image_2), (3, p.image_3), (4, p.image_4)) as s (slot, media_id)
    join media m on m.id = s.media_id`.execute(db);
  await sql`create table post_checks (
    id serial primary key,
    post_id integer not null references posts (id) on delete cascade,
    kind text not null,
    slot smallint,
    match_post_id integer references posts (id) on delete set null,
    match_slot smallint,
    distance smallint,
    exact boolean not null default false
  )`.execute(db);
  await sql`create index post_checks_post_idx on post_checks (post_id)`.execute(db);
  await sql`create table post_reviews (
    post_id integer primary key references posts (id) on delete cascade,
    decision text not null check (decision in ('ACCEPTED', 'REJECTED')),
    reason text not null,
    reviewer_id integer not null references accounts (id),
    decided_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists post_reviews`.execute(db);
  await sql`drop table if exists post_checks`.execute(db);
  await sql`drop table if exists post_photos`.execute(db);
  await sql`drop index if exists posts_review_queue_idx`.execute(db);
  await sql`alter table posts drop column if exists photo_sources, drop column if exists review_state`.execute(db);
  await sql`alter table media drop column if exists pdq, drop column if exists pdq_variants, drop column if exists pdq_quality`.execute(
    db,
  );
}
