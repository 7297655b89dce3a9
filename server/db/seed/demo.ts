/**
 * Seeds the demo data on first start with an empty database (docs/product.md, 'Running it'): places, accounts,
 * about forty institutions (some incomplete: no warden, no X account), two months of posts and a
 * published public website (demo-site.ts). Tests that skip the posts skip the website too, so the
 * site's own tests start from sections never written.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { encrypt } from '../../lib/secrets.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, WARDEN_NAMES } from './demo-accounts.ts';
import { DEMO_PLACES } from './places-demo.ts';
import { INSTITUTION_KINDS, institutionName } from './demo-institutions.ts';
import { seedDemoPhotos } from './demo-photos.ts';
import { seedDemoReview } from './demo-review.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedDemoSite } from './demo-site.ts';
import type { FileStore } from '../../storage/file-store.ts';

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function seedDemo(
  db: Kysely<DB>,
  keys: { encryption: Buffer },
  files: FileStore,
  now: Date,
  withPosts = true,
): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const taluks: { id: number; districtId: number; district: string; en: string; kn: string }[] = [];
    for (const d of DEMO_PLACES) {
      const district = await trx
        .insertInto('districts')
        .values({ lgd_code: d.lgd, name_en: d.en, name_kn: d.kn })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [lgd, en, kn] of d.taluks) {
        const t = await trx
          .insertInto('taluks')
          .values({ district_id: district.id, lgd_code: lgd, name_en: en, name_kn: kn })
          .returning('id')
          .executeTakeFirstOrThrow();
        taluks.push({ id: t.id, districtId: district.id, district: d.en, en, kn });
      }
    }

    const ids: Record<string, number> = {};
    for (const a of DEMO_ACCOUNTS) {
      const row = await trx
        .insertInto('accounts')
        .values({
          first_name: a.first,
          last_name: a.last,
          email_id: a.email,
          phone_number: a.phone,
          password_hash: hash,
          role: a.role,
          validation_method: a.step,
          totp_secret: a.totp ? encrypt(keys.encryption, a.totp) : null,
          is_2fa_enabled: Boolean(a.totp),
          created_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[a.email] = row.id;
    }
    const mysuru = taluks.find((t) => t.district === 'Mysuru')!.districtId;
    await trx
      .insertInto('account_districts')
      .values({ account_id: ids['dd@example.org']!, district_id: mysuru })
      .execute();

    // One institution per taluk, two in the Mysuru taluks: about forty.
    const plan = taluks.flatMap((t) => (t.district === 'Mysuru' ? [t, t] : [t]));
    let generated = 0;
    for (const [i, taluk] of plan.entries()) {
      const kind = INSTITUTION_KINDS[i % INSTITUTION_KINDS.length]!;
      const name = institutionName(kind, taluk);
      let wardenId: number | null = null;
      if (taluk.en === 'Mysuru' && !plan.slice(0, i).some((t) => t.en === 'Mysuru'))
        wardenId = ids['warden@example.org']!;
      else if (taluk.en === 'Hunsur' && !plan.slice(0, i).some((t) => t.en === 'Hunsur'))
        wardenId = ids['warden@example.org']!;
      else if (taluk.en === 'Bidar' && taluk.district === 'Bidar') wardenId = ids['warden2@example.org']!;
      else if (i % 7 !== 3) {
        const first = WARDEN_NAMES[generated % WARDEN_NAMES.length]!;
        generated += 1;
        const w = await trx
          .insertInto('accounts')
          .values({
            first_name: first,
            last_name: taluk.en,
            email_id: `warden${generated + 2}@example.org`,
            phone_number: `98450${String(10000 + generated)}`,
            password_hash: hash,
            role: 'WARDEN',
            validation_method: 'email',
            created_by: ids['admin@example.org']!,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        wardenId = w.id;
      }
      const hasX = i % 5 !== 4;
      await trx
        .insertInto('organizations')
        .values({
          en_name: name.en,
          kn_name: name.kn,
          district_id: taluk.districtId,
          taluk_id: taluk.id,
          organization_type: kind.type,
          hostel_type: kind.hostel,
          warden_id: wardenId,
          twitter_id: hasX ? `kar_hostel_${String(i + 1).padStart(3, '0')}` : null,
          twitter_secret: hasX && i % 3 !== 2 ? encrypt(keys.encryption, `demo-x-secret-${i + 1}`) : null,
          created_by: ids['admin@example.org']!,
        })
        .execute();
    }
  });
  if (withPosts) {
    await seedPostsFor(db, files, now);
    await seedDemoSite(db, files, now);
  }
}

async function seedPostsFor(db: Kysely<DB>, files: FileStore, now: Date): Promise<void> {
  const account = (email: string) =>
    db.selectFrom('accounts').select('id').where('email_id', '=', email).executeTakeFirstOrThrow();
  const [admin, warden, warden2] = await Promise.all([
    account('admin@example.org'),
    account('warden@example.org'),
    account('warden2@example.org'),
  ]);
  const open = await db.selectFrom('organizations').select('id').where('warden_id', '=', warden.id).execute();
  const onHoliday = await db
    .selectFrom('organizations')
    .select('id')
    .where('warden_id', '=', warden2.id)
    .executeTakeFirst();
  const photos = await seedDemoPhotos(db, files, admin.id, now);
  await seedDemoPosts(
    db,
    now,
    photos,
    open.map((o) => o.id),
    onHoliday?.id ?? null,
    warden2.id,
  );
  // The demo DD's district (the demo warden's hostels are in it) gets a few posts to review.
  const district = await db
    .selectFrom('organizations')
    .select('district_id')
    .where('warden_id', '=', warden.id)
    .executeTakeFirst();
  if (district) await seedDemoReview(db, now, district.district_id);
}
