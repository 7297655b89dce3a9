/**
 * No request may stall the server. Every JSON operation is sent its largest hostile bodies over
 * real HTTP, from a role it lets past its guard: 1 MB strings, 100,000 Kannada letters, every text
 * as long as the body limit lets it be, nesting 10,000 deep, arrays of 100,000 items and arrays as
 * long as the limit allows. Meanwhile another client asks `GET health` every 50 ms. Every hostile
 * request gets a 4xx in the envelope, no health answer takes over 200 ms, and the event loop's p99
 * delay stays under 100 ms (the server runs in this process, so its loop is this one).
 * `npm run fuzz` prints the same figures for a longer run (docs/reliability.md).
 */
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuzzSession, type FuzzSession } from '../support/fuzz-session.ts';
import { hostileBodiesOf } from '../support/fuzz-large.ts';
import { pollHealth, sendJson } from '../support/http-keepalive.ts';

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

let s: FuzzSession;
let base: URL;

beforeAll(async () => {
  s = await openFuzzSession();
  await s.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = new URL(`http://127.0.0.1:${(s.t.app.server.address() as { port: number }).port}`);
}, 120_000);
afterAll(() => s?.t.close());

describe('the largest hostile bodies', () => {
  it('are refused with a 4xx while the server keeps answering health within 200 ms', async () => {
    // Every body is made before the clocks start: making 1 MB strings is this process's work too.
    const requests = s.ops
      .filter((op) => op.hasBody)
      .flatMap((op) =>
        hostileBodiesOf(op, s.env.examples[op.id] ?? EXAMPLES[op.id]).map((body) => ({
          op,
          body,
          token: tokenFor(op.access),
          url: op.url(op.sampleParams(s.env.hints.byResource)),
        })),
      );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const health = pollHealth(base, 50);
    loop.enable();
    const wrong: string[] = [];
    const slowest: [number, string][] = [];
    try {
      for (const { op, body, token, url } of requests) {
        const started = performance.now();
        const answer = await sendJson(agent, base, op.method, url, token, body.payload);
        slowest.push([performance.now() - started, `${op.id} ${body.label} ${answer.status}`]);
        if (!isRefusal(answer)) wrong.push(`${op.id} ${body.label}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    } finally {
      loop.disable();
      agent.destroy();
    }
    const sent = requests.length;
    const times = await health.stop();
    const p99 = loop.percentile(99) / 1e6;
    console.log(
      `hostile bodies: ${sent} requests; health ${times.length} answers, largest ${Math.max(...times).toFixed(1)} ms; ` +
        `event loop p99 ${p99.toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
    );
    slowest.sort((a, b) => b[0] - a[0]);
    console.log(
      slowest
        .slice(0, 8)
        .map(([ms, what]) => `${ms.toFixed(0)} ms ${what}`)
        .join('\n'),
    );
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(200);
    expect(times.length).toBeGreaterThan(10);
    expect(Math.max(...times)).toBeLessThan(200);
    expect(p99).toBeLessThan(100);
  }, 240_000);
});

/** A token of the first role the operation lets in (none for a public one). */
function tokenFor(access: FuzzSession['ops'][number]['access']): string | null {
  if (access.kind === 'public') return null;
  if (access.kind !== 'action') return s.env.tokens[access.kind === 'pending' ? 'email' : 'reset'] ?? null;
  const role = Object.keys(access.roles)[0]!;
  return s.env.tokens[role] ?? null;
}

function isRefusal(answer: { status: number; json: unknown }): boolean {
  const envelope = answer.json as { status?: unknown; status_code?: unknown } | null;
  return (
    answer.status >= 400 && answer.status < 500 && envelope?.status === false && envelope.status_code === answer.status
  );
}
