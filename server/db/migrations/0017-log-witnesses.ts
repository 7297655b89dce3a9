/**
 * The public log's witnesses (docs/log.md, 'Witnesses'): one row per witness verifier key that
 * WITNESS_URLS lists. It keeps what the server knows of the witness (the size of the latest
 * checkpoint it cosigned, so the next request sends the right "old" size and proof), the witness's
 * latest cosignature of this log with the checkpoint text it covers (GET /log/checkpoint appends it
 * while that checkpoint is the latest), a lease so one server process at a time talks to a witness,
 * and the backoff after a failure. Only the latest cosignature is kept: a witness keeps the
 * checkpoint it cosigned, and the log's own history is in its tiles.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // witness_size: what the witness last cosigned (its 200) or said it has (its 409);
  // cosigned_text + cosignature: its latest verified cosignature and the checkpoint text it covers.
  await sql`create table log_witnesses (
    verifier_key text primary key,
    witness_size integer not null default 0,
    cosigned_text text,
    cosignature text,
    cosigned_at timestamptz,
    lease_owner text,
    lease_until timestamptz,
    failures integer not null default 0,
    retry_at timestamptz,
    last_error text
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('log_witnesses').ifExists().execute();
}
