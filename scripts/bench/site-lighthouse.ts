/**
 * P10, the public pages: Lighthouse 12's default (mobile) configuration, a mid-range phone on slow
 * 4G with the CPU slowed 4x, run on /site and /site?lang=kn of the real server with the demo's
 * published website (fresh PGlite, `npm start`'s seed), and on the audit page (/audit, docs/spec-notes.md,
 * 'Supervisors' views and the public audit') in both languages and one district's institutions. Prints each run's
 * accessibility score and LCP, then the medians against the targets (accessibility >= 95, LCP <= 2.5 s) and the load
 * average. Debian's Chromium is started here with a DevTools port; Lighthouse downloads nothing.
 *   npm run build && npm run bench:site [-- --n 3]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { BROWSER_ARGS, CHROMIUM } from '../../tests/e2e/support/browser.ts';
import { startServer } from '../../tests/e2e/support/server.ts';
import { listDistricts } from '../../server/modules/places/places.repository.ts';

const argN = process.argv.indexOf('--n');
const N = argN > 0 ? Number(process.argv[argN + 1]) : 3;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Starts headless Chromium with a DevTools port and answers the port once it listens. */
function startChromium(profile: string): Promise<{ port: number; chrome: ChildProcess }> {
  const args = [...BROWSER_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`];
  const chrome = spawn(CHROMIUM, [...args, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${seen}`)), 30_000);
    chrome.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), chrome });
      }
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
  });
}

interface Run {
  accessibility: number;
  performance: number;
  lcp: number;
  fcp: number;
  cls: number;
  bytes: number;
  lcpElement: string;
  failing: string[];
}

/** What Lighthouse names as the largest paint: its selector (an <img>, a heading, …). */
function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items ?? [];
  return tables[0]?.items?.[0]?.node?.selector ?? '?';
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error('Lighthouse gave no result');
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits)
    .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
    .map((a) => a.id);
  return {
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    bytes: audits['total-byte-weight']?.numericValue ?? NaN,
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
    failing,
  };
}

const server = await startServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-bench-lighthouse-'));
const { port, chrome } = await startChromium(profile);
console.log(`load average at the start ${load()}, ${os.cpus().length} CPUs`);
try {
  const [district] = await listDistricts(server.app.ctx.db, null);
  const pages = ['/site', '/site?lang=kn', '/audit', '/audit?lang=kn', `/audit?district=${district?.id ?? 1}`];
  for (const page of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < N; i += 1) {
      const run = await audit(`${server.url}${page}`, port);
      runs.push(run);
      console.log(
        `  ${page} run ${i + 1}: accessibility ${run.accessibility}, performance ${run.performance}, LCP ${(run.lcp / 1000).toFixed(2)} s, FCP ${(run.fcp / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}, ${(run.bytes / 1024).toFixed(1)} KB, LCP element ${run.lcpElement}${run.failing.length ? ` | failing: ${run.failing.join(', ')}` : ''}`,
      );
    }
    const a11y = median(runs.map((r) => r.accessibility));
    const lcp = median(runs.map((r) => r.lcp));
    console.log(
      `P10 ${page} (Lighthouse mobile, median of ${N}): accessibility ${a11y} | target >= 95: ${a11y >= 95 ? 'MET' : 'MISSED'}; LCP ${(lcp / 1000).toFixed(2)} s | target <= 2.5 s: ${lcp <= 2500 ? 'MET' : 'MISSED'}; performance ${median(runs.map((r) => r.performance))}, FCP ${(median(runs.map((r) => r.fcp)) / 1000).toFixed(2)} s, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
    );
  }
  console.log(`load average at the end ${load()}`);
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
