/**
 * The public log's one state row and the sequencer's two steps in the database (docs/log.md,
 * 'Sequencing'). One process at a time holds the lease (`lease_owner`, `lease_until`; taken when it
 * ran out, as the X queue's and the renditions' leases are). Step 1 gives the pending entries the
 * next indices, oldest first, in one transaction that also locks the state row, so two processes
 * can never hand out one index twice. Step 2 ends with `integrate`: the new signed checkpoint and
 * the entries' integrated_at, in one transaction, and only forward (a slower twin cannot go back).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB>;

export const logState = (db: Db) =>
  db.selectFrom('log_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

/** Takes or keeps the sequencer's lease; false while another process holds it. */
export async function claimLease(db: Db, owner: string, now: Date, until: Date): Promise<boolean> {
  const row = await db
    .updateTable('log_state')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '=', owner), eb('lease_until', '<', now)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Lets go of the lease (the process closes), so another may sequence at once. */
export const releaseLease = (db: Db, owner: string) =>
  db
    .updateTable('log_state')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', 1)
    .where('lease_owner', '=', owner)
    .execute();

/**
 * Step 1: the next indices for at most `max` pending entries, in the order they were written, if
 * this process holds the lease. Answers the log's size after it (unchanged when nothing waited).
 */
export async function assignIndices(db: Db, owner: string, now: Date, max: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom('log_state')
      .select(['size', 'lease_owner', 'lease_until'])
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (state.lease_owner !== owner || !state.lease_until || state.lease_until <= now) return null;
    const done = await sql<{ n: number }>`
      with next as (
        select id, row_number() over (order by id) - 1 as n
        from log_entries where idx is null order by id limit ${max}
      )
      update log_entries e set idx = ${state.size} + next.n from next where e.id = next.id
      returning next.n`.execute(trx);
    const size = state.size + done.rows.length;
    if (done.rows.length) await trx.updateTable('log_state').set({ size }).where('id', '=', 1).execute();
    return size;
  });
}

/**
 * Step 2's end: the signed checkpoint of `size` entries becomes the log's latest, and those entries
 * are integrated. Answers false when the log already stood at a larger size (another sequencer was
 * faster), so the caller keeps the newer checkpoint.
 */
export async function integrate(db: Db, size: number, rootHex: string, checkpoint: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('log_state')
      .set({ integrated_size: size, root_hash: rootHex, checkpoint, updated_at: now })
      .where('id', '=', 1)
      .where('integrated_size', '<=', size)
      .returning('id')
      .executeTakeFirst();
    if (!moved) return false;
    await trx
      .updateTable('log_entries')
      .set({ integrated_at: now })
      .where('idx', '<', size)
      .where('integrated_at', 'is', null)
      .execute();
    return true;
  });
}
