/**
 * `npm run fuzz`: the schema-driven fuzzer of tests/server/fuzz.test.ts at full size, outside the
 * test run. Builds the real app on a fresh in-memory database (or TEST_DATABASE_URL's PostgreSQL),
 * sends FUZZ_RUNS requests (20,000 unless told) spread over every operation of the OpenAPI
 * document, prints a table per operation (requests, statuses seen, failures, median and p95 time)
 * and the failures; then sends every JSON operation its largest hostile bodies FUZZ_LARGE_ROUNDS
 * times (5 unless told) while `GET health` is polled every 50 ms, with a table per kind of body;
 * checks the server is still healthy, and exits 1 on any failure. FUZZ_SEED
 * repeats a run; without it the seed is new each time and printed. Figures: docs/reliability.md.
 */
import os from 'node:os';
import { percentile } from './bench/scale-server.ts';
import { fuzzSeed, healthProblems, openFuzzSession } from '../tests/support/fuzz-session.ts';
import { describeFailure, runFuzz, type OpReport } from '../tests/support/fuzz-runner.ts';
import { describeLargeBodies, sendLargeBodies } from '../tests/support/fuzz-large-run.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 20_000);
const seed = fuzzSeed(Date.now() % 2 ** 31);

const statusesOf = (op: OpReport) =>
  Object.entries(op.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

function table(ops: OpReport[]): string {
  const rows = ops.map((op) => {
    const [p50, p95] = [50, 95].map((p) => percentile(op.ms, p).toFixed(1)) as [string, string];
    return [op.id, String(op.requests), String(op.failures), p50, p95, statusesOf(op)];
  });
  const head = ['operation', 'requests', 'failures', 'p50 ms', 'p95 ms', 'statuses seen'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

console.log(
  `fuzz seed ${seed} (FUZZ_SEED=${seed} npm run fuzz repeats this run), ${runs} requests, load ${os.loadavg()[0]!.toFixed(2)}`,
);
const session = await openFuzzSession();
const perOp = Math.ceil(runs / session.ops.length);
let shown = 0;
const report = await runFuzz(session.t.app, session.ops, session.env, session.check, {
  seed,
  perOp,
  concurrency: Number(process.env.FUZZ_CONCURRENCY ?? 1),
  onProgress: (sent) => {
    if (sent - shown >= 5_000) {
      shown = sent;
      console.log(`  ${sent} sent`);
    }
  },
});
console.log(`\n${table(report.ops)}\n`);
const totals: Record<string, number> = {};
for (const op of report.ops)
  for (const [status, count] of Object.entries(op.statuses)) totals[status] = (totals[status] ?? 0) + count;
const failed = report.ops.reduce((sum, op) => sum + op.failures, 0);
console.log(
  `statuses: ${Object.entries(totals)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')}`,
);
console.log(
  `${report.requests} requests to ${report.ops.length} operations in ${report.seconds.toFixed(1)} s, ${failed} failures`,
);
for (const op of report.ops)
  for (const [problem, count] of Object.entries(op.problems)) console.log(`${op.id}: ${count}× ${problem}`);
for (const failure of report.failures) console.log(`\n${describeFailure(failure)}`);
await session.t.app.listen({ port: 0, host: '127.0.0.1' });
const base = new URL(`http://127.0.0.1:${(session.t.app.server.address() as { port: number }).port}`);
const large = await sendLargeBodies(session, base, Number(process.env.FUZZ_LARGE_ROUNDS ?? 5));
console.log('\nlargest hostile bodies (kind, requests, p50 ms, p95 ms, largest ms):');
for (const [label, ms] of Object.entries(large.byLabel))
  console.log(
    `  ${label.padEnd(30)} ${String(ms.length).padStart(5)} ${[50, 95].map((p) => percentile(ms, p).toFixed(1).padStart(8)).join('')} ${Math.max(
      ...ms,
    )
      .toFixed(1)
      .padStart(8)}`,
  );
console.log(describeLargeBodies(large));
for (const wrong of large.wrong.slice(0, 20)) console.log(`  not refused: ${wrong}`);
const problems = await healthProblems(session.t);
console.log(
  problems.length
    ? `\nunhealthy after the run:\n  ${problems.join('\n  ')}`
    : 'healthy after the run: /health 200, sign-in works',
);
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await session.t.close();
process.exit(failed || problems.length || large.wrong.length ? 1 : 0);
