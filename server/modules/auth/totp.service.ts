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
import {
  clearTwoFactor,
  enableTwoFactor,
  setTotpSecret,
  spendRecoveryCode,
  takeTotpStep,
} from './two-factor.repository.ts';

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
    await setTotpSecret(ctx.db, account.id, encrypt(ctx.keys.encryption, secret));
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
  const taken = await takeTotpStep(ctx.db, account.id, step);
  if (!taken) throw errors.unauthorized(MSG.invalidOtp);
}

const recoveryHash = (ctx: AppContext, accountId: number, code: string) =>
  keyedHash(ctx.keys.codes, `recovery:${accountId}:${code}`);

export async function consumeRecoveryCode(ctx: AppContext, account: Account, code: string): Promise<void> {
  const used = await spendRecoveryCode(ctx.db, account.id, recoveryHash(ctx, account.id, code), ctx.clock.now());
  if (!used) throw errors.unauthorized(MSG.invalidOtp);
}

function recoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[crypto.randomInt(0, RECOVERY_ALPHABET.length)];
  return `${Array.from({ length: 5 }, pick).join('')}-${Array.from({ length: 5 }, pick).join('')}`;
}

/** Enables 2FA after the first good code and answers ten fresh recovery codes, shown once. */
export async function enableWithRecoveryCodes(ctx: AppContext, account: Account): Promise<string[]> {
  const codes = Array.from({ length: 10 }, recoveryCode);
  await enableTwoFactor(
    ctx.db,
    account.id,
    codes.map((c) => recoveryHash(ctx, account.id, c)),
    ctx.clock.now(),
  );
  return codes;
}

/** A super admin's reset: the account enrols again at its next sign-in. */
export async function resetTwoFactor(ctx: AppContext, accountId: number): Promise<void> {
  await clearTwoFactor(ctx.db, accountId, ctx.clock.now());
  ctx.caches.accounts.forget(String(accountId));
}
