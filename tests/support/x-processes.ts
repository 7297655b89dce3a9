/**
 * Real server processes on one PostgreSQL database for the X crash and scale-out tests: started
 * with tsx like `npm run serve`, talked to over HTTP like a phone would (sign-in codes read from
 * the outbox folder the server writes mail to), killed with SIGKILL. They inherit
 * NODE_EXTRA_CA_CERTS from the test worker, so they trust the fake X as the tests do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from './test-app.ts';
import { jpeg } from './posting.ts';
import { call } from './http-call.ts';

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/x-server-main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
      // Its warnings (LOG_LEVEL=warn) go where the test's own output goes.
      if (/"level":[45]0/.test(chunk.toString())) process.stderr.write(chunk);
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code}) before listening`)));
  });
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    child,
    kill: (signal = 'SIGKILL') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** Waits for a condition, polling; fails with `what` after `ms`. */
export async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export { call };

/** Signs in with the password and the emailed code the server wrote to DATA_DIR/outbox. */
export async function signInOver(base: string, dataDir: string, email: string): Promise<string> {
  const login = await call(base, 'POST', 'admin/login', undefined, { email_id: email, password: DEMO_PASSWORD });
  const outbox = path.join(dataDir, 'outbox');
  const code = await until('the sign-in code', async () => {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
      : [];
    for (const f of files) {
      const m = JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { to: string; text: string };
      if (m.to === email) return /\b\d{6}\b/.exec(m.text)?.[0];
    }
    return undefined;
  });
  const ok = await call(base, 'POST', 'admin/validate/email', login.data.access_token, {
    admin_id: login.data.admin_id,
    otp: code,
  });
  return ok.data.access_token as string;
}

/** A post with four photos for a meal and Submit time. */
export async function postOver(base: string, token: string, orgId: number, meal: string, capturedAt: Date) {
  const ids: number[] = [];
  for (let i = 0; i < 4; i++) {
    const form = new FormData();
    form.append('media_owner', 'OWNER');
    form.append('media', new Blob([new Uint8Array(await jpeg(160, 120, { r: 60 * i, g: 90, b: 30 }))]), 'photo.jpg');
    const res = await fetch(`${base}/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  const body = {
    organization_id: orgId,
    content: `${meal} for everyone`,
    meal,
    client_id: crypto.randomUUID(),
    captured_at: capturedAt.toISOString(),
    image_1: ids[0],
    image_2: ids[1],
    image_3: ids[2],
    image_4: ids[3],
  };
  const res = await call(base, 'POST', 'tweet', token, body);
  if (res.status !== 201) throw new Error(`post: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data as { id: number };
}
