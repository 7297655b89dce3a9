/**
 * Builds the real app for API tests: a fresh database (a copy of the run's migrated, seeded template:
 * db-template.ts), a temporary DATA_DIR, a fake clock when asked, and a messenger that keeps what it
 * sent so tests can read the codes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as OTPAuth from 'otpauth';
import { loadConfig } from '@server/config.ts';
import { createServer } from '@server/server.ts';
import { systemClock, type Clock } from '@server/lib/clock.ts';
import type { Messenger, OutgoingMessage } from '@server/lib/messenger.ts';
import type { XRuntimeOptions } from '@server/modules/x/x-runtime.ts';
import { freshDatabase } from './test-db.ts';
import { templateFor, UNTEMPLATED_ENV } from './db-template.ts';

export interface TestApp {
  app: FastifyInstance;
  sent: OutgoingMessage[];
  dataDir: string;
  databaseUrl: string;
  close(): Promise<void>;
  /** The newest 6-digit code sent (to this address, when given). */
  lastCode(to?: string): string;
}

export async function makeTestApp(
  opts: {
    clock?: Clock;
    env?: Record<string, string>;
    seed?: 'demo' | 'none';
    seedPosts?: boolean;
    x?: XRuntimeOptions;
    /** A second server process on the first one's database and data directory (closed by its owner). */
    shareWith?: TestApp;
    /** With shareWith: a data directory of its own, as a process on another machine has (media then need S3). */
    ownDataDir?: boolean;
  } = {},
): Promise<TestApp> {
  const shared = opts.shareWith;
  const ownDir = !shared || opts.ownDataDir;
  const dataDir = ownDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'hm-test-')) : shared.dataDir;
  const seed = opts.env?.SEED ?? opts.seed ?? 'demo';
  const plan = {
    seed: seed === 'none' ? 'none' : 'demo',
    posts: opts.seedPosts ?? false,
    now: (opts.clock ?? systemClock).now(),
  } as const;
  const templated = !shared && !UNTEMPLATED_ENV.some((name) => opts.env?.[name] !== undefined);
  const template = templated ? await templateFor(plan, process.env.TEST_DATABASE_URL ? 'pg' : 'pglite') : null;
  template?.copyInto(dataDir, false);
  const database = shared
    ? { url: shared.databaseUrl, drop: async () => undefined }
    : await freshDatabase(template?.pgTemplate ?? null);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-static'),
    SEED: opts.seed ?? 'demo',
    // The weekly reports' job would make 32 PDFs at every start; the tests that want it turn it on.
    WEEKLY_REPORTS: 'off',
    // The fuzzer and the role matrix send thousands of calls from one address; tests/server/rate-limits.test.ts turns them on.
    RATE_LIMITS: 'off',
    ...opts.env,
  });
  const sent: OutgoingMessage[] = [];
  const messenger: Messenger = { send: async (m) => void sent.push(m) };
  const app = await createServer(config, {
    ...(opts.clock ? { clock: opts.clock } : {}),
    // Every answer of every API test is held to its schema (server/plugins/answer-check.ts).
    checkAnswers: true,
    messenger,
    seedPosts: opts.seedPosts ?? false,
    ...(opts.x ? { x: opts.x } : {}),
    ...(template ? { afterMigrate: template.afterMigrate } : {}),
    ...(template && !template.pgTemplate ? { pgliteImage: template.image() } : {}),
  });
  return {
    app,
    sent,
    dataDir,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await database.drop();
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    lastCode(to) {
      const message = [...sent].reverse().find((m) => to === undefined || m.to === to);
      const code = message?.text.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code sent to ${to ?? 'anyone'}`);
      return code;
    },
  };
}

export const json = <T = { status: boolean; status_code: number; message: string; data: any }>(
  res: LightMyRequestResponse,
): T => res.json() as T;

export const DEMO_PASSWORD = 'Demo@2025';

/** Signs in through the password and email-code steps; answers the validated session. */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { email_id: email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const pending = json(login).data;
  const step = pending.to_be_validated as string;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/validate/${step}`,
    headers: { authorization: `Bearer ${pending.access_token}` },
    payload: { admin_id: pending.admin_id, otp: t.lastCode(step === 'email' ? email : undefined) },
  });
  if (res.statusCode !== 200) throw new Error(`validation failed: ${res.body}`);
  return json(res).data as { access_token: string; refresh_token: string; admin_id: number; role: string };
}

/** The authenticator code of a base32 secret at a time (SHA1, 6 digits, 30 s, as the server). */
export function totpCode(secret: string, timestamp: number): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp });
}

/**
 * Signs in an account whose second step is an enabled authenticator. Moves the fake clock on by a
 * minute first: each time step is accepted once, and a test may already have spent the next one.
 */
export async function signInTotp(
  t: TestApp,
  clock: { now(): Date; advance(ms: number): void },
  email: string,
  secret: string,
  password = DEMO_PASSWORD,
) {
  clock.advance(60_000);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { email_id: email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const pending = json(login).data;
  if (pending.to_be_validated !== '2fa') throw new Error(`${email} does not sign in with an authenticator`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/validate/2fa',
    headers: { authorization: `Bearer ${pending.access_token}` },
    payload: { admin_id: pending.admin_id, otp: totpCode(secret, clock.now().getTime()) },
  });
  if (res.statusCode !== 200) throw new Error(`2fa validation failed: ${res.body}`);
  return json(res).data as { access_token: string; refresh_token: string; admin_id: number; role: string };
}
