/**
 * Queries on `log_witnesses` (migration 0017; docs/log.md, 'Witnesses'): one row per configured
 * witness key. A process talks to a witness only while it holds that witness's lease (taken when
 * free, its own, or run out, and only once the backoff after a failure has passed), so several
 * server processes on one PostgreSQL never submit to one witness at once, and the size the server
 * believes the witness has stays in step with what the witness answered.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, LogWitnessesTable } from '../../db/schema.ts';

type Db = Kysely<DB>;
type WitnessRow = Selectable<LogWitnessesTable>;

/** Makes sure every configured witness has its row (a new witness starts at size 0). */
export async function ensureWitnessRows(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('log_witnesses')
    .values(keys.map((verifier_key) => ({ verifier_key })))
    .onConflict((oc) => oc.column('verifier_key').doNothing())
    .execute();
}

export const witnessRows = (db: Db, keys: string[]) =>
  keys.length === 0
    ? Promise.resolve([] as WitnessRow[])
    : db.selectFrom('log_witnesses').selectAll().where('verifier_key', 'in', keys).execute();

/** Takes the witness's lease when it is free (or ours, or ran out) and its backoff has passed. */
export async function claimWitness(db: Db, key: string, owner: string, now: Date, until: Date) {
  return db
    .updateTable('log_witnesses')
    .set({ lease_owner: owner, lease_until: until })
    .where('verifier_key', '=', key)
    .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '=', owner), eb('lease_until', '<', now)]))
    .where((eb) => eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

export const releaseWitness = (db: Db, key: string, owner: string) =>
  db
    .updateTable('log_witnesses')
    .set({ lease_owner: null, lease_until: null })
    .where('verifier_key', '=', key)
    .where('lease_owner', '=', owner)
    .execute();

/** The witness cosigned the checkpoint `text` of `size` entries: its verified lines are kept. */
export const recordCosignature = (db: Db, key: string, size: number, text: string, lines: string, now: Date) =>
  db
    .updateTable('log_witnesses')
    .set({
      witness_size: size,
      cosigned_text: text,
      cosignature: lines,
      cosigned_at: now,
      failures: 0,
      retry_at: null,
      last_error: null,
    })
    .where('verifier_key', '=', key)
    .execute();

/** The witness said (409) that the latest checkpoint of this log it cosigned has `size` entries. */
export const recordWitnessSize = (db: Db, key: string, size: number) =>
  db.updateTable('log_witnesses').set({ witness_size: size }).where('verifier_key', '=', key).execute();

/** A failed attempt: why, and when the next may start. */
export const recordFailure = (db: Db, key: string, error: string, retryAt: Date) =>
  db
    .updateTable('log_witnesses')
    .set((eb) => ({ failures: sql<number>`${eb.ref('failures')} + 1`, retry_at: retryAt, last_error: error }))
    .where('verifier_key', '=', key)
    .execute();

/** The stored cosignature lines of the configured witnesses that cover the checkpoint `text`. */
export async function cosignaturesOf(db: Db, text: string, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('log_witnesses')
    .select(['verifier_key', 'cosignature'])
    .where('cosigned_text', '=', text)
    .where('verifier_key', 'in', keys)
    .where('cosignature', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.verifier_key, r.cosignature!]));
}
