/**
 * Refresh tokens: 30 days, single use, rotated on every refresh. Presenting a spent token means it
 * was stolen or replayed, so its whole family is revoked (docs/product.md, 'Calls and answers').
 */
import crypto from 'node:crypto';
import { MSG } from '@common/messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { keyedHash } from '../../lib/secrets.ts';
import {
  familyOfToken,
  insertRefreshToken,
  refreshTokenByHash,
  revokeTokens,
  spendRefreshToken,
} from './sessions.repository.ts';

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function issueRefreshToken(
  ctx: AppContext,
  accountId: number,
  familyId: string = crypto.randomUUID(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await insertRefreshToken(ctx.db, {
    id: crypto.randomUUID(),
    account_id: accountId,
    family_id: familyId,
    token_hash: keyedHash(ctx.keys.codes, `refresh:${token}`),
    expires_at: new Date(now.getTime() + REFRESH_TTL_MS),
    created_at: now,
  });
  return token;
}

/** Spends a refresh token and answers the account id and a new token of the same family. */
export async function rotateRefreshToken(
  ctx: AppContext,
  token: string,
): Promise<{ accountId: number; refreshToken: string }> {
  const now = ctx.clock.now();
  const hash = keyedHash(ctx.keys.codes, `refresh:${token}`);
  const row = await refreshTokenByHash(ctx.db, hash);
  if (!row || row.revoked_at || new Date(row.expires_at).getTime() <= now.getTime())
    throw errors.unauthorized(MSG.provideToken);
  const spent = await spendRefreshToken(ctx.db, row.id, now);
  if (!spent) {
    await revokeFamily(ctx, row.family_id);
    throw errors.unauthorized(MSG.provideToken);
  }
  return { accountId: row.account_id, refreshToken: await issueRefreshToken(ctx, row.account_id, row.family_id) };
}

export async function revokeFamily(ctx: AppContext, familyId: string): Promise<void> {
  await revokeTokens(ctx.db, 'family_id', familyId, ctx.clock.now());
}

export async function revokeByToken(ctx: AppContext, token: string): Promise<void> {
  const hash = keyedHash(ctx.keys.codes, `refresh:${token}`);
  const row = await familyOfToken(ctx.db, hash);
  if (row) await revokeFamily(ctx, row.family_id);
}

export async function revokeAllForAccount(ctx: AppContext, accountId: number): Promise<void> {
  await revokeTokens(ctx.db, 'account_id', accountId, ctx.clock.now());
}
