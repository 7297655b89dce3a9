/**
 * The fuzzer in `npm test` (docs/spec-notes.md, 'The contract'): requests generated from the served OpenAPI document,
 * at least 50 to every operation, mostly well formed and from a role the access table allows, mixed with hostile ones
 * (tests/support/fuzz-*.ts). No answer may be a 500, every answer is the envelope of a documented status and matches
 * that status's documented schema, and the server is still well at the end. The seed is fixed (FUZZ_SEED picks
 * another); `npm run fuzz` sends ten times as many.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuzzSession, fuzzSeed, healthProblems, type FuzzSession } from '../support/fuzz-session.ts';
import { describeFailure, runFuzz, type FuzzReport } from '../support/fuzz-runner.ts';

const PER_OP = 50;
const SEED = fuzzSeed(20_260_511);

let s: FuzzSession;
let report: FuzzReport;

beforeAll(async () => {
  s = await openFuzzSession();
}, 120_000);
afterAll(() => s?.t.close());

describe('the fuzzer', () => {
  it('gets a documented envelope, never a 500, for every request to every operation', async () => {
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} sends the same requests)`);
    report = await runFuzz(s.t.app, s.ops, s.env, s.check, { seed: SEED, perOp: PER_OP });
    console.log(`${report.requests} requests to ${report.ops.length} operations in ${report.seconds.toFixed(1)} s`);
    expect(report.failures.map(describeFailure)).toEqual([]);
    expect(report.ops.reduce((sum, op) => sum + op.failures, 0)).toBe(0);
    expect(report.requests).toBeGreaterThanOrEqual(2_000);
    expect(report.ops.length).toBe(s.ops.length);
    for (const op of report.ops) expect(op.requests, op.id).toBeGreaterThanOrEqual(PER_OP);
  }, 240_000);

  it('reaches past the guard and validation: most operations answer a success at least once', () => {
    const succeeded = report.ops.filter((op) => Object.keys(op.statuses).some((status) => Number(status) < 300));
    expect(succeeded.length / report.ops.length).toBeGreaterThan(0.6);
  });

  it('leaves the server healthy: /health answers 200 and a normal sign-in works', async () => {
    expect(await healthProblems(s.t)).toEqual([]);
  });
});
