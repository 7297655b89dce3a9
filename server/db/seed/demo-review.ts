/**
 * A few flagged demo posts, so the review queue of the demo's DD (Mysuru district) is not empty
 * on first start (docs/review.md): the demo posts' photos are recorded for matching as a real post's
 * are, then three recent posts of the district get one check each, as the arrival step would have
 * written them: a plate photo that is a byte copy of the day before's (every demo post shares the
 * same four generated photos, so this one is literally true), a kitchen photo picked from the
 * gallery, and a phone clock that was not believed.
 */
import { sql, type Kysely } from 'kysely';
import { addDays, istDate } from '@common/schedule.ts';
import type { DB } from '../schema.ts';

export async function seedDemoReview(db: Kysely<DB>, now: Date, districtId: number): Promise<void> {
  await sql`insert into post_photos (post_id, slot, media_id, organization_id, district_id, day, sha256, pdq, pdq_variants)
    select p.id, s.slot, m.id, p.organization_id, p.district_id, p.day, m.sha256, m.pdq, m.pdq_variants
    from posts p
    cross join lateral (values (1, p.image_1), (2, p.image_2), (3, p.image_3), (4, p.image_4)) as s (slot, media_id)
    join media m on m.id = s.media_id
    on conflict do nothing`.execute(db);
  const yesterday = addDays(istDate(now), -1);
  const recent = await db
    .selectFrom('posts')
    .select(['id', 'organization_id', 'meal'])
    .where('district_id', '=', districtId)
    .where('day', '=', yesterday)
    .orderBy('received_at')
    .limit(3)
    .execute();
  if (recent.length < 3) return;
  const [reused, gallery, clock] = recent as [(typeof recent)[0], (typeof recent)[0], (typeof recent)[0]];
  const before = await db
    .selectFrom('posts')
    .select('id')
    .where('organization_id', '=', reused.organization_id)
    .where('day', '=', addDays(yesterday, -1))
    .where('meal', '=', reused.meal)
    .executeTakeFirst();
  await db
    .insertInto('post_checks')
    .values([
      before
        ? {
            post_id: reused.id,
            kind: 'REUSED_PHOTO',
            slot: 2,
            match_post_id: before.id,
            match_slot: 2,
            distance: 0,
            exact: true,
          }
        : { post_id: reused.id, kind: 'GALLERY_PHOTO', slot: 2 },
      { post_id: gallery.id, kind: 'GALLERY_PHOTO', slot: 3 },
      { post_id: clock.id, kind: 'CLOCK_SUSPECT', slot: null },
    ])
    .execute();
  await db
    .updateTable('posts')
    .set({ review_state: 'PENDING' })
    .where(
      'id',
      'in',
      recent.map((p) => p.id),
    )
    .execute();
}
