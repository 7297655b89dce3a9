/**
 * P12, the review queue's first page on 3G (docs/benchmarks.md, 'P12, reused photos'):
 *   flock /tmp/browser.lock sh -c 'npm run build && npm run bench:review-queue [-- --runs 7]'
 * The real server on the demo database (tests/e2e/support/server.ts, PGlite, built dist/). The 20
 * newest demo posts of dd@example.org's district are flagged by direct SQL writes, the first page's
 * with photos of their own (review-queue-data.ts). The DD signs in through the real screens on a
 * 1366×768 desk and opens the queue once (service worker installed, app shell precached: a DD who
 * opened the console before). Each timed run then, with the HTTP cache off (Cache Storage, the
 * shell's, stays) and CDP's 3G profile (1 Mbit/s down, 384 kbit/s up, 150 ms latency), navigates to
 * /dd/review and waits until every <img> in the first viewport has loaded (complete, naturalWidth
 * > 0). Prints each run, the median, and the bytes of the API answer and the thumbnails.
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { startServer } from '../../tests/e2e/support/server.ts';
import { DEMO, signInAs } from '../../tests/e2e/support/sign-in-as.ts';
import { flagPosts } from './review-queue-data.ts';

const argRuns = process.argv.indexOf('--runs');
const RUNS = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 7;
const FLAGGED = 20;
/** The queue's page (review-page.tsx: twelve at a time). */
const PAGE = 12;
const THREE_G = { offline: false, latency: 150, downloadThroughput: 1_000_000 / 8, uploadThroughput: 384_000 / 8 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Bytes received per request (headers and body as sent, CDP's encodedDataLength), by URL. */
function recordBytes(cdp: CDPSession) {
  const urls = new Map<string, { url: string; fromSw: boolean; encoding: string }>();
  const seen = {
    bytes: [] as { url: string; bytes: number; fromSw: boolean; encoding: string; requestId: string }[],
  };
  cdp.on('Network.responseReceived', (e) =>
    urls.set(e.requestId, {
      url: e.response.url,
      fromSw: e.response.fromServiceWorker ?? false,
      encoding: String(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none'),
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = urls.get(e.requestId);
    if (r) seen.bytes.push({ ...r, bytes: e.encodedDataLength, requestId: e.requestId });
  });
  return seen;
}

/** Milliseconds from navigation start until every image in the viewport has loaded, and how many there were. */
async function firstViewport(page: Page) {
  await page.goto('/dd/review', { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const visible = [...document.querySelectorAll('main img')].filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      }) as HTMLImageElement[];
      if (!document.querySelector('main article') || !visible.length) return false;
      return visible.every((img) => img.complete && img.naturalWidth > 0)
        ? { ms: performance.now(), images: visible.length, srcs: visible.map((img) => img.currentSrc) }
        : false;
    },
    undefined,
    { polling: 50, timeout: 60_000 },
  );
  const done = (await handle.jsonValue()) as { ms: number; images: number; srcs: string[] };
  // Where the time went (Resource Timing): the queue's answer, then the viewport's photos.
  const phases = await page.evaluate((srcs) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const api = entries.find((e) => e.name.includes('/api/v1/tweets/review'));
    const photos = entries.filter((e) => srcs.includes(e.name));
    return {
      apiStart: api?.startTime ?? NaN,
      apiEnd: api?.responseEnd ?? NaN,
      photosStart: Math.min(...photos.map((e) => e.startTime)),
      photosEnd: Math.max(...photos.map((e) => e.responseEnd)),
    };
  }, done.srcs);
  return { ...done, ...phases };
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const flagged = await flagPosts(server, DEMO.dd.email, FLAGGED, PAGE);
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signInAs(page, server, DEMO.dd);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await firstViewport(page); // the DD opened the queue before: its code is in the precache, the worker warm
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', THREE_G);
    const runs: {
      ms: number;
      images: number;
      api: number;
      apiEncoding: string;
      otherApi: number;
      thumbs: number;
      thumbCount: number;
      visibleBytes: number;
      visibleCount: number;
      shell: number;
    }[] = [];
    const seen = recordBytes(cdp);
    const loadBefore = load();
    for (let i = 0; i < RUNS; i += 1) {
      seen.bytes = [];
      const { ms, images, srcs, ...phases } = await firstViewport(page);
      const answer = seen.bytes.find((b) => new URL(b.url).pathname.startsWith('/api/v1/tweets/review'));
      if (i === 0 && answer) {
        const { body } = await cdp.send('Network.getResponseBody', { requestId: answer.requestId });
        console.log(
          `  the queue's answer: ${Buffer.byteLength(body)} B of JSON, ${gzipSync(body).length} B gzipped (level 6)`,
        );
      }
      await page.goto('about:blank'); // after this the loaded images' events have all come in
      const bytes = seen.bytes;
      const sum = (xs: typeof bytes) => xs.reduce((a, b) => a + b.bytes, 0);
      const under = (prefix: string) => bytes.filter((b) => new URL(b.url).pathname.startsWith(prefix));
      const thumbs = under('/media/');
      const visible = bytes.filter((b) => srcs.includes(b.url));
      const api = under('/api/v1/tweets/review');
      const run = {
        ms,
        images,
        api: sum(api),
        apiEncoding: api[0]?.encoding ?? '?',
        otherApi: sum(under('/api/')) - sum(api),
        thumbs: sum(thumbs),
        thumbCount: thumbs.length,
        visibleBytes: sum(visible),
        visibleCount: visible.length,
        shell: bytes.filter((b) => b.fromSw).length,
      };
      runs.push(run);
      const r = (x: number) => Math.round(x);
      console.log(
        `  run ${i + 1}: the queue's answer ${r(phases.apiStart)}–${r(phases.apiEnd)} ms, the viewport's photos ${r(phases.photosStart)}–${r(phases.photosEnd)} ms`,
      );
      console.log(
        `  run ${i + 1}: ${Math.round(ms)} ms, ${images} images in the viewport; review API ${run.api} B, ${run.apiEncoding} (other API ${run.otherApi} B), ` +
          `${run.thumbCount} photos fetched ${run.thumbs} B (the viewport's ${run.visibleCount}: ${run.visibleBytes} B); ` +
          `${run.shell} answers from the service worker`,
      );
    }
    await cdp.send('Network.emulateNetworkConditions', {
      ...THREE_G,
      downloadThroughput: -1,
      uploadThroughput: -1,
      latency: 0,
    });
    await firstViewport(page);
    await page.screenshot({ path: 'test-results/review-queue-bench.png' });
    const last = runs.at(-1)!;
    console.log(
      `bench:review-queue: ${flagged} flagged posts in the DD's district, 1366×768, 3G (1 Mbit/s, 384 kbit/s, 150 ms), ` +
        `warm service worker, HTTP cache off: median ${Math.round(median(runs.map((r) => r.ms)))} ms to the first viewport's ` +
        `${last.images} images (runs ${runs.map((r) => Math.round(r.ms)).join(', ')}); API answer ${(last.api / 1024).toFixed(1)} KB, ` +
        `${last.thumbCount} photos fetched ${(last.thumbs / 1024).toFixed(1)} KB (the viewport's ${last.visibleCount}: ` +
        `${(last.visibleBytes / 1024).toFixed(1)} KB); load ${loadBefore} before, ${load()} after`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
