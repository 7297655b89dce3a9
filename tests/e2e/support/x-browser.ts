/**
 * The X publishing browser test's world: the fake X over HTTPS, our server configured against it
 * (its worker running, no demo posts in the way of the test's own, PUBLIC_URL on a port chosen first so X's sign-in comes back to it), and a
 * Chromium that trusts the fake's test CA the way a Linux desktop does, through an NSS database in
 * the browser's HOME (certutil, Debian's libnss3-tools). TLS checking stays on: without the CA
 * the browser refuses the fake, as the control in the test shows.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startFakeX, type FakeX } from '../../../scripts/fake-x/fake-x-server.ts';
import { CERT_DIR, CLIENT } from '../../support/x-harness.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface XBrowserWorld {
  fake: FakeX;
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A HOME whose NSS database trusts the fake X's CA for websites, and nothing else of ours. */
export function homeTrusting(caPath: string): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-nss-'));
  const db = path.join(home, '.pki', 'nssdb');
  fs.mkdirSync(db, { recursive: true });
  execFileSync('certutil', ['-N', '-d', `sql:${db}`, '--empty-password']);
  execFileSync('certutil', ['-A', '-d', `sql:${db}`, '-n', 'Hostel Meals fake X test CA', '-t', 'C,,', '-i', caPath]);
  return home;
}

export async function startXBrowserWorld(opts: { accessTokenSeconds?: number } = {}): Promise<XBrowserWorld> {
  const fake = await startFakeX({
    certDir: CERT_DIR,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    ...(opts.accessTokenSeconds ? { accessTokenSeconds: opts.accessTokenSeconds } : {}),
  });
  const port = await freePort();
  const server = await startServer(
    {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      X_CLIENT_ID: CLIENT.id,
      X_CLIENT_SECRET: CLIENT.secret,
      X_API_BASE: fake.url,
      X_AUTHORIZE_URL: `${fake.url}/i/oauth2/authorize`,
      X_POSTS_PER_MINUTE: '6000',
    },
    { seedPosts: false },
  );
  const home = homeTrusting(path.join(CERT_DIR, 'ca.pem'));
  const browser = await launchBrowser({ env: { ...process.env, HOME: home } });
  return {
    fake,
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      await fake.close();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}
