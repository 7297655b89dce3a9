/**
 * Lockout (docs/product.md, 'Signing in'): ten failed sign-ins for one account, or fifty from one address, within
 * 15 minutes answer 429 until the oldest of them leaves the window. Failures count by the email
 * tried, so an unknown email locks exactly like a known one and the 429 reveals nothing.
 */
import { MSG, fill } from '@common/messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { deleteFailuresOf, insertFailure, recentFailures } from './login-failures.repository.ts';

export const LOCK_WINDOW_MS = 15 * 60 * 1000;
export const MAX_PER_ACCOUNT = 10;
export const MAX_PER_ADDRESS = 50;

async function oldestBlocking(
  ctx: AppContext,
  column: 'email' | 'ip',
  value: string,
  limit: number,
): Promise<Date | null> {
  const since = new Date(ctx.clock.now().getTime() - LOCK_WINDOW_MS);
  const rows = await recentFailures(ctx.db, column, value, since, limit);
  return rows.length >= limit ? new Date(rows[rows.length - 1]!.at) : null;
}

/** Throws 429 when the account or the address is locked out. */
export async function assertNotLocked(ctx: AppContext, email: string, ip: string): Promise<void> {
  const byAccount = await oldestBlocking(ctx, 'email', email, MAX_PER_ACCOUNT);
  const byAddress = await oldestBlocking(ctx, 'ip', ip, MAX_PER_ADDRESS);
  const blocking = [byAccount, byAddress].filter((d): d is Date => d !== null);
  if (blocking.length === 0) return;
  const until = Math.max(...blocking.map((d) => d.getTime() + LOCK_WINDOW_MS));
  const minutes = Math.max(1, Math.ceil((until - ctx.clock.now().getTime()) / 60000));
  throw errors.tooMany(
    minutes === 1 ? MSG.tooManyAttemptsOneMinute : fill(MSG.tooManyAttempts, { minutes }),
    { try_after: until },
    (until - ctx.clock.now().getTime()) / 1000,
  );
}

export async function recordFailure(
  ctx: AppContext,
  email: string,
  accountId: number | null,
  ip: string,
): Promise<void> {
  await insertFailure(ctx.db, email, accountId, ip, ctx.clock.now());
}

export async function clearFailures(ctx: AppContext, email: string): Promise<void> {
  await deleteFailuresOf(ctx.db, email);
}
