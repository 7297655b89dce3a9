/**
 * bench:x-burst's printout and its JSON record: one line per measure of P8 (docs/benchmarks.md),
 * the CPU of the server process and of PostgreSQL per published post over the whole burst and
 * over its publishing-only tail (once the posts and their list renditions are in), and the load
 * average. Answers whether the run met publishing to X asks for (docs/spec-notes.md, 'Publishing to X') without a
 * number: everything published, none twice, no 429 after the first.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';
import type { BurstFigures } from './x-burst-figures.ts';
import type { Intake, Mark, runBurst } from './x-burst-run.ts';
import { median, percentile } from './scale-server.ts';

interface ReportInput {
  db: Kysely<DB>;
  run: Awaited<ReturnType<typeof runBurst>>;
  figures: BurstFigures;
  setup: { institutions: number; perMinute: number; concurrency: number; meal: string; setupSeconds: number };
  photoBytes: number[];
  jsonPath: string;
}

/** CPU per post between two marks: the server process and PostgreSQL, in ms. */
function cpuBetween(from: Mark, to: Mark, posts: number) {
  const server = to.serverCpuMs - from.serverCpuMs;
  const postgres = to.postgresCpuMs - from.postgresCpuMs;
  return {
    from: from.label,
    seconds: Math.round((to.at - from.at) / 1000),
    posts,
    serverCpuSeconds: Math.round(server / 100) / 10,
    postgresCpuSeconds: Math.round(postgres / 100) / 10,
    serverMsPerPost: Math.round(server / Math.max(1, posts)),
    postgresMsPerPost: Math.round(postgres / Math.max(1, posts)),
  };
}

function intakeSummary(intake: Intake | null) {
  if (!intake) return null;
  return {
    accepted: intake.doneAt.length,
    seconds: Math.round(intake.seconds * 10) / 10,
    errors: intake.errors,
    uploadMs: { p50: Math.round(median(intake.uploadTimes)), p95: Math.round(percentile(intake.uploadTimes, 95)) },
    tweetMs: { p50: Math.round(median(intake.tweetTimes)), p95: Math.round(percentile(intake.tweetTimes, 95)) },
  };
}

export async function report(input: ReportInput): Promise<boolean> {
  const { run, figures: f, setup } = input;
  const start = run.marks[0]!;
  const end = run.marks.at(-1)!;
  const tailFrom =
    run.marks.find((m) => m.label === 'renditions made') ?? run.marks.find((m) => m.label === 'intake end');
  const tailPosts = tailFrom
    ? Number(
        (
          await input.db
            .selectFrom('x_publications')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('published_at', '>', new Date(tailFrom.at))
            .executeTakeFirstOrThrow()
        ).n,
      )
    : 0;
  const cpu = {
    whole: cpuBetween(start, end, f.published),
    publishingOnly: tailFrom ? cpuBetween(tailFrom, end, tailPosts) : null,
  };
  const load = { start: start.load1, end: end.load1, min: Math.min(...run.loads), max: Math.max(...run.loads) };
  const intake = intakeSummary(run.intake);
  const ok = run.outcome === 'done' && f.doubles === 0 && f.lost === 0 && f.answers429AfterFirst === 0;
  const record = {
    measure: 'P8 X burst',
    at: new Date(start.at).toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    setup: { ...setup, photoBytes: input.photoBytes },
    outcome: run.outcome,
    ok,
    intake,
    figures: f,
    cpu,
    marks: run.marks,
    load,
  };
  fs.writeFileSync(input.jsonPath, `${JSON.stringify(record, null, 2)}\n`);

  const minutes = (s: number | null) => (s === null ? 'never' : `${s} s (${(s / 60).toFixed(1)} min)`);
  const byPace = ((setup.institutions / setup.perMinute) * 60).toFixed(0);
  const lines = [
    `P8 ${run.outcome === 'done' ? 'all settled' : 'STALLED'}: ${f.published}/${f.posts} posts published; the last ${minutes(f.lastPublishedSeconds)} after the burst's start (${byPace} s by the pace of ${setup.perMinute}/min)`,
    `P8 intake: ${intake?.accepted ?? 0}/${setup.institutions} posts accepted in ${intake?.seconds ?? '?'} s (${JSON.stringify(intake?.errors ?? {})} errors); setup (sign-in and OAuth) ${setup.setupSeconds.toFixed(0)} s`,
    `P8 doubles ${f.doubles}, lost ${f.lost} (posts on X ${f.postsOnX}); 429 answers ${f.answers429}, after the first ${f.answers429AfterFirst}; posts with more than one attempt ${f.attemptsOverOne}; refreshes ${f.refreshes}`,
    `P8 receipt → published, first ${f.first100.count}: median ${f.first100.medianSeconds} s, p95 ${f.first100.p95Seconds} s, max ${f.first100.maxSeconds} s`,
    `P8 CPU per published post, whole burst (${cpu.whole.seconds} s): server ${cpu.whole.serverMsPerPost} ms (${cpu.whole.serverCpuSeconds} CPU-s), PostgreSQL ${cpu.whole.postgresMsPerPost} ms (${cpu.whole.postgresCpuSeconds} CPU-s)`,
    cpu.publishingOnly
      ? `P8 CPU per published post, publishing only (from '${cpu.publishingOnly.from}', ${cpu.publishingOnly.posts} posts in ${cpu.publishingOnly.seconds} s): server ${cpu.publishingOnly.serverMsPerPost} ms, PostgreSQL ${cpu.publishingOnly.postgresMsPerPost} ms`
      : 'P8 CPU, publishing only: no tail',
    `P8 pace ${f.pace.perMinute}/min (gaps min ${f.pace.gapMinMs} / median ${f.pace.gapMedianMs} / max ${f.pace.gapMaxMs} ms); order: max displacement ${f.order.maxDisplacement}, ${f.order.outOfPlaceOver10} posts more than 10 places off capture order; the first 10 captured came out as ${f.order.firstCapturedPublishedAs.join(', ')}`,
    `P8 X requests: ${JSON.stringify(f.requests)}; queue row updates ${f.queueRowUpdates} (${(f.queueRowUpdates / Math.max(1, f.published)).toFixed(1)} per published post), database commits ${f.databaseCommits}`,
    `P8 load average (1 min): ${load.start.toFixed(2)} at start, ${load.end.toFixed(2)} at end, ${load.min.toFixed(2)}–${load.max.toFixed(2)} during; ${os.cpus().length} cores`,
    `P8 ${ok ? 'met' : 'MISSED'}: 0 doubles, 0 lost, no 429 after the first; record in ${input.jsonPath}`,
  ];
  for (const line of lines) console.log(line);
  return ok;
}
