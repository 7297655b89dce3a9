/**
 * The health check's one query: it asks the database for nothing but an answer, so `GET health`
 * fails when the database does, and it lives here because every query does (server/README.md).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function ping(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
