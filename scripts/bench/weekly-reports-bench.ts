/**
 * `npm run bench:reports [-- --institutions 5000 --days 21 --png docs/screenshots/weekly-report-district.png]`:
 * times making one week's weekly audit reports, the state's and every district's (31 on the LGD
 * places), the way the Monday job does (reports.maker.ts), and prints the time and the total size.
 * It seeds a throw-away database with the state-scale data (seed-scale.ts): PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is set (./scripts/with-postgres.sh npm run bench:reports),
 * else PGlite in a temporary folder. With --png, pages 1 and 2 of a district's PDF (--district,
 * Dakshina Kannada: ದಕ್ಷಿಣ has the conjunct ಕ್ಷ) and the state's page 1 are rendered with pdftoppm,
 * to look at the layout and the Kannada shaping.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { isoWeekOf } from '@common/reports/report-weeks.ts';
import { addDays, istDate } from '@common/schedule.ts';
import type { AppContext } from '../../server/context.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { makeWeek, reportKey } from '../../server/modules/reports/reports.maker.ts';
import { DiskStore } from '../../server/storage/disk-store.ts';
import { seedScale } from './seed-scale.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const institutions = Number(arg('institutions') ?? (url ? 5000 : 1000));
  const days = Number(arg('days') ?? 21);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-reports-'));
  const database = await openDatabase({ url, dataDir });
  try {
    if (url) {
      await sql`drop schema public cascade`.execute(database.db);
      await sql`create schema public`.execute(database.db);
    }
    await migrateToLatest(database.db);
    const now = new Date();
    const { posts } = await seedScale(database.db, { institutions, days, now });
    const week = isoWeekOf(addDays(istDate(now), -7));
    const ctx = {
      db: database.db,
      clock: systemClock,
      config: { dataDir },
      files: new DiskStore(dataDir),
    } as unknown as AppContext;
    const start = performance.now();
    const made = await makeWeek(ctx, week);
    const seconds = (performance.now() - start) / 1000;
    const sizes = made.map((scope) => fs.statSync(path.join(dataDir, reportKey(week, scope))).size);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(
      `bench:reports ${week}, ${institutions} institutions (${posts} posts over ${days} days) on ${url ? 'PostgreSQL' : 'PGlite'}: ` +
        `${made.length} reports (state + ${made.length - 1} districts) in ${seconds.toFixed(1)} s; ` +
        `total ${(total / 1024 / 1024).toFixed(2)} MB, state ${(sizes[0]! / 1024).toFixed(0)} KB, ` +
        `largest district ${(Math.max(...sizes.slice(1)) / 1024).toFixed(0)} KB; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const png = arg('png');
    if (png) {
      const name = arg('district') ?? 'Dakshina Kannada';
      const row = await database.db.selectFrom('districts').select('id').where('name_en', '=', name).executeTakeFirst();
      const district = row ? `district-${row.id}` : made.find((scope) => scope.startsWith('district-'))!;
      const prefix = png.replace(/\.png$/, '');
      const render = (scope: string, last: number, out: string) =>
        spawnSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          String(last),
          path.join(dataDir, reportKey(week, scope)),
          out,
        ]);
      fs.copyFileSync(path.join(dataDir, reportKey(week, district)), `${prefix}.pdf`);
      render(district, 2, prefix);
      render('state', 1, `${prefix}-state`);
      console.log(
        `rendered ${district} as ${prefix}-1.png, ${prefix}-2.png and the state's page 1 as ${prefix}-state-1.png (the PDF: ${prefix}.pdf)`,
      );
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
