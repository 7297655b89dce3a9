/**
 * `npm run admin:create` as an operator runs it: a child process on a fresh DATA_DIR (PGlite), the
 * password piped on stdin. The app then started on that DATA_DIR lets the new super admin sign in
 * with it and sends them to the authenticator enrolment; duplicates, bad fields and a weak password
 * are refused with exit code 1 and one line, and the password never shows in the output.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { createServer } from '@server/server.ts';
import { json } from '../support/test-app.ts';

const PASSWORD = 'Operator#2026x';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-admin-create-'));

interface Run {
  code: number | null;
  out: string;
}

function adminCreate(args: string[], stdin: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', ...args], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
}

const fields = (email: string, phone: string) => [
  '--email',
  email,
  '--first-name',
  'Nirmala',
  '--last-name',
  'Iyer',
  '--phone',
  phone,
];

describe('npm run admin:create', () => {
  const runs: Run[] = [];
  beforeAll(async () => {
    // One after another: each opens the same PGlite directory.
    runs.push(await adminCreate(fields(' Operator@Example.org ', '9845123456'), `${PASSWORD}\n`));
    runs.push(await adminCreate(fields('operator@example.org', '9845123457'), `${PASSWORD}\n`));
    runs.push(await adminCreate(fields('other@example.org', '9845123456'), `${PASSWORD}\n`));
    runs.push(await adminCreate(fields('weak@example.org', '9845123458'), 'password1\n'));
    runs.push(await adminCreate(fields('not-an-email', '12345'), `${PASSWORD}\n`));
  }, 60_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates the account on an empty database and says so in one line', () => {
    expect(runs[0]).toMatchObject({ code: 0 });
    expect(runs[0]!.out.trim().split('\n')).toHaveLength(1);
    expect(runs[0]!.out).toContain('operator@example.org');
  });

  it('refuses a duplicate email, a duplicate phone, a weak password and a bad email, one line each', () => {
    const [, email, phone, weak, bad] = runs;
    for (const run of [email, phone, weak, bad]) {
      expect(run!.code).toBe(1);
      expect(run!.out.trim().split('\n')).toHaveLength(1);
    }
    expect(email!.out).toMatch(/Email ID already exists/);
    expect(phone!.out).toMatch(/phone number already exists/);
    expect(weak!.out).toMatch(/too weak/);
    expect(bad!.out).toMatch(/--email: Invalid Email ID/);
  });

  it('never prints the password', () => {
    for (const run of runs) {
      expect(run.out).not.toContain(PASSWORD);
      expect(run.out).not.toContain('password1');
    }
  });

  it('signs in on the app with that password and is sent to the 2FA enrolment', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      // The default: the new account makes the database not empty, so no demo data is added.
      SEED: 'demo',
      LOG_LEVEL: 'silent',
      WEEKLY_REPORTS: 'off',
      STATIC_DIR: path.join(dataDir, 'no-static'),
    });
    const app = await createServer(config, { messenger: { send: async () => {} } });
    try {
      const login = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/admin/login',
          payload: { email_id: 'operator@example.org', password },
        });
      expect((await login('Wrong#2026x')).statusCode).toBe(401);
      const demo = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { email_id: 'superadmin@example.org', password: 'Demo@2025' },
      });
      expect(demo.statusCode).toBe(401);
      const res = await login(PASSWORD);
      expect(res.statusCode).toBe(200);
      const data = json(res).data;
      expect(data).toMatchObject({ role: 'SUPER_ADMIN', to_be_validated: '2fa', is_2fa_enabled: false });
      const qr = await app.inject({
        method: 'GET',
        url: `/api/v1/admin/enable/2fa/${data.admin_id}`,
        headers: { authorization: `Bearer ${data.access_token}` },
      });
      expect(qr.statusCode).toBe(200);
      expect(json(qr).data.qr_token).toMatch(/^otpauth:\/\/totp\//);
    } finally {
      await app.close();
    }
  }, 30_000);
});
