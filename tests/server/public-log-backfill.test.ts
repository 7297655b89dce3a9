/**
 * The posts from before the log (docs/log.md, 'Posts from before the log') and `npm run log:check`
 * as a real process. A server started on a database the demo seed filled (its posts are written
 * straight into the table, with no entries) logs them once, late, each marked `backfilled` with its
 * true received_at, and log:check passes; a post written later by SQL is never backfilled and
 * log:check names it. Then, the server stopped, the command run as a child process exits 0 with
 * its summary, and 1 naming the root mismatch once a hash tile in DATA_DIR is changed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '@server/config.ts';
import { createServer } from '@server/server.ts';
import { checkLog } from '@server/modules/public-log/log-check.service.ts';
import { logOrigin } from '@server/modules/public-log/log-key.ts';
import { currentPostEntry } from '@server/modules/public-log/log-step.ts';
import { backfilledEntry, backfillPreLogPosts } from '@server/modules/public-log/log-backfill.ts';
import { freshDatabase, type TestDatabase } from '../support/test-db.ts';

let dir: string;
let database: TestDatabase;
let config: Config;
let app: FastifyInstance;
let open = false;

const check = () =>
  checkLog(app.ctx.db, app.ctx.files, {
    verifierKey: app.ctx.publicLog.identity.verifierKey,
    origin: logOrigin(config.publicUrl),
    now: new Date(),
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-log-backfill-'));
  database = await freshDatabase();
  const url = database.url.startsWith('postgres') ? { DATABASE_URL: database.url } : {};
  config = loadConfig({
    ...url,
    DATA_DIR: dir,
    STATIC_DIR: path.join(dir, 'no-static'),
    LOG_LEVEL: 'silent',
    LOG_BATCH_MS: '20',
    WEEKLY_REPORTS: 'off',
    RATE_LIMITS: 'off',
  });
  app = await createServer(config);
  open = true;
}, 120_000);
afterAll(async () => {
  if (open) await app.close();
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the posts from before the log', () => {
  it('are logged once, late, marked backfilled with their true received_at; log:check passes', async () => {
    const db = app.ctx.db;
    const { n } = await db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(256);
    await expect
      .poll(async () => (await db.selectFrom('log_state').selectAll().executeTakeFirstOrThrow()).integrated_size, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(Number(n));
    const post = await db.selectFrom('posts').select(['id', 'received_at']).orderBy('id').executeTakeFirstOrThrow();
    const entry = await db
      .selectFrom('log_entries')
      .select('body')
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(entry.body).toBe(backfilledEntry((await currentPostEntry(db, app.ctx.files, post.id))!));
    expect(JSON.parse(entry.body)).toMatchObject({
      backfilled: true,
      received_at: new Date(post.received_at).toISOString(),
    });
    expect(await backfillPreLogPosts(db, app.ctx.files, new Date())).toBe(0);
    const result = await check();
    expect(result.problems).toEqual([]);
    expect(result.summary).toContain(`${n} posts match their entries`);
  }, 120_000);

  it('never backfills a post written later behind the server: log:check names it', async () => {
    const db = app.ctx.db;
    const { rows } = await sql<{ id: number }>`insert into posts (client_id, organization_id, district_id, warden_id,
        meal, day, content, image_1, status, captured_at, received_at, judged_at, clock_suspect)
      select '00000000-0000-4000-8000-999999999999', organization_id, district_id, warden_id, meal, day - 400,
        content, image_1, status, captured_at - interval '400 days', received_at - interval '400 days',
        judged_at, clock_suspect from posts order by id limit 1 returning id`.execute(db);
    const id = rows[0]!.id;
    expect(await backfillPreLogPosts(db, app.ctx.files, new Date())).toBe(0);
    expect((await check()).problems).toEqual([`post ${id}, entry none: missing from the log (it has no entry)`]);
    await db.deleteFrom('posts').where('id', '=', id).execute();
  });

  it('npm run log:check, as a process: exit 0 with its summary, then 1 naming a changed tile', async () => {
    await app.close();
    open = false;
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/log-check.ts'], {
        env: {
          ...process.env,
          DATA_DIR: dir,
          PUBLIC_URL: config.publicUrl,
          DATABASE_URL: config.DATABASE_URL ?? '',
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const clean = run();
    expect(clean.stderr).toBe('');
    expect(clean.stdout).toMatch(/^log:check: OK: checkpoint of \d+ entries verifies/);
    expect(clean.status).toBe(0);
    // The level-1 tile at the right edge: the root is made from it (and the full level-0 tiles under it).
    const edge = path.join(dir, 'log/tile/1/000.p');
    const width = fs.readdirSync(edge)[0]!;
    const tile = path.join(edge, width);
    const bytes = fs.readFileSync(tile);
    bytes[5]! ^= 0xff;
    fs.writeFileSync(tile, bytes);
    const bad = run();
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(`hash tile tile/1/000.p/${width}: differs from what the entries make`);
    expect(bad.stdout).toContain("root mismatch: the stored hash tiles do not give the checkpoint's root");
    expect(bad.stdout.trim().split('\n').at(-1)).toBe('log:check: FAILED: 2 mismatches');
  }, 120_000);
});
