/**
 * The soak (docs/benchmarks.md, 'Soak'): `npm run soak [-- --minutes 10 --seed]` inside ./scripts/with-postgres.sh
 * (or with DATABASE_URL). `--seed` first runs `seed:scale --institutions 200 --days 30 --reset`.
 * Starts the real server as a child process (soak-server.ts) and plays 200 users over keep-alive
 * HTTP, each signed in through the real password and code steps and looping with 1–3 s think times:
 * 150 wardens (upload a small JPEG, post a meal, read stat/warden-home and tweet/warden), 43 DD
 * sessions (the 31 DDs, 12 of them twice: dd-home, tweets/dd-home, the taluk league table, the
 * taluk days) and 7 admin sessions (admin-home, the district league table). Expected answers: 200
 * for reads, 201 for uploads, 201 for a post or 409 when that meal of the day is already posted
 * (a warden posts once per institution, day and meal; counted apart, not as an error); anything else,
 * or no answer, is an error. Samples the server's RSS every 10 s. Exit 1 on any error or an RSS
 * growth of 10 % or more over the last 5 minutes.
 * `--fresh-posts` (soak-fresh.ts): every post creates a new one. `--seed` then seeds 1,800
 * institutions with today and the two days before free, the 150 warden users each play 12 wardens'
 * sessions, a 409 is an error, and the database is checked after the run (posts, roll-ups, renditions).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { DEFAULT_SLOTS, MEALS, addDays, istDate, istInstant, slotFor, type Meal } from '@common/schedule.ts';
import { SCALE_ADMIN, SCALE_ADMIN_PHONE, SCALE_DD, SCALE_PASSWORD, scaleDd, scaleWarden } from './seed-scale.ts';
import { startSoakServer } from './soak-server.ts';
import { rssGrowth, Tally, type RssSample } from './soak-report.ts';
import { soakUsers, type WardenTurn } from './soak-users.ts';
import { FREE_DAYS, freshChecks, freshUsers, SESSIONS_PER_USER } from './soak-fresh.ts';

const argAt = (name: string) => process.argv.indexOf(`--${name}`);
const MINUTES = argAt('minutes') > 0 ? Number(process.argv[argAt('minutes') + 1]) : 10;
const WARDENS = 150;
const DISTRICTS = 31;
const DD_SESSIONS = 43;
const ADMIN_SESSIONS = 7;
const WINDOW_S = Math.min(300, MINUTES * 30);
const FRESH = process.argv.includes('--fresh-posts');
const INSTITUTIONS = FRESH ? WARDENS * SESSIONS_PER_USER : 200;

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('soak needs PostgreSQL: set DATABASE_URL, or run it inside ./scripts/with-postgres.sh.');
  process.exit(2);
}
if (process.argv.includes('--seed')) {
  const seed = spawnSync(
    process.execPath,
    [
      ...['--import', 'tsx', 'scripts/bench/seed-scale.ts', '--institutions', String(INSTITUTIONS), '--days', '30'],
      ...['--reset', '--free-days', String(FRESH ? FREE_DAYS : 1)],
    ],
    { stdio: 'inherit' },
  );
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const server = await startSoakServer(url);
let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
  console.error('soak: interrupted, stopping the server');
  void server.stop().then(() => process.exit(130));
});

const tally = new Tally();
let endAt = Infinity;
const users = await soakUsers({
  base: server.base,
  tally,
  stopped: () => stopping,
  deadline: () => endAt,
});
let exitCode = 1;
try {
  const signStart = performance.now();
  const inBatches = async <T, R>(items: T[], work: (item: T) => Promise<R>) => {
    const out: R[] = [];
    for (let i = 0; i < items.length; i += 4) {
      // Settled, not raced: a sign-in left running would keep the server's close waiting.
      for (const r of await Promise.allSettled(items.slice(i, i + 4).map(work))) {
        if (r.status === 'rejected')
          throw new Error(
            `${r.reason instanceof Error ? r.reason.message : String(r.reason)} (is the database seeded? pass --seed)`,
          );
        out.push(r.value);
      }
    }
    return out;
  };
  const wardens = await inBatches(
    Array.from({ length: FRESH ? INSTITUTIONS : WARDENS }, (_, i) => i + 1),
    async (n) => {
      const token = await server.signIn(scaleWarden(n), SCALE_PASSWORD);
      const org = (await users.call('GET organization/warden', token, 'organization/warden'))?.body.data?.items?.[0]
        ?.id;
      if (org === undefined) throw new Error(`warden ${n} has no institution`);
      return { token, org };
    },
  );
  const dds = await inBatches(
    Array.from({ length: DD_SESSIONS }, (_, i) => (i % DISTRICTS) + 1),
    (n) => server.signIn(n === 1 ? SCALE_DD : scaleDd(n), SCALE_PASSWORD),
  );
  const admins = await inBatches(Array.from({ length: ADMIN_SESSIONS }), () =>
    server.signIn(SCALE_ADMIN, SCALE_PASSWORD, SCALE_ADMIN_PHONE),
  );
  // The plain soak: each warden posts a random meal, captured a minute after it last opened (today's
  // if it has, else yesterday's: the server refuses a post before its meal opens), and the
  // duplicate-meal 409 is expected.
  const lastOpened = (meal: Meal) => {
    const now = Date.now();
    const opens = slotFor(DEFAULT_SLOTS, meal).opens + 1;
    const today = istInstant(istDate(now), opens);
    return today.getTime() <= now ? today : istInstant(addDays(istDate(now), -1), opens);
  };
  const turns: (() => WardenTurn | undefined)[] = FRESH
    ? freshUsers(wardens, WARDENS)
    : wardens.map((w) => () => {
        const meal = MEALS[Math.floor(Math.random() * 3)]!;
        return { ...w, meal, capturedAt: () => lastOpened(meal) };
      });
  console.log(
    `soak${FRESH ? ' --fresh-posts' : ''}: ${wardens.length} wardens (${turns.length} users), ${dds.length} DD sessions, ${admins.length} admin sessions signed in in ${((performance.now() - signStart) / 1000).toFixed(0)} s; server pid ${server.pid} at ${server.base}; ${MINUTES} min; load ${load()}`,
  );

  const start = performance.now();
  const startedAt = new Date();
  endAt = start + MINUTES * 60_000;
  const rss: RssSample[] = [{ second: 0, mb: server.rssMb() }];
  const sampler = setInterval(() => {
    rss.push({ second: Math.round((performance.now() - start) / 1000), mb: server.rssMb() });
    const s = rss.at(-1)!;
    if (s.second % 60 === 0) console.log(`soak: ${s.second} s, RSS ${s.mb.toFixed(0)} MB, ${tally.errorCount} errors`);
  }, 10_000);
  await Promise.all([
    ...turns.map((turn) => users.think().then(() => users.warden(turn, FRESH ? [201] : [201, 409]))),
    ...dds.map((token) =>
      users
        .think()
        .then(() =>
          users.browser(token, [
            'stat/dd-home',
            'tweets/dd-home?page=1',
            'stat/league-table?by=taluk',
            'stat/daily?by=taluk',
          ]),
        ),
    ),
    ...admins.map((token) =>
      users.think().then(() => users.browser(token, ['stat/admin-home', 'stat/league-table?by=district&period=month'])),
    ),
  ]);
  clearInterval(sampler);
  const seconds = (performance.now() - start) / 1000;
  rss.push({ second: Math.round(seconds), mb: server.rssMb() });
  const requests = [...tally.ops.values()].reduce((a, o) => a + o.count, 0);

  console.log(
    `\nsoak: ${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(1)}/s); load ${load()}\n`,
  );
  console.log(tally.table());
  const posts = tally.ops.get('POST tweet');
  const created = (posts?.count ?? 0) - [...(posts?.errors.values() ?? [])].reduce((a, b) => a + b, 0);
  console.log(`\nnew posts created (POST tweet 201): ${created}`);
  const checked = FRESH ? await freshChecks(url, startedAt, created) : { lines: [], failures: 0 };
  for (const line of checked.lines) console.log(`soak --fresh-posts: ${line}`);
  console.log(`\nserver RSS (MB) every 10 s: ${rss.map((s) => `${s.second}s ${s.mb.toFixed(0)}`).join(', ')}`);
  const g = rssGrowth(rss, WINDOW_S);
  const met = tally.errorCount === 0 && g.growth < 0.1 && checked.failures === 0;
  console.log(
    `RSS over the last ${WINDOW_S} s (from ${g.from} s): first ${g.first.toFixed(1)} MB, last ${g.last.toFixed(1)} MB, growth ${(g.growth * 100).toFixed(1)} % (target < 10 %); min ${g.min.toFixed(1)}, max ${g.max.toFixed(1)} MB, (max − min) / min ${(g.spread * 100).toFixed(1)} %`,
  );
  console.log(
    `soak: ${tally.errorCount} errors, RSS growth ${(g.growth * 100).toFixed(1)} %: ${met ? 'met' : 'MISSED'}`,
  );
  exitCode = met ? 0 : 1;
} catch (error) {
  console.error('soak failed:', error);
} finally {
  const code = await server.stop();
  if (code !== 0) console.error(`soak: the server exited with ${code} on SIGTERM`);
}
process.exit(exitCode);
