/**
 * One migrated, seeded database per test run and kind of seed, copied by every test app instead of
 * migrating and seeding its own (docs/testing.md, "Database template"). The vitest projects' global
 * setup (db-template-setup.ts) names a folder for the run in TEST_DB_TEMPLATE_DIR; the first
 * worker that needs a template builds it there under a lock (an atomic mkdir), the others wait for
 * it. A seed with posts depends on its clock: one template per seedClockKey, times moved after the
 * copy (db-template-times.ts). TEST_DB_TEMPLATE=off, or no folder, keeps the old path.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema.ts';
import { buildTemplate, type SeedPlan, type TemplateMeta } from './db-template-build.ts';
import { moveSeedTimes, seedClockKey } from './db-template-times.ts';

export type { SeedPlan } from './db-template-build.ts';

export interface Template {
  /** Copies the template's DATA_DIR (secret key, media; the PGlite data directory too with `withDb`). */
  copyInto(dataDir: string, withDb: boolean): void;
  /** The PGlite dump an in-memory database starts from. */
  image(): Blob;
  /** On PostgreSQL: the database fresh ones are made from. */
  pgTemplate: string | null;
  /** Moves the seed's times to the test's clock: createServer's afterMigrate, on the first start only. */
  afterMigrate(db: Kysely<DB>): Promise<void>;
}

/** Settings that change what the seed writes or where: a test app with any of them seeds its own. */
export const UNTEMPLATED_ENV = ['SECRET_KEY', 'MEDIA_STORE', 'DATABASE_URL', 'S3_ENDPOINT'];

const images = new Map<string, Buffer>();

export async function templateFor(plan: SeedPlan, backend: 'pglite' | 'pg'): Promise<Template | null> {
  const root = process.env.TEST_DB_TEMPLATE_DIR;
  if (process.env.TEST_DB_TEMPLATE === 'off' || !root) return null;
  const seed = plan.seed === 'none' ? 'none' : plan.posts ? `posts-${seedClockKey(plan.now)}` : 'demo';
  const key = `${backend}-${seed}`;
  const folder = path.join(root, key);
  const pgAdmin =
    backend === 'pg'
      ? {
          url: process.env.TEST_DATABASE_URL!,
          name: `hm_tpl_${path.basename(root)}_${crypto.createHash('sha256').update(key).digest('hex').slice(0, 10)}`,
        }
      : null;
  await builtOnce(folder, (tmp) => buildTemplate(tmp, plan, pgAdmin));
  const meta = JSON.parse(fs.readFileSync(path.join(folder, 'meta.json'), 'utf8')) as TemplateMeta;
  const data = path.join(folder, 'data');
  const shift = plan.seed === 'demo' && plan.posts ? plan.now.getTime() - meta.now : 0;
  return {
    copyInto(dataDir, withDb) {
      const skip = path.join(data, 'db');
      fs.cpSync(data, dataDir, { recursive: true, filter: (src) => withDb || !src.startsWith(skip) });
    },
    image() {
      let bytes = images.get(folder);
      if (!bytes) images.set(folder, (bytes = fs.readFileSync(path.join(folder, 'image.tar'))));
      return new Blob([new Uint8Array(bytes)]);
    },
    pgTemplate: meta.pgTemplate,
    afterMigrate: (db) => moveSeedTimes(db, shift),
  };
}

const STALE_LOCK_MS = 300_000;

/**
 * Resolves once `ready()` holds, checked at each change in `dir` (the watcher starts before the
 * first check, so no change is missed), or when `deadlineMs` has passed.
 */
function changeIn(dir: string, deadlineMs: number, ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const watcher = fs.watch(dir);
    const done = () => {
      clearTimeout(deadline);
      watcher.close();
      resolve();
    };
    const deadline = setTimeout(done, deadlineMs);
    watcher.on('change', () => {
      if (ready()) done();
    });
    watcher.on('error', done);
    if (ready()) done();
  });
}

/** Builds `folder` once across every worker: under a lock, into a temporary folder renamed at the end. */
async function builtOnce(folder: string, build: (tmp: string) => Promise<void>): Promise<void> {
  const lock = `${folder}.lock`;
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  while (!fs.existsSync(folder)) {
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker builds it: wait until the folder appears or the lock goes. A lock left by a
      // worker that died is taken over once it is 5 minutes old.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else
        await changeIn(path.dirname(folder), STALE_LOCK_MS - age, () => fs.existsSync(folder) || !fs.existsSync(lock));
      continue;
    }
    try {
      if (fs.existsSync(folder)) return;
      const tmp = `${folder}.${process.pid}.tmp`;
      fs.rmSync(tmp, { recursive: true, force: true });
      await build(tmp);
      fs.renameSync(tmp, folder);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}
