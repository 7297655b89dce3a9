/**
 * P9/P13, the cheapest phone: the real app (built dist/, real server on a fresh PGlite, the demo
 * warden) in headless Chromium with every Chromium process slowed alike (phone-throttle.ts). The warden
 * composes a post of four 12-megapixel photos with faces (phone-photos.ts); for each photo the
 * benchmark records the time from picking it to the cropper (the worker's preview) plus the time
 * from 'Confirm' to the photo in its slot (crop, face detection, blur), the peak memory of the whole
 * Chromium process tree above its idle level (phone-memory.ts), the page's JS heap and the long
 * tasks on the main thread; the times are the page's own marks (phone-marks.ts), with Playwright's
 * waits timed from Node (which poll) beside them. Then the tab is crashed and the composer
 * reopened: the time to the draft's offer, and from 'Continue' to every prepared photo back.
 * `--dwell 2000` has the warden look at the crop dialog for 2 s before 'Confirm' (not counted in
 * pick → ready), as a person does, while the worker already looks for faces (early-faces.ts).
 *   npm run build && npm run bench:phone [-- --rates 4,6 --dwell 2000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { atLunchtime, launchPersistent, lunchtimeClock } from '../../tests/e2e/support/browser.ts';
import { startServer } from '../../tests/e2e/support/server.ts';
import { signInWarden } from '../../tests/e2e/support/warden-sign-in.ts';
import { mb, watchTree, type TreeMemory } from './phone-memory.ts';
import { phonePhotos } from './phone-photos.ts';
import { PERIOD_MS, throttleTree, type Throttle } from './phone-throttle.ts';
import { continueDraft, openComposer } from './phone-draft.ts';
import { markPhotoSteps, photoMarks } from './phone-marks.ts';

const argRates = process.argv.indexOf('--rates');
const argDwell = process.argv.indexOf('--dwell');
const argPeriod = process.argv.indexOf('--period');
/** The throttle's cycle (ms): each process runs period / rate of it (phone-throttle.ts). */
const PERIOD = argPeriod > 0 ? Number(process.argv[argPeriod + 1]) : PERIOD_MS;
/** How long the warden looks at the crop dialog before 'Confirm' (ms); not counted in pick → ready. */
const DWELL_MS = argDwell > 0 ? Number(process.argv[argDwell + 1]) : 0;
const RATES = (argRates > 0 ? process.argv[argRates + 1]! : '4,6').split(',').map(Number);
const SLOTS = ['menu chart', 'plate with food', 'kitchen', 'children having meals'];

interface PhotoFigures {
  pickMs: number;
  cropMs: number;
  /** Pick → ready as Playwright's waits saw it from Node (polling included), for comparison. */
  driverMs: number;
  peakBytes: number;
  heapBytes: number;
  longTasks: number[];
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Peak of the page's JS heap (main thread) while `run` runs, sampled every 100 ms. */
async function heapPeak(cdp: CDPSession, run: () => Promise<void>): Promise<number> {
  let peak = 0;
  let on = true;
  const loop = (async () => {
    while (on) {
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      peak = Math.max(peak, usedSize);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    await run();
  } finally {
    on = false;
    await loop;
  }
  return peak;
}

async function preparePhoto(page: Page, cdp: CDPSession, memory: TreeMemory, idle: number, slot: string, file: string) {
  const figures: Partial<PhotoFigures> = {};
  const span = memory.window();
  await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));
  figures.heapBytes = await heapPeak(cdp, async () => {
    const picked = Date.now();
    await page.getByLabel(`Choose from gallery: ${slot}`).setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: 'Crop Image' });
    await dialog.locator('.cropper-crop-box').waitFor({ timeout: 120_000 });
    const driverPick = Date.now() - picked;
    if (DWELL_MS > 0) await page.waitForTimeout(DWELL_MS); // the warden looks at the crop: modelled, not waited on
    const confirmed = Date.now();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 180_000 });
    figures.driverMs = driverPick + Date.now() - confirmed;
    const marks = await photoMarks(page);
    figures.pickMs = marks.cropper - marks.pick;
    figures.cropMs = marks.ready - marks.confirm;
  });
  figures.peakBytes = span.end() - idle;
  figures.longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  return figures as PhotoFigures;
}

async function composeFour(context: BrowserContext, page: Page, rate: number, memory: TreeMemory, photos: string[]) {
  await openComposer(page, server.url);
  const cdp = await context.newCDPSession(page);
  await page.waitForLoadState('networkidle');
  const idle = memory.now();
  const throttle = (throttling = throttleTree(profile, rate, PERIOD));
  const figures: PhotoFigures[] = [];
  for (const [i, slot] of SLOTS.entries()) figures.push(await preparePhoto(page, cdp, memory, idle, slot, photos[i]!));
  return { cdp, idle, figures, throttle };
}

function report(rate: number, achieved: number, idle: number, figures: PhotoFigures[]): void {
  const dwell = DWELL_MS > 0 ? `, the warden ${DWELL_MS} ms in the crop dialog (not counted)` : '';
  console.log(
    `\nCPU ${rate}x slower (${achieved.toFixed(1)}x achieved, cycles of ${PERIOD} ms)${dwell}: idle tree ${mb(idle)} MB`,
  );
  console.log(
    'photo | pick → cropper | Confirm → in its slot | pick → ready | (timed from Node) | peak added memory (tree) | JS heap (page) | long tasks',
  );
  figures.forEach((f, i) => {
    const long = f.longTasks.length
      ? `${f.longTasks.length}, longest ${Math.max(...f.longTasks).toFixed(0)} ms`
      : 'none';
    console.log(
      `${i + 1} | ${(f.pickMs / 1000).toFixed(2)} s | ${(f.cropMs / 1000).toFixed(2)} s | ${((f.pickMs + f.cropMs) / 1000).toFixed(2)} s | (${(f.driverMs / 1000).toFixed(2)} s) | ${mb(f.peakBytes)} MB | ${mb(f.heapBytes)} MB | ${long}`,
    );
  });
  const ready = figures.map((f) => f.pickMs + f.cropMs);
  console.log(
    `median pick → ready ${(median(ready) / 1000).toFixed(2)} s; four photos ${(ready.reduce((a, b) => a + b, 0) / 1000).toFixed(2)} s in all; largest peak added ${mb(Math.max(...figures.map((f) => f.peakBytes)))} MB`,
  );
}

const server = await startServer({}, { clock: lunchtimeClock });
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-phone-profile-'));
const photos = await phonePhotos();
const context = await launchPersistent(profile);
const memory = watchTree(profile);
let throttling = null as Throttle | null;
try {
  await atLunchtime(context);
  await markPhotoSteps(context);
  await context.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({
      type: 'longtask',
    });
  });
  let page = context.pages()[0] ?? (await context.newPage());
  await signInWarden(page, server, server.url);
  for (const [n, rate] of RATES.entries()) {
    const run = await composeFour(context, page, rate, memory, photos);
    report(rate, run.throttle.achieved(), run.idle, run.figures);
    if (n > 0) {
      run.throttle.stop();
      continue;
    }
    // The tab is killed with four photos prepared; the composer is opened again in a new tab.
    // Page.crash never answers (the renderer is gone): wait for the page's own 'crash' event.
    const crashed = page.waitForEvent('crash');
    void run.cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    page = await context.newPage();
    const draft = await continueDraft(page, server.url, SLOTS.length).catch((error: unknown) => {
      console.log(`draft after a killed tab: NOT BACK (${String(error).split('\n')[0]})`);
      return null;
    });
    if (draft)
      console.log(
        `draft after a killed tab (CPU ${rate}x, ${run.throttle.achieved().toFixed(1)}x achieved): offer on screen ${(draft.offerMs / 1000).toFixed(2)} s after opening the composer; 'Continue' → all ${draft.photos} photos back ${(draft.backMs / 1000).toFixed(2)} s`,
      );
    run.throttle.stop();
  }
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} CPUs`,
  );
} finally {
  throttling?.stop();
  memory.stop();
  await context.close();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
