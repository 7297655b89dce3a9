/**
 * Shared by bench:server and bench:spike: the real server in-process (`createServer`, `loadConfig`,
 * LOG_LEVEL=warn, SEED=none) against the database of DATABASE_URL (or TEST_DATABASE_URL from
 * scripts/with-postgres.sh), listening on 127.0.0.1 only, with a messenger that keeps the codes it
 * sends so accounts sign in through the real password and email-code steps.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { createServer } from '../../server/server.ts';
import type { Messenger, OutgoingMessage } from '../../server/lib/messenger.ts';

export interface ScaleServer {
  app: FastifyInstance;
  base: string;
  dataDir: string;
  /** `phone` for an account whose second step is a code by SMS (an admin's). */
  signIn(email: string, password: string, phone?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startScaleServer(): Promise<ScaleServer> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.error(
      'Set DATABASE_URL to the seeded PostgreSQL database, or run inside ./scripts/with-postgres.sh after npm run seed:scale.',
    );
    process.exit(2);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-scale-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    SEED: 'none',
    HOST: '127.0.0.1',
    PORT: '0',
    STATIC_DIR: path.join(dataDir, 'no-static'),
    // The load generator is one address signing in a hundred users; the limits would measure themselves.
    RATE_LIMITS: 'off',
  });
  const sent: OutgoingMessage[] = [];
  const messenger: Messenger = { send: async (m) => void sent.push(m) };
  const app = await createServer(config, { messenger, seedPosts: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function signIn(email: string, password: string, phone?: string): Promise<string> {
    const before = sent.length;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email_id: email, password },
    });
    if (login.statusCode !== 200) throw new Error(`login of ${email} failed: ${login.body}`);
    const pending = login.json().data as { to_be_validated: string; access_token: string; admin_id: number };
    // The code goes to the address or the phone of the account's second step; sign-ins run
    // concurrently, so pick this account's message among those sent since the login.
    const code = sent
      .slice(before)
      .find((m) => m.to === email || (phone !== undefined && m.to === phone))
      ?.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code sent to ${email}`);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/validate/${pending.to_be_validated}`,
      headers: { authorization: `Bearer ${pending.access_token}` },
      payload: { admin_id: pending.admin_id, otp: code },
    });
    if (res.statusCode !== 200) throw new Error(`validation of ${email} failed: ${res.body}`);
    return (res.json().data as { access_token: string }).access_token;
  }

  return {
    app,
    base,
    dataDir,
    signIn,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};
export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};
