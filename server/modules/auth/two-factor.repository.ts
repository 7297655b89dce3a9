/**
 * Queries on an account's authenticator (its sealed TOTP seed, the last step used, whether 2FA is on)
 * and its recovery codes, stored only as keyed hashes. The checks of a code live in totp.service.ts.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { revokeTokens } from './sessions.repository.ts';

export async function setTotpSecret(db: Kysely<DB>, accountId: number, sealed: string): Promise<void> {
  await db.updateTable('accounts').set({ totp_secret: sealed }).where('id', '=', accountId).execute();
}

/** Records the time step of an accepted code; a step at or before the last one is refused (no row). */
export const takeTotpStep = (db: Kysely<DB>, accountId: number, step: number) =>
  db
    .updateTable('accounts')
    .set({ totp_last_step: step })
    .where('id', '=', accountId)
    .where('totp_last_step', '<', step)
    .returning('id')
    .executeTakeFirst();

/** Spends a recovery code once: no row when it is unknown or already used. */
export const spendRecoveryCode = (db: Kysely<DB>, accountId: number, codeHash: string, at: Date) =>
  db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

const deleteRecoveryCodes = async (db: Kysely<DB>, accountId: number): Promise<void> => {
  await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
};

/** Turns 2FA on and replaces the recovery codes, together. */
export async function enableTwoFactor(
  db: Kysely<DB>,
  accountId: number,
  codeHashes: string[],
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ is_2fa_enabled: true, updated_at: at })
      .where('id', '=', accountId)
      .execute();
    await deleteRecoveryCodes(trx, accountId);
    await trx
      .insertInto('recovery_codes')
      .values(codeHashes.map((code_hash) => ({ account_id: accountId, code_hash })))
      .execute();
  });
}

/** Turns 2FA off, forgets the seed and the recovery codes, and ends every session, together. */
export async function clearTwoFactor(db: Kysely<DB>, accountId: number, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ is_2fa_enabled: false, totp_secret: null, totp_last_step: 0, updated_at: at, sessions_valid_after: at })
      .where('id', '=', accountId)
      .execute();
    await revokeTokens(trx, 'account_id', accountId, at);
    await deleteRecoveryCodes(trx, accountId);
  });
}
