/**
 * One database's kill -9 run (chaos.ts): the clients (chaos-clients.ts) post, upload and declare
 * holidays while the server is killed with SIGKILL after a random 0.5–4 s, `kills` times. After
 * each kill, with the server down, the database and files are checked (chaos-checks.ts; PGlite's
 * folder is copied first so the restarted server recovers its own); then the server is restarted
 * on the same DATA_DIR and database and no half-written or temporary file may be served. After the
 * last restart the clients finish, retrying what went unanswered, and the run waits (with a
 * deadline) until every post is on X and has its list rendition: the queues resumed. Then the
 * server is stopped and everything is checked once more, X and the public log included (chaos-log.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { median } from '../bench/scale-server.ts';
import { chaosPhotos, newLedger, runClient, type Ledger } from './chaos-clients.ts';
import { checkDatabase, checkFinal, type Findings } from './chaos-checks.ts';
import { incomingFiles, incomingServed, mediaFiles, servedProblems } from './chaos-files.ts';
import { chaosSetup, type ChaosSetup, type DbKind } from './chaos-setup.ts';
import { drained } from './chaos-drain.ts';
import { checkPublicLog, logSettled } from './chaos-log.ts';

export interface RunFigures {
  db: DbKind;
  kills: number;
  accepted: number;
  unknownRetried: number;
  /** Accepted and, of those, first left unanswered: uploads and holidays. */
  uploads: [number, number];
  holidays: [number, number];
  /** Photos whose rendition the queue gave up after three claims, each cut short by a kill. */
  givenUp: number[];
  lost: string[];
  doubled: string[];
  inconsistent: string[];
  upMs: number[];
  load: number[];
  /** The public log: entries in the final checkpoint, seconds from the drain to it, log:check's word. */
  log: { size: number; settled: number; check: string };
  seconds: number;
}

/** Nine posts each (three meals of three days): enough that no client runs out before the last kill. */
const INSTITUTIONS_PER_CLIENT = 32;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Checks with the server down: PostgreSQL directly, PGlite on a copy of its folder. */
async function checkWhileDown(setup: ChaosSetup, dir: string, ledger: Ledger): Promise<Findings> {
  if (setup.postgres) return checkDatabase(setup.postgres.db, setup.dataDir, ledger);
  const copy = path.join(dir, 'check');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(setup.dataDir, 'db'), path.join(copy, 'db'), { recursive: true });
  const database = await openDatabase({ dataDir: copy });
  try {
    return await checkDatabase(database.db, setup.dataDir, ledger);
  } finally {
    await database.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

export async function chaosRun(
  kind: DbKind,
  o: { kills: number; clients: number; drainSeconds: number; random: () => number },
) {
  const started = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hm-chaos-${kind}-`));
  const setup = await chaosSetup(kind, dir, o.clients * INSTITUTIONS_PER_CLIENT);
  let server = setup.server;
  process.once('exit', () => server.child.kill('SIGKILL'));
  const figures: RunFigures = {
    ...{ db: kind, kills: 0, accepted: 0, unknownRetried: 0, uploads: [0, 0], holidays: [0, 0] },
    ...{ givenUp: [], lost: [], doubled: [], inconsistent: [], upMs: [], load: [], seconds: 0 },
    log: { size: 0, settled: 0, check: 'not run' },
  };
  const seen = { lost: new Set<string>(), doubled: new Set<string>(), inconsistent: new Set<string>() };
  const note = (found: Partial<Record<keyof typeof seen, string[]>>) => {
    for (const key of ['lost', 'doubled', 'inconsistent'] as const) for (const s of found[key] ?? []) seen[key].add(s);
  };
  let up: Promise<void> = Promise.resolve();
  let markUp = () => {};
  const link = { base: server.base, whenUp: () => up };
  const ledger = newLedger();
  const photos = await chaosPhotos();
  let named = new Set<string>();
  const leftovers = new Set<string>();
  let stopped = false;
  const clients = Array.from({ length: o.clients }, (_, c) =>
    runClient({
      link,
      wardens: setup.wardens.filter((_, i) => i % o.clients === c),
      photos,
      ledger,
      stopped: () => stopped,
      random: o.random,
    }),
  );
  try {
    for (let k = 1; k <= o.kills; k++) {
      await sleep(500 + o.random() * 3500);
      up = new Promise((resolve) => (markUp = resolve));
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      await exited;
      figures.kills++;
      figures.load.push(os.loadavg()[0]!);
      const found = await checkWhileDown(setup, dir, ledger);
      note(found);
      named = found.named;
      const files = mediaFiles(setup.dataDir);
      const incoming = incomingFiles(setup.dataDir);
      for (const name of incoming) leftovers.add(name);
      const t = performance.now();
      server = await setup.start(k);
      figures.upMs.push(performance.now() - t);
      note({ inconsistent: await servedProblems(server.base, files, found.named) });
      note({ inconsistent: await incomingServed(server.base, incoming) });
      markUp();
      const bad = seen.lost.size + seen.doubled.size + seen.inconsistent.size;
      console.log(
        `  ${kind} kill ${k}/${o.kills}: back up in ${(figures.upMs.at(-1)! / 1000).toFixed(1)} s; ${ledger.posts.size} posts sent, ${files.length} media files, ${incoming.length} in .incoming; ${bad} problems so far`,
      );
    }
    stopped = true;
    await Promise.all(clients);
    const queues = await drained(server.base, setup.wardens, o.drainSeconds * 1000);
    console.log(`  ${kind}: queues ${queues.ok ? 'resumed' : 'stuck'} in ${queues.seconds.toFixed(0)} s`);
    if (!queues.ok) note({ inconsistent: [`queues did not resume within ${o.drainSeconds} s: ${queues.left}`] });
    note({ inconsistent: await servedProblems(server.base, mediaFiles(setup.dataDir), named) });
    const accepted = [...ledger.posts.values()].filter((p) => p.accepted).length;
    const settled = await logSettled(server.base, accepted, 120_000);
    figures.log.settled = settled.seconds;
    if (!settled.ok)
      note({ inconsistent: [`the public log's checkpoint covers ${settled.size} of ${accepted} posts`] });
    await server.stop();
    const database = setup.postgres ?? (await openDatabase({ dataDir: setup.dataDir }));
    try {
      const found = await checkDatabase(database.db, setup.dataDir, ledger);
      figures.givenUp = await checkFinal(database.db, setup.fake.state(), found);
      note(found);
      const log = await checkPublicLog(database.db, setup.dataDir, server.base);
      figures.log = { ...figures.log, size: log.size, check: log.check };
      note(log);
    } finally {
      if (!setup.postgres) await database.close();
    }
  } finally {
    stopped = true;
    markUp();
    if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    await setup.cleanup();
  }
  const posts = [...ledger.posts.values()];
  for (const p of posts) if (!p.accepted) seen.inconsistent.add(`post ${p.org}/${p.day}/${p.meal} never accepted`);
  for (const e of ledger.errors) seen.inconsistent.add(`client: ${e}`);
  figures.accepted = posts.filter((p) => p.accepted).length;
  figures.unknownRetried = posts.filter((p) => p.unknown).length;
  const told = (list: { accepted: boolean; unknown: boolean }[]): [number, number] => [
    list.filter((t) => t.accepted).length,
    list.filter((t) => t.accepted && t.unknown).length,
  ];
  figures.uploads = told([...ledger.uploads.values()]);
  figures.holidays = told(ledger.holidays);
  figures.lost = [...seen.lost];
  figures.doubled = [...seen.doubled];
  figures.inconsistent = [...seen.inconsistent];
  figures.seconds = (performance.now() - started) / 1000;
  console.log(`  ${kind}: ${leftovers.size} leftovers seen in .incoming over the kills`);
  console.log(`  ${kind}: median back up ${(median(figures.upMs) / 1000).toFixed(1)} s`);
  return figures;
}
