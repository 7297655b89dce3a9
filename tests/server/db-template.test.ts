/**
 * The database template (tests/support/db-template.ts) must give every test app what a fresh seed at
 * its clock would: a copy of a template seeded hours earlier on the same day, its times moved, is
 * compared table by table with a fresh seed at the test's clock. Only what differs between any two
 * seeds is left out: salted hashes, encrypted secrets, the random names of media files, the log's
 * checkpoint (signed with each DATA_DIR's own key), and the times the database itself stamps (now()
 * defaults, the real time, not the test's clock).
 */
import { afterAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { istInstant } from '@common/schedule.ts';
import { FakeClock } from '@server/lib/clock.ts';
import { seedClockKey } from '../support/db-template-times.ts';
import { makeTestApp, type TestApp } from '../support/test-app.ts';

const RANDOM = new Set([
  'accounts.password_hash',
  'accounts.totp_secret',
  'organizations.twitter_secret',
  'media.high_res_path',
  'media.low_res_path',
  // Signed with the log key each DATA_DIR generates on first start (docs/log.md).
  'log_state.checkpoint',
  // Which process's sequencer holds its lease at the moment of reading (docs/log.md, 'Sequencing').
  'log_state.lease_owner',
  'log_state.lease_until',
]);
const built = istInstant('2026-11-18', 16 * 60).getTime();
const later = built + (4 * 60 + 50) * 60_000; // 20:50 IST: the same meals closed, a shift of hours

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function make(at: number, template: boolean): Promise<TestApp> {
  const before = process.env.TEST_DB_TEMPLATE;
  if (!template) process.env.TEST_DB_TEMPLATE = 'off';
  try {
    const t = await makeTestApp({ clock: new FakeClock(at), seedPosts: true });
    apps.push(t);
    return t;
  } finally {
    if (before === undefined) delete process.env.TEST_DB_TEMPLATE;
    else process.env.TEST_DB_TEMPLATE = before;
  }
}

/** Every row of every table, sorted, without what differs between any two seeds. */
async function contents(t: TestApp): Promise<Record<string, string[]>> {
  const db = t.app.ctx.db;
  // The rendition queue works on the demo photos at start: both copies are compared once it is done.
  await expect
    .poll(
      async () =>
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from media where low_res_path is null and current_ext = 'jpg'`.execute(db)
        ).rows[0]!.n,
    )
    .toBe(0);
  // The posts the seed wrote are logged at start, late (docs/log.md, 'Posts from before the log'):
  // compared once a signed checkpoint covers them all.
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>`select (select count(*) from posts)::int
            - (select count(*) from log_entries where integrated_at is not null)::int as n`.execute(db)
        ).rows[0]!.n,
      { timeout: 30_000, interval: 100 },
    )
    .toBe(0);
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(db);
  const out: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    out[name] = rows.rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row).map(([column, value]) => {
            if (RANDOM.has(`${name}.${column}`)) return [column, 'random'];
            const stampedByDatabase = value instanceof Date && Math.abs(value.getTime() - Date.now()) < 30 * 60_000;
            return [column, stampedByDatabase ? 'now()' : value];
          }),
        ),
      )
      .sort();
  }
  return out;
}

it('a copy of a template seeded earlier that day holds what a fresh seed at the test clock does', async () => {
  expect(seedClockKey(new Date(later))).toBe(seedClockKey(new Date(built)));
  await make(built, true);
  const copied = await contents(await make(later, true));
  const fresh = await contents(await make(later, false));
  expect(Object.keys(copied).length).toBeGreaterThan(20);
  expect(copied.posts!.length).toBeGreaterThan(1000);
  expect(copied).toEqual(fresh);
  // Three databases built from the migrations, two of them seeded with posts: 9 s on a quiet box,
  // over 30 s with another file running beside it on a busy one.
}, 120_000);

it('a seed at another day or with other meals closed is another template', () => {
  const key = seedClockKey(new Date(built));
  expect(seedClockKey(new Date(built + 24 * 3_600_000))).not.toBe(key);
  expect(seedClockKey(istInstant('2026-11-18', 22 * 60))).not.toBe(key);
});
