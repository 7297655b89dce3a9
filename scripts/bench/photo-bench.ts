/**
 * P1 (bytes per photo) and P2 (time per photo, main-thread long tasks): builds a tiny page around
 * the app's real photo client and worker (scripts/bench/photo-page) with Vite, serves it with a
 * generated 12-megapixel camera JPEG (the browser tests' fixture: a plate over sensor-like noise,
 * with EXIF), and runs it N times (default 7, after one warm-up) in headless Chromium. P9: the face
 * detector's share of the crop, and the renderer's peak memory while it runs.
 *   npm run bench:photo [-- --n 7]
 * Prints one line per measure; exits 0 (a benchmark, not a test).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { cameraJpeg } from '../../tests/e2e/support/compose.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const argN = process.argv.indexOf('--n');
const N = argN > 0 ? Number(process.argv[argN + 1]) : 7;

/** The largest resident size of Chromium's renderer processes while the page runs (Linux /proc). */
function watchRendererMemory(): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    let total = 0;
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
        const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
        total += rss ? Number(rss[1]) * 1024 : 0;
      } catch {
        // The process ended between the listing and the read.
      }
    }
    peak = Math.max(peak, total);
  };
  const timer = setInterval(sample, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function main(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-photo-bench-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(here, 'photo-page'),
    resolve: { alias: { '@': path.join(root, 'src'), '@common': path.join(root, 'common') } },
    build: { outDir, emptyOutDir: true },
    // As the app's own build: module workers, so the face detector is a chunk of its own.
    worker: { format: 'es' },
  });
  const photo = await cameraJpeg('bench-12mp.jpg', 4000, 3000, 'Lunch 12 MP');
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.jpg': 'image/jpeg',
    '.wasm': 'application/wasm',
    '.json': 'application/json',
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file =
      url.pathname === '/photo.jpg' ? photo : path.join(outDir, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(outDir) && file !== photo) return void res.writeHead(403).end();
    fs.readFile(file, (error, data) => {
      if (error) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(data);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const memory = watchRendererMemory();
    await page.goto(`http://127.0.0.1:${port}/?n=${N}`);
    await page.waitForFunction(() => window.benchResult !== undefined, undefined, { timeout: 10 * 60_000 });
    const peakRss = memory.stop();
    const result = await page.evaluate(() => window.benchResult);
    if (!result || 'error' in result) throw new Error(`photo bench failed in the page: ${result?.error}`);
    const { runs, longTasks, stampPx, stampInkPx, sourceBytes } = result;
    const KB = 1024;
    const bytes = runs.map((r) => r.bytes);
    const over50 = longTasks.filter((d) => d > 50);
    console.log(
      `P1 bytes/photo: median ${(median(bytes) / KB).toFixed(1)} KB (max ${(Math.max(...bytes) / KB).toFixed(1)} KB) at ${runs[0]?.width}x${runs[0]?.height}, quality ${runs[0]?.quality}, from a ${(sourceBytes / KB / KB).toFixed(1)} MB 4000x3000 JPEG; stamp font ${stampPx} px, main line ink ${stampInkPx} px tall | target <= 200 KB at 1600 px, text >= 14 px: ${median(bytes) <= 200 * KB && stampInkPx >= 14 ? 'MET' : 'MISSED'}`,
    );
    console.log(
      `P2 time/photo: median ${(median(runs.map((r) => r.totalMs)) / 1000).toFixed(2)} s over N=${runs.length} (inspect ${median(runs.map((r) => r.inspectMs)).toFixed(0)} ms, crop ${median(runs.map((r) => r.cropMs)).toFixed(0)} ms, stamp ${median(runs.map((r) => r.stampMs)).toFixed(0)} ms; min ${(Math.min(...runs.map((r) => r.totalMs)) / 1000).toFixed(2)} s, max ${(Math.max(...runs.map((r) => r.totalMs)) / 1000).toFixed(2)} s) | target <= 1.0 s: ${median(runs.map((r) => r.totalMs)) <= 1000 ? 'MET' : 'MISSED'}`,
    );
    console.log(
      `P2 long tasks: ${longTasks.length} on the main thread, ${over50.length} over 50 ms (longest ${longTasks.length ? Math.max(...longTasks).toFixed(0) : 0} ms) | target none over 50 ms: ${over50.length === 0 ? 'MET' : 'MISSED'}`,
    );
    const added = runs.map((r) => r.cropMs - r.cropNoDetectMs);
    console.log(
      `P9 face detection + blur, added to P2: median ${median(added).toFixed(0)} ms per 12 MP photo (crop ${median(runs.map((r) => r.cropMs)).toFixed(0)} ms with the detector, ${median(runs.map((r) => r.cropNoDetectMs)).toFixed(0)} ms with the faces given; detector ${runs[0]?.detector}) | target <= 700 ms: ${median(added) <= 700 ? 'MET' : 'MISSED'}; renderer peak RSS ${(peakRss / KB / KB).toFixed(0)} MB (the page, its photo worker and the detector, sampled every 50 ms)`,
    );
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${os.cpus().length} CPUs`,
    );
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(path.dirname(photo), { recursive: true, force: true });
  }
}

await main();
