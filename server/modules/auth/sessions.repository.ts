/**
 * Queries on refresh tokens, which are stored only as a keyed hash. The rules of rotation and of
 * revoking a stolen token's family live in sessions.service.ts.
 */
import type { Insertable, Kysely } from 'kysely';
import type { DB, RefreshTokensTable } from '../../db/schema.ts';

export const insertRefreshToken = async (db: Kysely<DB>, row: Insertable<RefreshTokensTable>): Promise<void> => {
  await db.insertInto('refresh_tokens').values(row).execute();
};

export const refreshTokenByHash = (db: Kysely<DB>, hash: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();

/** Marks the token used unless it already was: of two requests racing with one token, one wins. */
export const spendRefreshToken = (db: Kysely<DB>, id: string, at: Date) =>
  db
    .updateTable('refresh_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

export const familyOfToken = (db: Kysely<DB>, hash: string) =>
  db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hash).executeTakeFirst();

/** Revokes the live tokens of a family (a replayed token's) or of an account (every session). */
export async function revokeTokens(
  db: Kysely<DB>,
  column: 'family_id' | 'account_id',
  value: string | number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where(column, '=', value as never)
    .where('revoked_at', 'is', null)
    .execute();
}
