/**
 * The server of `npm run soak`, apart from soak.ts because the soak measures the server's own memory:
 * the real `server/start.ts` runs as a child process (so /proc/<pid>/status holds its RSS alone, not
 * the load generator's), on a free loopback port, with a temporary DATA_DIR whose outbox/ holds the
 * sign-in codes (no SMTP or SMS webhook configured), and signs accounts in through the real password
 * and code steps over HTTP. Stopped with SIGTERM, as a service manager would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface SoakServer {
  base: string;
  pid: number;
  /** The server's resident memory now, in MB (VmRSS), or NaN once it has gone. */
  rssMb(): number;
  signIn(email: string, password: string, phone?: string): Promise<string>;
  stop(): Promise<number | null>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/** `env`: settings over the defaults below (bench:server passes WORKERS and CACHE_SECONDS). */
export async function startSoakServer(databaseUrl: string, env: Record<string, string> = {}): Promise<SoakServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-soak-'));
  const outbox = path.join(dataDir, 'outbox');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED: 'none',
      STATIC_DIR: path.join(dataDir, 'no-static'),
      // One address plays 200 users; the per-address limits would measure themselves.
      RATE_LIMITS: 'off',
      WEEKLY_REPORTS: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Listening once /health answers (at LOG_LEVEL warn there is no "Server listening" line to read).
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server ended at start (exit ${child.exitCode})`);
    const ok = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error('the server did not answer /health within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }

  const seen = new Set<string>();
  const messages: { to: string; text: string }[] = [];
  async function codeFor(to: string, since: number): Promise<string> {
    for (let i = 0; i < 200; i++) {
      for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
        if (!file.endsWith('.json') || seen.has(file)) continue;
        seen.add(file);
        const m = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string };
        messages.push(m);
      }
      const index = messages.findIndex((m, k) => k >= since && m.to === to);
      const code = index >= 0 ? messages[index]!.text.match(/\b\d{6}\b/)?.[0] : undefined;
      if (code) return code;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no code reached the outbox for ${to}`);
  }

  // One sign-in per address at a time: the code is the first message to that address since the login.
  const queues = new Map<string, Promise<unknown>>();
  async function signInNow(email: string, password: string, phone?: string): Promise<string> {
    const since = messages.length;
    const login = await fetch(`${base}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_id: email, password }),
    });
    if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}: ${await login.text()}`);
    const pending = (
      (await login.json()) as { data: { to_be_validated: string; access_token: string; admin_id: number } }
    ).data;
    const otp = await codeFor(pending.to_be_validated === 'phone' && phone ? phone : email, since);
    const res = await fetch(`${base}/api/v1/admin/validate/${pending.to_be_validated}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pending.access_token}` },
      body: JSON.stringify({ admin_id: pending.admin_id, otp }),
    });
    if (res.status !== 200) throw new Error(`validation of ${email} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: { access_token: string } }).data.access_token;
  }

  return {
    base,
    pid: child.pid!,
    rssMb() {
      try {
        const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return kb ? Number(kb) / 1024 : NaN;
      } catch {
        return NaN;
      }
    },
    signIn(email, password, phone) {
      const next = (queues.get(email) ?? Promise.resolve()).then(() => signInNow(email, password, phone));
      queues.set(
        email,
        next.catch(() => undefined),
      );
      return next;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
