/**
 * Sends every JSON operation its largest hostile bodies (fuzz-large.ts) over real HTTP, from a role
 * its guard lets in, while a second client asks `GET health` every 50 ms, and measures the event
 * loop's delay meanwhile. The server must run in this process for that delay to be its own. Shared
 * by tests/server/hostile-bodies.test.ts (once) and `npm run fuzz` (several rounds, with a table).
 */
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FuzzSession } from './fuzz-session.ts';
import { hostileBodiesOf } from './fuzz-large.ts';
import { pollHealth, sendJson } from './http-keepalive.ts';

/** Bodies that pass, for the operations the fuzzer has none of: every text a field of its own. */
const EXAMPLES: Record<string, unknown> = {
  // The first section (the path's sample): a label in two languages, an icon name and an address.
  saveSiteDraft: {
    items: [{ label: { en: 'Help', kn: 'ಸಹಾಯ' }, icon_class: 'help', url: 'https://example.org' }],
    base_version: 0,
  },
  previewSiteSection: {
    items: [{ label: { en: 'Help', kn: 'ಸಹಾಯ' }, icon_class: 'help', url: 'https://example.org' }],
    lang: 'kn',
  },
};

export interface LargeBodiesReport {
  sent: number;
  /** Answers that were not a 4xx in the envelope. */
  wrong: string[];
  /** Each request's time by kind of body, in ms. */
  byLabel: Record<string, number[]>;
  /** Each `GET health` answer's time, in ms. */
  health: number[];
  loopP99Ms: number;
  loopMaxMs: number;
}

/** A token of the first role the operation lets in (none for a public one). */
function tokenFor(s: FuzzSession, access: FuzzSession['ops'][number]['access']): string | null {
  if (access.kind === 'public') return null;
  if (access.kind !== 'action') return s.env.tokens[access.kind === 'pending' ? 'email' : 'reset'] ?? null;
  return s.env.tokens[Object.keys(access.roles)[0]!] ?? null;
}

function isRefusal(answer: { status: number; json: unknown }): boolean {
  const envelope = answer.json as { status?: unknown; status_code?: unknown } | null;
  return (
    answer.status >= 400 && answer.status < 500 && envelope?.status === false && envelope.status_code === answer.status
  );
}

export async function sendLargeBodies(s: FuzzSession, base: URL, rounds = 1): Promise<LargeBodiesReport> {
  // Every body is made before the clocks start (making 1 MB strings is this process's work too),
  // and kept as bytes outside the heap, so that collecting garbage does not walk them.
  const requests = s.ops
    .filter((op) => op.hasBody)
    .flatMap((op) =>
      hostileBodiesOf(op, s.env.examples[op.id] ?? EXAMPLES[op.id]).map((body) => ({
        op,
        body: { label: body.label, payload: Buffer.from(body.payload) },
        token: tokenFor(s, op.access),
        url: op.url(op.sampleParams(s.env.hints.byResource)),
      })),
    );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const health = pollHealth(base, 50);
  loop.enable();
  const report: LargeBodiesReport = { sent: 0, wrong: [], byLabel: {}, health: [], loopP99Ms: 0, loopMaxMs: 0 };
  try {
    for (let round = 0; round < rounds; round += 1)
      for (const { op, body, token, url } of requests) {
        const started = performance.now();
        const answer = await sendJson(agent, base, op.method, url, token, body.payload);
        (report.byLabel[body.label] ??= []).push(performance.now() - started);
        report.sent += 1;
        if (!isRefusal(answer))
          report.wrong.push(`${op.id} ${body.label}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
  } finally {
    loop.disable();
    agent.destroy();
  }
  report.health = await health.stop();
  report.loopP99Ms = loop.percentile(99) / 1e6;
  report.loopMaxMs = loop.max / 1e6;
  return report;
}

/** One line of the figures, for a test's log and the script's table. */
export const describeLargeBodies = (r: LargeBodiesReport) =>
  `${r.sent} hostile bodies, ${r.wrong.length} not refused; health ${r.health.length} answers, largest ` +
  `${Math.max(0, ...r.health).toFixed(1)} ms; event loop p99 ${r.loopP99Ms.toFixed(1)} ms, max ${r.loopMaxMs.toFixed(1)} ms`;
