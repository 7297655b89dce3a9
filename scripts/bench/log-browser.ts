/**
 * P11's browser side (docs/benchmarks.md, 'P11: the public log'): Debian Chromium with the CPU
 * throttled 4× (CDP Emulation.setCPUThrottlingRate), on a district page of /audit served from the
 * built dist/.
 * - Presses: in a fresh browser context each time (no pinned key, no saved checkpoint, no cached
 *   file, as a first visit), "Verify" on the first logged post; the time is the page's own
 *   data-ms (from the press to the result, fetches from this machine included).
 * - Pure verify: verify-post.ts bundled apart and run in the page over files already in memory, so
 *   only the checking is timed: the signature, the entry and the inclusion proof (first visit), and
 *   the same plus a consistency proof from an older checkpoint (a return visit).
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function throttled(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, bypassCSP: true, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** A press in a fresh context and a second one there: the page's data-ms, and the post and entry checked. */
async function press(browser: Browser, baseURL: string, districtId: number) {
  const page = await throttled(browser, baseURL);
  try {
    await page.goto(`/audit?district=${districtId}`);
    const button = page.locator('button[data-log-post]').first();
    await button.waitFor({ state: 'visible' });
    const output = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const verified = async () => {
      await button.click();
      await output.locator('xpath=self::*[@data-result]').waitFor({ timeout: 60_000 });
      const result = await output.getAttribute('data-result');
      if (result !== 'ok') throw new Error(`Verify answered ${result}: ${await output.textContent()}`);
      return Number(await output.getAttribute('data-ms'));
    };
    const ms = await verified();
    return {
      ms,
      // A second press in the same context: key pinned, checkpoint saved, files in Cache Storage.
      again: await verified(),
      postId: Number(await button.getAttribute('data-log-post')),
      index: Number(await button.getAttribute('data-log-index')),
    };
  } finally {
    await page.context().close();
  }
}

/** verify-post.ts as a script that sets globalThis.LogVerify. */
async function verifierScript(): Promise<string> {
  const out = await build({
    entryPoints: [path.join(ROOT, 'src/audit-verify/verify-post.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'LogVerify',
    target: 'es2022',
    platform: 'browser',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
  });
  return out.outputFiles[0]!.text;
}

/** Times verifyPost over in-memory files, `runs` times after one warm-up; `before` is a saved checkpoint or null. */
async function pureVerify(
  page: Page,
  a: { key: string; postId: number; index: number; before: string | null; runs: number },
) {
  return page.evaluate(async ({ key, postId, index, before, runs }) => {
    type Verify = (log: unknown, key: string, postId: number, index: number) => Promise<{ ok: boolean }>;
    const { verifyPost, CHECKPOINT_SLOT } = (
      globalThis as unknown as { LogVerify: { verifyPost: Verify; CHECKPOINT_SLOT: string } }
    ).LogVerify;
    const note = await (await fetch('/log/checkpoint')).text();
    const files = new Map<string, Uint8Array>();
    const access = (fetching: boolean) => {
      const kept = new Map<string, string>(before ? [[CHECKPOINT_SLOT, before]] : []);
      return {
        checkpoint: async () => note,
        file: async (p: string) => {
          if (!files.has(p) && fetching) files.set(p, new Uint8Array(await (await fetch(`/log/${p}`)).arrayBuffer()));
          const bytes = files.get(p);
          if (!bytes) throw new Error(`${p} was not fetched`);
          return bytes;
        },
        load: (k: string) => kept.get(k) ?? null,
        save: (k: string, v: string) => void kept.set(k, v),
      };
    };
    if (!(await verifyPost(access(true), key, postId, index)).ok) throw new Error('the warm-up did not verify');
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const result = await verifyPost(access(false), key, postId, index);
      times.push(performance.now() - started);
      if (!result.ok) throw new Error('a timed check did not verify');
    }
    return { times, files: files.size };
  }, a);
}

export interface BrowserFigures {
  presses: number[];
  again: number[];
  first: number[];
  returning: number[];
  files: number;
}

/** The presses (one warm-up, then `runs`) and the pure verify times. */
export async function browserFigures(
  baseURL: string,
  districtId: number,
  key: string,
  before: string,
  runs = 20,
): Promise<BrowserFigures> {
  const browser = await launchBrowser();
  try {
    const checked = await press(browser, baseURL, districtId);
    const presses: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const p = await press(browser, baseURL, districtId);
      presses.push(p.ms);
      again.push(p.again);
    }
    const page = await throttled(browser, baseURL);
    await page.goto('/log/key');
    await page.addScriptTag({ content: await verifierScript() });
    // tsx compiles this file keeping function names through a __name helper the page lacks.
    await page.evaluate('globalThis.__name = (f) => f');
    const { postId, index } = checked;
    const first = await pureVerify(page, { key, postId, index, before: null, runs });
    const returning = await pureVerify(page, { key, postId, index, before, runs });
    await page.context().close();
    return { presses, again, first: first.times, returning: returning.times, files: first.files };
  } finally {
    await browser.close();
  }
}
