/**
 * The operator's monitor, `npm run log:check` (docs/log.md, 'Checking the log against the database').
 * It trusts neither the database nor the store alone: it reads the log as published (log-published.ts:
 * the signed checkpoint, the entry bundles and hash tiles in the store), then recomputes every post's
 * entry from the database as it is now (log-records.ts) and compares. Each mismatch is one line naming
 * the post and the entry's index: a post changed after it was logged (which keys), a post missing from
 * the log (no entry, or one pending longer than PENDING_MS), an entry whose post is gone without a
 * 'deleted' amendment, a row of log_entries that differs from the published entry.
 */
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { logState } from './log-state.repository.ts';
import { allEntryRows } from './log-check.repository.ts';
import { everyCurrentEntry } from './log-records.ts';
import { readPublished } from './log-published.ts';
import { BACKFILLED } from './log-backfill.ts';

/** An entry may wait this long for its checkpoint (the sequencer's promise is 60 s). */
export const PENDING_MS = 2 * 60_000;

export interface LogCheck {
  problems: string[];
  summary: string;
}

type Json = Record<string, unknown>;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The dotted paths (photos.image_2) whose values differ between two entries. */
export function differingKeys(a: Json, b: Json, prefix = ''): string[] {
  const out: string[] = [];
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const [x, y] = [a[key], b[key]];
    const nested = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
    if (nested(x) && nested(y)) out.push(...differingKeys(x as Json, y as Json, `${prefix}${key}.`));
    else if (JSON.stringify(x) !== JSON.stringify(y)) out.push(`${prefix}${key}`);
  }
  return out;
}

const parse = (text: string): Json | null => {
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : null;
  } catch {
    return null;
  }
};

export async function checkLog(
  db: Kysely<DB>,
  files: FileStore,
  o: { verifierKey: string; origin: string; now: Date },
): Promise<LogCheck> {
  const state = await logState(db);
  const pub = await readPublished(files, state.checkpoint, o.verifierKey, o.origin);
  const problems = [...pub.problems];
  // A checkpoint that does not verify leaves nothing to compare the posts with: that is the finding.
  if (state.checkpoint && !pub.checkpoint) return { problems, summary: '' };
  const texts: string[] = [];
  const logged = new Map<number, number>(); // post id → index of its 'post' entry
  const deleted = new Set<number>();
  pub.entries.forEach((bytes, i) => {
    let text = '';
    try {
      text = decoder.decode(bytes);
    } catch {
      /* not UTF-8: parse fails below */
    }
    texts.push(text);
    const e = parse(text);
    const postId = typeof e?.post_id === 'number' ? e.post_id : null;
    if (!e || postId === null) return void problems.push(`entry ${i}: not an entry of this log`);
    if (e.kind === 'amend' && e.reason === 'deleted') deleted.add(postId);
    if (e.kind !== 'post') return;
    const twin = logged.get(postId);
    if (twin !== undefined) problems.push(`post ${postId}, entry ${i}: in the log twice (also entry ${twin})`);
    else logged.set(postId, i);
  });

  const rows = await allEntryRows(db);
  const inTable = new Set<number>();
  const waiting = new Map<string, { idx: number | null; since: Date }>(); // `${kind}/${post}` → not yet published
  for (const r of rows) {
    if (r.idx !== null && r.idx < texts.length) {
      inTable.add(r.idx);
      if (r.body !== texts[r.idx])
        problems.push(`post ${r.post_id}, entry ${r.idx}: the row in log_entries differs from the published entry`);
    } else waiting.set(`${r.kind}/${r.post_id}`, { idx: r.idx, since: new Date(r.created_at) });
  }
  texts.forEach((text, i) => {
    if (!inTable.has(i))
      problems.push(`post ${parse(text)?.post_id ?? '?'}, entry ${i}: published but not in log_entries`);
  });
  const late = (w: { since: Date } | undefined) => !w || o.now.getTime() - w.since.getTime() > PENDING_MS;
  const where = (w: { idx: number | null } | undefined) => `entry ${w?.idx ?? 'pending'}`;

  let posts = 0;
  const seen = new Set<number>();
  for await (const { postId, body } of everyCurrentEntry(db, files)) {
    posts++;
    seen.add(postId);
    const idx = logged.get(postId);
    if (idx === undefined) {
      const w = waiting.get(`post/${postId}`);
      if (!w) problems.push(`post ${postId}, entry none: missing from the log (it has no entry)`);
      else if (late(w))
        problems.push(`post ${postId}, ${where(w)}: missing from the log (pending since ${w.since.toISOString()})`);
      continue;
    }
    const was = parse(texts[idx]!)!;
    delete was[BACKFILLED];
    if (canonicalJson(was) === body) continue;
    const keys = differingKeys(was, parse(body)!);
    problems.push(`post ${postId}, entry ${idx}: changed after it was logged: ${keys.join(', ')}`);
  }
  for (const [postId, idx] of logged) {
    if (seen.has(postId) || deleted.has(postId)) continue;
    const w = waiting.get(`amend/${postId}`);
    if (!w || late(w))
      problems.push(`post ${postId}, entry ${idx}: the post is gone without a 'deleted' amendment in the log`);
  }
  const pending = [...waiting.keys()].length;
  const summary =
    `log:check: OK: checkpoint of ${texts.length} entries verifies, its tiles and entries agree, ` +
    `${posts} posts match their entries (${logged.size} logged, ${deleted.size} deletions, ${pending} entries waiting)`;
  return { problems, summary };
}
