/**
 * Demo records the accessibility test needs before it opens a browser: ids for the detail routes
 * (one of warden@example.org's posts, its institution, the warden) and an active holiday at another
 * Mysuru institution, so the DD's holiday list has a row to revoke (the seed's only holiday is in
 * Bidar, outside the DD's district). Read and written straight in the database, as set-up.
 */
import { addDays, istDate } from '@common/schedule.ts';
import type { RunningServer } from './server.ts';
import { ids } from './a11y-screens.ts';

export async function prepareDemoRecords(server: RunningServer): Promise<void> {
  const db = server.app.ctx.db;
  const warden = await db
    .selectFrom('accounts')
    .select('id')
    .where('email_id', '=', 'warden@example.org')
    .executeTakeFirstOrThrow();
  const post = await db
    .selectFrom('posts')
    .select(['id', 'organization_id', 'district_id'])
    .where('warden_id', '=', warden.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  Object.assign(ids, { post: post.id, organization: post.organization_id, warden: warden.id });

  const neighbour = await db
    .selectFrom('organizations')
    .select(['id', 'warden_id'])
    .where('district_id', '=', post.district_id)
    .where((eb) => eb.or([eb('warden_id', 'is', null), eb('warden_id', '!=', warden.id)]))
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const today = istDate(Date.now());
  await db
    .insertInto('holidays')
    .values({
      organization_id: neighbour.id,
      from_date: today,
      to_date: addDays(today, 1),
      reason: 'Annual day (test)',
      declared_by: neighbour.warden_id,
      declared_at: new Date(),
    })
    .execute();
}
