/**
 * The public log after a kill -9 run (chaos-run.ts; docs/reliability.md, 'kill -9 runs'). Before the
 * server is stopped the run waits, polling GET /log/checkpoint with a deadline, until a signed
 * checkpoint covers every accepted post. Then, with the server down: the final checkpoint verifies
 * with the log's key (DATA_DIR/log-signing.key) and its tiles and entries in the store agree; every
 * post in the database has exactly one 'post' entry in the published log; the entries' indices are
 * 0..size-1 with no gap, none pending; and `log:check` (its service, the same code as the command)
 * finds no mismatch.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema.ts';
import { DiskStore } from '../../server/storage/disk-store.ts';
import { KEY_FILE, verifierKeyOf } from '../../server/modules/public-log/log-key.ts';
import { readPublished } from '../../server/modules/public-log/log-published.ts';
import { checkLog } from '../../server/modules/public-log/log-check.service.ts';
import { logState } from '../../server/modules/public-log/log-state.repository.ts';

/** Waits until the served checkpoint covers `entries` entries; answers how long that took. */
export async function logSettled(base: string, entries: number, deadlineMs: number) {
  const start = Date.now();
  let size = -1;
  while (Date.now() - start < deadlineMs) {
    const res = await fetch(`${base}/log/checkpoint`);
    size = res.status === 200 ? Number((await res.text()).split('\n')[1]) : 0;
    if (size >= entries) return { ok: true, size, seconds: (Date.now() - start) / 1000 };
    await new Promise((r) => setTimeout(r, 500));
  }
  return { ok: false, size, seconds: (Date.now() - start) / 1000 };
}

export interface LogFindings {
  lost: string[];
  doubled: string[];
  inconsistent: string[];
  /** The final checkpoint's size, and log:check's summary (or how many mismatches it named). */
  size: number;
  check: string;
}

export async function checkPublicLog(db: Kysely<DB>, dataDir: string, base: string): Promise<LogFindings> {
  const f: LogFindings = { lost: [], doubled: [], inconsistent: [], size: 0, check: '' };
  const files = new DiskStore(dataDir);
  const verifierKey = verifierKeyOf(fs.readFileSync(path.join(dataDir, KEY_FILE), 'utf8').trim());
  const origin = `${new URL(base).host}/log`;
  const state = await logState(db);
  const pub = await readPublished(files, state.checkpoint, verifierKey, origin);
  f.inconsistent.push(...pub.problems.map((p) => `log: ${p}`));
  if (!pub.checkpoint) f.inconsistent.push('log: no signed checkpoint');
  f.size = pub.checkpoint?.size ?? 0;

  const count = new Map<number, number>();
  for (const bytes of pub.entries) {
    const e = JSON.parse(new TextDecoder().decode(bytes)) as { kind: string; post_id: number };
    if (e.kind === 'post') count.set(e.post_id, (count.get(e.post_id) ?? 0) + 1);
  }
  const posts = await db.selectFrom('posts').select(['id', 'client_id']).execute();
  for (const p of posts) {
    const n = count.get(p.id) ?? 0;
    if (n === 0) f.lost.push(`post ${p.client_id} (id ${p.id}) in the public log`);
    if (n > 1) f.doubled.push(`post ${p.client_id} (id ${p.id}) in the public log ×${n}`);
    count.delete(p.id);
  }
  for (const id of count.keys()) f.inconsistent.push(`log: an entry names post ${id}, which is not in the database`);

  const { rows } = await sql<{ idx: number | null }>`select idx from log_entries order by idx nulls last`.execute(db);
  const pending = rows.filter((r) => r.idx === null).length;
  const gap = rows.findIndex((r, i) => r.idx !== null && r.idx !== i);
  if (pending) f.inconsistent.push(`log: ${pending} entries still without an index`);
  if (gap >= 0) f.inconsistent.push(`log: the indices skip or repeat at ${gap} (found ${rows[gap]!.idx})`);
  if (state.size !== rows.length - pending || state.integrated_size !== state.size || f.size !== state.size)
    f.inconsistent.push(
      `log: ${rows.length - pending} indexed entries, size ${state.size}, signed ${state.integrated_size}, published ${f.size}`,
    );

  const result = await checkLog(db, files, { verifierKey, origin, now: new Date() });
  f.inconsistent.push(...result.problems.map((p) => `log:check: ${p}`));
  f.check = result.problems.length ? `${result.problems.length} mismatches` : 'passed';
  return f;
}
