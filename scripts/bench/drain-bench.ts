/**
 * P7, outbox drain: the real server in-process (fresh PGlite, demo data) gets 17 more institutions
 * for the demo warden (the server takes one post per institution, meal and day); Chromium talks to
 * it over loopback through the browser tests' counting proxy (tests/e2e/support/drop-proxy.ts, no
 * drops), with a small front server that also serves the bench page (scripts/bench/drain-page).
 * The warden signs in through the real UI, the page queues 50 posts of 4 photos each in the real
 * outbox and presses 'Send now'; the figure is the time until all 50 are sent, and the requests
 * the proxy counted per photo (Idempotency-Key) and per post (client_id).
 *   npm run build && npm run bench:drain [-- --posts 50]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { build } from 'vite';
import { launchBrowser, PHONE } from '../../tests/e2e/support/browser.ts';
import { startServer } from '../../tests/e2e/support/server.ts';
import { startDropProxy } from '../../tests/e2e/support/drop-proxy.ts';
import { cameraJpeg } from '../../tests/e2e/support/compose.ts';
import { signInWardenScreens, WARDEN } from '../../tests/e2e/support/warden-sign-in.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const argPosts = process.argv.indexOf('--posts');
const POSTS = argPosts > 0 ? Number(process.argv[argPosts + 1]) : 50;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-drain-bench-'));
await build({
  configFile: false,
  logLevel: 'warn',
  root: path.join(here, 'drain-page'),
  base: '/bench/',
  resolve: { alias: { '@': path.join(root, 'src'), '@common': path.join(root, 'common') } },
  build: { outDir, emptyOutDir: true },
});
// A stamped-photo-sized upload: 1600x1200, about 200 KB.
const camera = await cameraJpeg('drain.jpg', 1600, 1200, 'DRAIN');
const photo = await sharp(camera).jpeg({ quality: 55 }).toBuffer();

const server = await startServer();
const db = server.app.ctx.db;
const warden = await db.selectFrom('accounts').select('id').where('email_id', '=', WARDEN).executeTakeFirstOrThrow();
const model = await db.selectFrom('organizations').selectAll().orderBy('id').executeTakeFirstOrThrow();
const organizations: { id: number; en: string; kn: string }[] = [];
for (let i = 0; i < Math.ceil(POSTS / 3); i += 1) {
  const en = `bench hostel ${i + 1}`;
  const kn = `ಬೆಂಚ್ ವಸತಿ ನಿಲಯ ${i + 1}`;
  const row = await db
    .insertInto('organizations')
    .values({
      en_name: en,
      kn_name: kn,
      district_id: model.district_id,
      taluk_id: model.taluk_id,
      organization_type: model.organization_type,
      hostel_type: model.hostel_type,
      warden_id: warden.id,
      twitter_id: null,
      twitter_secret: null,
      created_by: null,
      deleted_reason: null,
      deleted_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  organizations.push({ id: row.id, en, kn });
}

const proxy = await startDropProxy(server.url);
const upstream = new URL(proxy.url);
const front = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/bench/config.json')
    return void res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ posts: POSTS, organizations }));
  if (url.pathname === '/bench/photo.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  if (url.pathname.startsWith('/bench/')) {
    const file = path.join(outDir, url.pathname.slice('/bench/'.length) || 'index.html');
    if (!file.startsWith(outDir)) return void res.writeHead(403).end();
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
    return void fs.readFile(file, (error, data) =>
      error ? res.writeHead(404).end() : res.writeHead(200, { 'content-type': type }).end(data),
    );
  }
  const forward = http.request(
    { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => res.destroy());
  req.pipe(forward);
});
await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

const browser = await launchBrowser();
try {
  // No service worker: its navigation fallback would answer /bench/ with the app shell.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInWardenScreens(page, server, base);
  // Posts the demo data or the app queued on the way in are not part of the figure.
  proxy.mediaRequests.clear();
  proxy.tweetRequests.clear();

  await page.goto(`${base}/bench/`);
  await page.waitForFunction(() => window.drainResult !== undefined, undefined, { timeout: 10 * 60_000 });
  const result = await page.evaluate(() => window.drainResult);
  if (!result || 'error' in result) throw new Error(`drain bench failed in the page: ${result?.error}`);
  const media = [...proxy.mediaRequests.values()];
  const tweets = [...proxy.tweetRequests.values()];
  const exactlyOnce =
    media.length === POSTS * 4 &&
    tweets.length === POSTS &&
    media.every((n) => n === 1) &&
    tweets.every((n) => n === 1);
  console.log(
    `P7 drain: ${result.sent}/${POSTS} posts (${POSTS * 4} photos of ${(result.photoBytes / 1024).toFixed(0)} KB) sent in ${(result.ms / 1000).toFixed(1)} s | target <= 30 s: ${result.ms <= 30_000 && result.sent === POSTS ? 'MET' : 'MISSED'}`,
  );
  console.log(
    `P7 requests: ${media.length} photos seen, max ${Math.max(0, ...media)} request(s) per photo; ${tweets.length} posts seen, max ${Math.max(0, ...tweets)} per post; states ${JSON.stringify(result.states)} | target exactly one each: ${exactlyOnce ? 'MET' : 'MISSED'}`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} CPUs`,
  );
} finally {
  await browser.close();
  front.close();
  await proxy.close();
  await server.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(path.dirname(camera), { recursive: true, force: true });
}
