/**
 * Readying bench:x-burst's institutions the way wardens do it, over HTTP against the server
 * process: each warden signs in with the password and the emailed code (read from the outbox
 * folder the server writes mail to without SMTP), then connects their own institution to X
 * through the whole OAuth round trip (our connect, the fake's authorize page, our callback).
 * This process trusts the fake's CA by passing it to that one request; TLS is checked as always.
 */
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { call as apiCall } from '../../tests/support/http-call.ts';

/** Our API under the server's root address. */
const call = (base: string, method: string, url: string, token?: string, body?: unknown) =>
  apiCall(`${base}/api/v1`, method, url, token, body);

/** The sign-in codes the server wrote to DATA_DIR/outbox, each file read once. */
export class Outbox {
  private seen = new Set<string>();
  private codes = new Map<string, string>();

  constructor(private dir: string) {}

  async code(email: string): Promise<string> {
    for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      const names = fs.existsSync(this.dir) ? fs.readdirSync(this.dir) : [];
      for (const name of names.filter((n) => !this.seen.has(n)).sort()) {
        let message: { to: string; text: string };
        try {
          message = JSON.parse(fs.readFileSync(path.join(this.dir, name), 'utf8')) as typeof message;
        } catch {
          continue; // still being written: read it next time
        }
        this.seen.add(name);
        const code = /\b\d{6}\b/.exec(message.text)?.[0];
        if (code) this.codes.set(message.to, code);
      }
      const code = this.codes.get(email);
      if (code) {
        this.codes.delete(email);
        return code;
      }
    }
    throw new Error(`no sign-in code for ${email} in ${this.dir}`);
  }
}

export async function signIn(base: string, outbox: Outbox, email: string, password: string): Promise<string> {
  const login = await call(base, 'POST', 'admin/login', undefined, { email_id: email, password });
  if (login.status !== 200 || !login.data) throw new Error(`login of ${email}: ${login.status}`);
  const { to_be_validated: step, access_token: pending, admin_id: adminId } = login.data;
  const ok = await call(base, 'POST', `admin/validate/${String(step)}`, String(pending), {
    admin_id: adminId,
    otp: await outbox.code(email),
  });
  if (ok.status !== 200 || !ok.data) throw new Error(`validation of ${email}: ${ok.status}`);
  return String(ok.data.access_token);
}

/** A GET to the fake X over HTTPS, trusting its CA: answers the redirect's location. */
function approve(url: URL, ca: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (res) => {
        res.resume();
        if (res.statusCode === 302 && res.headers.location) resolve(res.headers.location);
        else reject(new Error(`authorize answered ${res.statusCode}`));
      })
      .once('error', reject);
  });
}

/** The warden's own institution connected to the fake X account `username`, as a phone does it. */
export async function connectX(base: string, token: string, orgId: number, username: string, ca: Buffer) {
  const started = await call(base, 'POST', `organization/${orgId}/x/connect`, token);
  if (started.status !== 200) throw new Error(`x/connect of ${orgId}: ${started.status}`);
  const authorize = new URL(String(started.data!.authorize_url));
  authorize.searchParams.set('username', username);
  const back = new URL(await approve(authorize, ca));
  const callback = await call(base, 'GET', `x/callback${back.search}`);
  if (!callback.location?.includes('x=connected')) throw new Error(`x/callback of ${orgId}: ${callback.location}`);
}

/** Runs `work` over `items`, `width` at a time, printing progress every `every` items. */
export async function inParallel<T>(items: T[], width: number, label: string, work: (item: T) => Promise<void>) {
  let next = 0;
  let done = 0;
  const started = performance.now();
  const every = Math.max(100, Math.ceil(items.length / 10));
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        await work(items[next++]!);
        if (++done % every === 0 || done === items.length)
          console.log(`  ${label}: ${done}/${items.length} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    }),
  );
}
