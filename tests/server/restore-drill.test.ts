/**
 * The restore drill of docs/operations.md on the embedded database, done the way the document says:
 * make data through the API (a warden's post with a photo), stop the server, archive DATA_DIR with
 * tar, wipe it, unpack the archive, start again. Every table has the rows it had, every file under
 * DATA_DIR other than the database's own (media, reports, secret.key) has the bytes it had, a token
 * signed before the backup still works (the secret key came back) and the photo is served.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config.ts';
import { createServer } from '@server/server.ts';
import type { OutgoingMessage } from '@server/lib/messenger.ts';
import { until } from '../support/x-processes.ts';
import { json, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, tweetBody, upload } from '../support/posting.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-restore-'));
const dataDir = path.join(work, 'data');
const archive = path.join(work, 'backup.tar.gz');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The server as `npm run serve` opens it: PGlite under DATA_DIR/db, the demo seed on first start. */
async function start(): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEEKLY_REPORTS: 'off',
    STATIC_DIR: path.join(work, 'no-static'),
  });
  const sent: OutgoingMessage[] = [];
  const app = await createServer(config, { messenger: { send: async (m) => void sent.push(m) }, seedPosts: false });
  const lastCode = (to?: string) => {
    const text = [...sent].reverse().find((m) => to === undefined || m.to === to)?.text ?? '';
    return /\b\d{6}\b/.exec(text)?.[0] ?? '';
  };
  return { app, sent, dataDir, databaseUrl: '', lastCode, close: () => app.close() };
}

/** Rows in every table of the app's schema. */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.app.ctx.db);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)}`.execute(t.app.ctx.db);
    counts[table_name] = Number(row.rows[0]!.n);
  }
  return counts;
}

/** sha256 of every file under DATA_DIR except the database's own files. */
function fileHashes(): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dataDir, full);
    // The database is compared by its rows; `.incoming/` holds a running server's files being
    // written (a checkpoint, a rendition), renamed into place when whole: not data to restore.
    if (!entry.isFile() || relative.startsWith(`db${path.sep}`) || relative.startsWith(`.incoming${path.sep}`))
      continue;
    hashes[relative] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return hashes;
}

describe('restore drill (PGlite): back up, wipe, restore', () => {
  it('gives back the same rows and the same files', async () => {
    let t = await start();
    const warden = await signIn(t, 'warden@example.org');
    const auth = { authorization: `Bearer ${warden.access_token}` };
    const orgs = json(await t.app.inject({ method: 'GET', url: '/api/v1/organization/warden', headers: auth })).data;
    const photo = json(await upload(t, warden.access_token, await jpeg(800, 600, { r: 30, g: 160, b: 90 }))).data;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tweet',
      headers: auth,
      payload: tweetBody(orgs.items[0].id, photo.id),
    });
    expect(posted.statusCode).toBe(201);
    // The list rendition is made after the answer; wait for it so the backup holds a settled store.
    await until('the rendition', async () => {
      const [row] = await sql<{ n: string }>`select count(*) as n from media where low_res_path is null
        and media_type = 'image' and current_ext = 'jpg'`
        .execute(t.app.ctx.db)
        .then((r) => r.rows);
      return Number(row!.n) === 0;
    });
    // So is the public log: the post is in a signed checkpoint, its tiles written (docs/log.md).
    await until('the public log', async () => {
      const [row] = await sql<{ n: string }>`select count(*) as n from log_entries where integrated_at is null`
        .execute(t.app.ctx.db)
        .then((r) => r.rows);
      return Number(row!.n) === 0;
    });
    const counts = await rowCounts(t);
    expect(counts.posts).toBeGreaterThan(0);
    expect(counts.log_entries).toBeGreaterThan(0);
    await t.close();
    const files = fileHashes();
    // The photo kept as sent and its list rendition.
    expect(Object.keys(files).filter((f) => f.startsWith(`media${path.sep}`)).length).toBeGreaterThanOrEqual(2);
    expect(files['secret.key']).toBeDefined();

    // docs/operations.md: with the server stopped, `tar -C "$DATA_DIR" -czf backup.tar.gz .`
    execFileSync('tar', ['-C', dataDir, '-czf', archive, '.']);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir);
    execFileSync('tar', ['-C', dataDir, '-xzf', archive]);

    expect(fileHashes()).toEqual(files);
    t = await start();
    try {
      expect(await rowCounts(t)).toEqual(counts);
      expect(fileHashes()).toEqual(files);
      const again = await t.app.inject({ method: 'GET', url: '/api/v1/organization/warden', headers: auth });
      expect(again.statusCode).toBe(200);
      const media = await t.app.inject({ method: 'GET', url: photo.image_url.full.high_res });
      expect(media.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
