/**
 * Runs the fuzzer, for tests/server/fuzz.test.ts and `npm run fuzz` alike: draws requests for every
 * operation from one seed (fast-check's sample, in rounds, so 1 MB bodies are made as they are sent
 * rather than all at once), sends each through inject one at a time, holds every answer to the
 * contract (fuzz-answers.ts) and counts per operation the requests, the statuses seen, the failures
 * and the time each took. The same seed on a fresh app sends the same requests in the same order.
 */
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { DocOperation } from './openapi-walk.ts';
import type { AnswerCheck } from './fuzz-answers.ts';
import { requestOf, type FuzzEnv, type FuzzRequest } from './fuzz-requests.ts';

export interface OpReport {
  id: string;
  requests: number;
  statuses: Record<number, number>;
  failures: number;
  /** Failures by what was wrong. */
  problems: Record<string, number>;
  ms: number[];
}
export interface Failure {
  op: string;
  problem: string;
  request: string;
  answer: string;
}
export interface FuzzReport {
  seed: number;
  requests: number;
  seconds: number;
  ops: OpReport[];
  /** The first failures in full (all are counted per operation). */
  failures: Failure[];
}
export interface FuzzOptions {
  seed: number;
  /** Requests per operation. */
  perOp: number;
  /** Requests per operation drawn at a time. */
  batch?: number;
  /** Requests in flight at once (1: one after the other, the order the seed fixes). */
  concurrency?: number;
  onProgress?: (sent: number) => void;
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length})` : text;

/** A request as text a person can read and send again. */
export function describeRequest(r: FuzzRequest): string {
  const payload = Buffer.isBuffer(r.payload) ? `<${r.payload.length} bytes>` : (r.payload ?? '');
  const type = r.headers['content-type'] ?? '';
  return clip(
    `${r.method} ${r.url} as ${r.caller} from ${r.remoteAddress}, ${r.body} ${type} ${clip(payload, 300)}`,
    600,
  );
}

/** The seed of round `round` of operation `index`: fixed by the run's seed. */
const seedOf = (seed: number, round: number, index: number) => (seed + round * 1_000_003 + index * 7_919) | 0;

export async function runFuzz(
  app: FastifyInstance,
  ops: DocOperation[],
  env: FuzzEnv,
  check: AnswerCheck,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const batch = options.batch ?? 10;
  const arbitraries = ops.map((op) => requestOf(op, env));
  const reports: OpReport[] = ops.map((op) => ({
    id: op.id,
    requests: 0,
    statuses: {},
    failures: 0,
    problems: {},
    ms: [],
  }));
  const failures: Failure[] = [];
  const started = performance.now();
  let sent = 0;
  const send = async (i: number, request: FuzzRequest, twin: boolean) => {
    const op = ops[i]!;
    const report = reports[i]!;
    const before = performance.now();
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      remoteAddress: request.remoteAddress,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    report.ms.push(performance.now() - before);
    report.requests += 1;
    report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
    const problem = check(op, res);
    if (!problem) return;
    report.failures += 1;
    report.problems[problem] = (report.problems[problem] ?? 0) + 1;
    if (failures.length < 50)
      failures.push({
        op: op.id,
        problem,
        request: `${twin ? 'twice at once: ' : ''}${describeRequest(request)}`,
        answer: `${res.statusCode} ${clip(res.body, 400)}`,
      });
  };
  for (let round = 0; round * batch < options.perOp; round += 1) {
    const numRuns = Math.min(batch, options.perOp - round * batch);
    const drawn = arbitraries.map((arb, i) => fc.sample(arb, { seed: seedOf(options.seed, round, i), numRuns }));
    const queue: (() => Promise<unknown>)[] = [];
    for (let k = 0; k < numRuns; k += 1) {
      for (const [i, op] of ops.entries()) {
        const request = drawn[i]![k]!;
        // One write in eight is sent twice at once, as a phone's retry may race its first try.
        const twin = op.method !== 'GET' && (round * batch + k + i) % 8 === 0;
        queue.push(() =>
          twin ? Promise.all([send(i, request, true), send(i, request, true)]) : send(i, request, false),
        );
        sent += twin ? 2 : 1;
      }
    }
    // In order, or `concurrency` at a time (the same requests, their order no longer fixed).
    const next = async (): Promise<void> => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 1 }, next));
    options.onProgress?.(sent);
  }
  const seconds = (performance.now() - started) / 1000;
  return { seed: options.seed, requests: sent, seconds, ops: reports, failures };
}

/** A failure as one block of text: the operation, what was wrong, the request and the answer. */
export const describeFailure = (f: Failure) => `${f.op}: ${f.problem}\n  request: ${f.request}\n  answer: ${f.answer}`;
