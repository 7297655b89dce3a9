/**
 * One-time codes sent by email or SMS: 6 digits from a secure source, stored only as a keyed hash,
 * valid for a while, single use, and spent after five wrong tries (docs/product.md, 'Signing in').
 */
import crypto from 'node:crypto';
import { MSG, fill } from '@common/messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { keyedHash, sameHash } from '../../lib/secrets.ts';
import { countWrongTry, lastCodeSent, openCode, replaceCode, spendCode } from './codes.repository.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 30 * 1000;
export const MAX_CODE_TRIES = 5;

export type CodePurpose = 'email' | 'phone' | 'reset';

const hashFor = (ctx: AppContext, accountId: number, purpose: CodePurpose, code: string) =>
  keyedHash(ctx.keys.codes, `${purpose}:${accountId}:${code}`);

export function newCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Makes a fresh code, spending any earlier one of the same purpose. Refuses a resend within 30 s. */
export async function issueCode(
  ctx: AppContext,
  accountId: number,
  purpose: CodePurpose,
  ttlMs = CODE_TTL_MS,
  opts: { resend?: boolean } = {},
): Promise<string> {
  const now = ctx.clock.now();
  if (opts.resend) {
    const last = await lastCodeSent(ctx.db, accountId, purpose);
    const waited = last ? now.getTime() - new Date(last.created_at).getTime() : Infinity;
    if (waited < RESEND_AFTER_MS) {
      const seconds = Math.ceil((RESEND_AFTER_MS - waited) / 1000);
      throw errors.tooMany(fill(MSG.otpResendWait, { seconds }), { retry_after_seconds: seconds }, seconds);
    }
  }
  const code = newCode();
  await replaceCode(
    ctx.db,
    {
      account_id: accountId,
      purpose,
      code_hash: hashFor(ctx, accountId, purpose, code),
      expires_at: new Date(now.getTime() + ttlMs),
      created_at: now,
    },
    now,
  );
  return code;
}

/** Spends the code when it matches; otherwise counts the try. Throws 408 when expired, 401 when wrong. */
export async function consumeCode(
  ctx: AppContext,
  accountId: number,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = ctx.clock.now();
  const row = await openCode(ctx.db, accountId, purpose);
  if (!row) throw errors.unauthorized(MSG.invalidOtp);
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw errors.expired(MSG.otpExpired);
  if (!sameHash(row.code_hash, hashFor(ctx, accountId, purpose, code))) {
    const tries = row.attempts + 1;
    await countWrongTry(ctx.db, row.id, tries, tries >= MAX_CODE_TRIES ? now : null);
    throw errors.unauthorized(MSG.invalidOtp);
  }
  const spent = await spendCode(ctx.db, row.id, now);
  if (!spent) throw errors.unauthorized(MSG.invalidOtp);
}
