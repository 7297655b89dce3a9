/**
 * Authenticator (TOTP) second step: enrolment through a QR code, sign-in codes (SHA1, 6 digits,
 * 30 s, ±1 step, each step accepted once), and single-use recovery codes.
 */
import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { MSG } from '@common/messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { decrypt, encrypt, keyedHash } from '../../lib/secrets.ts';
import type { Account } from './accounts.repository.ts';

export const TOTP_ISSUER = 'Hostel Meals';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpFor(account: Account, secretBase32: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: account.email_id,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// URI for the QR code; keeps one pending secret until the first code confirms it. */
export async function enrolmentUri(ctx: AppContext, account: Account): Promise<string> {
  if (account.is_2fa_enabled) throw errors.unauthorized(MSG.notPermitted);
  let secret = account.totp_secret ? decrypt(ctx.keys.encryption, account.totp_secret) : null;
  if (!secret) {
    secret = new OTPAuth.Secret({ size: 20 }).base32;
    await ctx.db
      .updateTable('accounts')
      .set({ totp_secret: encrypt(ctx.keys.encryption, secret) })
      .where('id', '=', account.id)
      .execute();
  }
  return totpFor(account, secret).toString();
}

/** Checks an authenticator code; a time step once used is refused. */
export async function consumeTotp(ctx: AppContext, account: Account, token: string): Promise<void> {
  if (!account.totp_secret) throw errors.unauthorized(MSG.notPermitted);
  const totp = totpFor(account, decrypt(ctx.keys.encryption, account.totp_secret));
  const now = ctx.clock.now().getTime();
  const delta = totp.validate({ token, timestamp: now, window: 1 });
  if (delta === null) throw errors.unauthorized(MSG.invalidOtp);
  const step = Math.floor(now / 1000 / 30) + delta;
  const taken = await ctx.db
    .updateTable('accounts')
    .set({ totp_last_step: step })
    .where('id', '=', account.id)
    .where('totp_last_step', '<', step)
    .returning('id')
    .executeTakeFirst();
  if (!taken) throw errors.unauthorized(MSG.invalidOtp);
}

const recoveryHash = (ctx: AppContext, accountId: number, code: string) =>
  keyedHash(ctx.keys.codes, `recovery:${accountId}:${code}`);

export async function consumeRecoveryCode(ctx: AppContext, account: Account, code: string): Promise<void> {
  const used = await ctx.db
    .updateTable('recovery_codes')
    .set({ used_at: ctx.clock.now() })
    .where('account_id', '=', account.id)
    .where('code_hash', '=', recoveryHash(ctx, account.id, code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw errors.unauthorized(MSG.invalidOtp);
}

function recoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[crypto.randomInt(0, RECOVERY_ALPHABET.length)];
  return `${Array.from({ length: 5 }, pick).join('')}-${Array.from({ length: 5 }, pick).join('')}`;
}

/** Enables 2FA after the first good code and answers ten fresh recovery codes, shown once. */
export async function enableWithRecoveryCodes(ctx: AppContext, account: Account): Promise<string[]> {
  const codes = Array.from({ length: 10 }, recoveryCode);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ is_2fa_enabled: true, updated_at: ctx.clock.now() })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('recovery_codes').where('account_id', '=', account.id).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((c) => ({ account_id: account.id, code_hash: recoveryHash(ctx, account.id, c) })))
      .execute();
  });
  return codes;
}

/** A super admin's reset: the account enrols again at its next sign-in. */
export async function resetTwoFactor(ctx: AppContext, accountId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    await trx
      .updateTable('accounts')
      .set({ is_2fa_enabled: false, totp_secret: null, totp_last_step: 0, updated_at: now, sessions_valid_after: now })
      .where('id', '=', accountId)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  });
  ctx.caches.accounts.forget(String(accountId));
}
