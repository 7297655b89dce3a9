/**
 * P5, state scale: `npm run seed:scale [-- --institutions 5000 --days 365 --reset --small --free-days 1]`.
 * Fills the database named by DATABASE_URL (or TEST_DATABASE_URL, which scripts/with-postgres.sh
 * exports) with the places (the LGD importer, from ../shared/data/karnataka-taluks-lgd.csv when
 * present, else 31 districts × ~8 synthesised taluks), one warden per institution, DAYS days × 3 meals
 * of posts ending yesterday (today stays free for bench:spike; `--free-days 3` leaves the two days
 * before today free too, for the soak's --fresh-posts) and the stat_daily roll-up. Everything
 * bulk is one `INSERT … SELECT generate_series(…)` in PostgreSQL, not rows sent from Node.
 * PGlite (no DATABASE_URL) is refused unless `--small` (200 institutions × 60 days).
 * Accounts, all with the password SCALE_PASSWORD: admin@scale.example.org (ADMIN),
 * dd@scale.example.org (DD of the first district), dd2..ddN@scale.example.org (one for each other
 * district, also added by bench:server to an older seed), warden1..N@scale.example.org.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { addDays, istDate } from '@common/schedule.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { DB } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { parseLgdCsv } from '../../server/modules/places/lgd-csv.ts';
import { importPlaces } from '../../server/modules/places/places-import.repository.ts';

export const SCALE_PASSWORD = 'Scale@2025';
export const SCALE_ADMIN = 'admin@scale.example.org';
export const SCALE_ADMIN_PHONE = '9845100001';
export const SCALE_DD = 'dd@scale.example.org';
export const scaleWarden = (n: number) => `warden${n}@scale.example.org`;
/** One DD per district besides SCALE_DD (the first district's): district n's is scaleDd(n). */
export const scaleDd = (n: number) => `dd${n}@scale.example.org`;

/** Adds a DD for every district after the first (idempotent: an existing address is kept). */
export async function seedDistrictDirectors(db: Kysely<DB>, hash: string): Promise<void> {
  await sql`insert into accounts (first_name, last_name, email_id, phone_number, password_hash, role, validation_method)
    select 'District', 'DD ' || n, 'dd' || n || '@scale.example.org', '98451' || lpad(n::text, 5, '0'), ${hash}, 'DD', 'email'
    from (select row_number() over (order by id) as n from districts) d where n > 1
    on conflict do nothing`.execute(db);
  await sql`insert into account_districts (account_id, district_id)
    select a.id, d.id from (select id, row_number() over (order by id) as n from districts) d
    join accounts a on a.email_id = 'dd' || d.n || '@scale.example.org'
    on conflict do nothing`.execute(db);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const LGD_CSV = path.resolve(here, '../../../shared/data/karnataka-taluks-lgd.csv');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

async function seedPlaces(db: Kysely<DB>): Promise<void> {
  if (fs.existsSync(LGD_CSV)) {
    const rows = parseLgdCsv(fs.readFileSync(LGD_CSV, 'utf8'));
    await importPlaces(db, rows);
    return;
  }
  // No LGD file: 31 districts with 7 or 8 taluks each (240 in all).
  await sql`insert into districts (lgd_code, name_en, name_kn) select 900 + g, 'District ' || g, 'ಜಿಲ್ಲೆ ' || g from generate_series(1, 31) g`.execute(
    db,
  );
  await sql`insert into taluks (district_id, lgd_code, name_en, name_kn)
    select d.id, 9000 + g, 'Taluk ' || g, 'ತಾಲ್ಲೂಕು ' || g
    from generate_series(1, 240) g join districts d on d.lgd_code = 900 + 1 + (g - 1) % 31`.execute(db);
}

export async function seedScale(
  db: Kysely<DB>,
  opts: { institutions: number; days: number; now: Date; freeDays?: number },
): Promise<{ posts: number }> {
  const { institutions, days } = opts;
  const last = addDays(istDate(opts.now), -(opts.freeDays ?? 1));
  const hash = await hashPassword(SCALE_PASSWORD);
  await timed('places', () => seedPlaces(db));
  await timed('accounts and institutions', async () => {
    const admin = await db
      .insertInto('accounts')
      .values({
        first_name: 'Scale',
        last_name: 'Admin',
        email_id: SCALE_ADMIN,
        phone_number: SCALE_ADMIN_PHONE,
        password_hash: hash,
        role: 'ADMIN',
        validation_method: 'email',
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dd = await db
      .insertInto('accounts')
      .values({
        first_name: 'Scale',
        last_name: 'DD',
        email_id: SCALE_DD,
        phone_number: '9845100002',
        password_hash: hash,
        role: 'DD',
        validation_method: 'email',
        created_by: admin.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into account_districts (account_id, district_id) select ${dd.id}, min(id) from districts`.execute(
      db,
    );
    await seedDistrictDirectors(db, hash);
    await sql`insert into accounts (first_name, last_name, email_id, phone_number, password_hash, role, validation_method, created_by)
      select 'Warden', 'No. ' || g, 'warden' || g || '@scale.example.org', '7' || lpad(g::text, 9, '0'), ${hash}, 'WARDEN', 'email', ${admin.id}
      from generate_series(1, ${institutions}) g`.execute(db);
    // Institution g goes to taluk (g - 1) mod 240, so each taluk holds about 21 and each district about 160.
    await sql`with t as (select id, district_id, row_number() over (order by id) - 1 as k, count(*) over () as c from taluks),
        w as (select id, substring(email_id from '^warden([0-9]+)@scale')::int as g from accounts where email_id like 'warden%@scale.example.org')
      insert into organizations (en_name, kn_name, district_id, taluk_id, organization_type, hostel_type, warden_id, twitter_id, created_by)
      select 'government hostel no. ' || w.g, 'ಸರ್ಕಾರಿ ವಿದ್ಯಾರ್ಥಿನಿಲಯ ' || w.g, t.district_id, t.id,
        (array['HOSTEL','HOSTEL','HOSTEL','HOSTEL','RESIDENTIAL_SCHOOL','ASHRAM_SCHOOL'])[1 + w.g % 6],
        (array['PRE_MATRIC_BOYS','PRE_MATRIC_GIRLS','POST_MATRIC_BOYS','POST_MATRIC_GIRLS',null,null])[1 + w.g % 6],
        w.id, case when w.g % 5 = 4 then null else 'kar_hostel_' || w.g end, ${admin.id}
      from w join t on t.k = (w.g - 1) % t.c`.execute(db);
    // Four shared photo rows: the lists read media ids and paths, never the files.
    await sql`insert into media (owner_id, media_type, mime, original_name, original_ext, current_ext, original_size, current_size, high_res_path, low_res_path, width, height, used_at, created_at)
      select ${admin.id}, 'image', 'image/webp', 'scale-' || g || '.jpg', 'jpg', 'webp', 200000, 200000, 'media/scale/' || g || '.webp', 'media/scale/' || g || '-sm.webp', 1600, 1200, now(), now()
      from generate_series(1, 4) g`.execute(db);
  });

  const first = addDays(last, 1 - days);
  const photos = (await db.selectFrom('media').select('id').orderBy('id').limit(4).execute()).map((m) => m.id);
  let posts = 0;
  // One statement per 30 days, so progress shows. 8 % of meals go unposted; of the rest 78 % on time,
  // 14 % delayed and 8 % after the deadline (the demo's mix), at a minute inside the window.
  for (let from = first; from <= last; from = addDays(from, 30)) {
    const to = addDays(from, 29) < last ? addDays(from, 29) : last;
    const result = await timed(`posts ${from}..${to}`, () =>
      sql`insert into posts (client_id, organization_id, district_id, warden_id, meal, day, content, image_1, image_2, image_3, image_4, status, captured_at, received_at, judged_at)
        select md5(o.id || '/' || d::date || '/' || m.meal)::uuid, o.id, o.district_id, o.warden_id, m.meal, d::date,
          (array['Rice, sambar, beans palya and curd','Chapati, dal, vegetable kurma and banana','Ragi mudde, saaru and buttermilk','Idli, chutney and sambar','Upma, kesari bath and milk','Bisi bele bath, papad and curd rice'])[1 + (x.r2 * 6)::int % 6],
          ${photos[0]}, ${photos[1]}, ${photos[2]}, ${photos[3]},
          s.status, s.at, s.at + interval '20 seconds', s.at
        from organizations o
        cross join generate_series(${from}::date, ${to}::date, interval '1 day') d
        cross join (values ('BREAKFAST', 360, 540, 660), ('LUNCH', 690, 810, 930), ('DINNER', 1050, 1170, 1290)) m(meal, opens, due, late)
        cross join lateral (select (hashtext(o.id || ':' || d::date || ':' || m.meal) & 1048575) / 1048576.0 as r,
                                   (hashtext(m.meal || ':' || o.id || ':' || d::date) & 1048575) / 1048576.0 as r2) x
        cross join lateral (select
            case when x.r < 0.8 then 'POSTED_ON_TIME' when x.r < 0.92 then 'POSTED_WITH_DELAY' else 'POST_NOT_CONSIDERED' end as status,
            (d::date + make_interval(mins => case when x.r < 0.8 then m.opens + (x.r2 * (m.due - m.opens))::int
                                               when x.r < 0.92 then m.due + 1 + (x.r2 * (m.late - m.due - 2))::int
                                               else m.late + 5 + (x.r2 * 60)::int end))::timestamp at time zone 'Asia/Kolkata' as at) s
        where x.r2 >= 0.08 or x.r >= 0.9`.execute(db),
    );
    posts += Number(result.numAffectedRows ?? 0);
  }
  await timed('stat_daily roll-up', () =>
    sql`insert into stat_daily (organization_id, day, on_time, delayed, after_deadline)
      select organization_id, day,
        count(*) filter (where status = 'POSTED_ON_TIME'),
        count(*) filter (where status = 'POSTED_WITH_DELAY'),
        count(*) filter (where status = 'POST_NOT_CONSIDERED')
      from posts group by organization_id, day`.execute(db),
  );
  await timed('analyze', () => sql`analyze`.execute(db));
  return { posts };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const small = flag('small');
  if (!url && !small) {
    console.error(
      'seed:scale needs PostgreSQL: set DATABASE_URL (or run it inside ./scripts/with-postgres.sh). On PGlite, pass --small.',
    );
    process.exit(2);
  }
  const institutions = Number(arg('institutions') ?? (small ? 200 : 5000));
  const days = Number(arg('days') ?? (small ? 60 : 365));
  const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hm-scale-'));
  const database = await openDatabase({ url, dataDir });
  try {
    if (flag('reset') && url) {
      await sql`drop schema public cascade`.execute(database.db);
      await sql`create schema public`.execute(database.db);
    }
    await migrateToLatest(database.db);
    const existing = await database.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) {
      console.error('seed:scale: the database is not empty (pass --reset to drop everything in it first).');
      process.exitCode = 2;
      return;
    }
    const start = performance.now();
    const freeDays = Number(arg('free-days') ?? 1);
    const { posts } = await seedScale(database.db, { institutions, days, now: new Date(), freeDays });
    const seconds = (performance.now() - start) / 1000;
    const rollup = await database.db
      .selectFrom('stat_daily')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const size = url
      ? (
          await sql<{ s: string }>`select pg_size_pretty(pg_database_size(current_database())) as s`.execute(
            database.db,
          )
        ).rows[0]!.s
      : 'n/a';
    console.log(
      `seed:scale ${institutions} institutions × ${days} days × 3 meals: ${posts} posts, ${Number(rollup.n)} stat_daily rows in ${seconds.toFixed(1)} s (${Math.round(posts / seconds)} rows/s; database ${size}; load ${os.loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
