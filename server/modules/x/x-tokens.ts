/**
 * An institution's usable X access token. Tokens are refreshed only when publishing needs one that
 * expires within five minutes (no timer walks every account), by one process at a time: the
 * refresh lease is taken in the database, the others wait and re-read, and the new pair is saved
 * before anything else happens. X's refresh tokens are single-use, so a refresh whose answer is
 * lost after X rotated the pair cannot be repeated: the next one gets invalid_grant and the
 * account asks for a new sign-in (docs/spec-notes.md).
 */
import type { AppContext } from '../../context.ts';
import { decrypt, encrypt } from '../../lib/secrets.ts';
import { XApiError } from './x-errors.ts';
import type { XClient } from './x-client.ts';
import {
  releaseRefreshLease,
  saveRefreshed,
  takeRefreshLease,
  xAccountOf,
  type SealedTokens,
} from './x-accounts.repository.ts';

export const REFRESH_AHEAD_MS = 5 * 60 * 1000;
const LEASE_MS = 2 * 60 * 1000;
const WAIT_STEP_MS = 250;

export interface UsableAccount {
  organizationId: number;
  xUserId: string;
  username: string;
  accessToken: string;
}

export function sealTokens(
  ctx: AppContext,
  t: { accessToken: string; refreshToken: string; expiresIn: number; scope: string },
): SealedTokens {
  return {
    access_token: encrypt(ctx.keys.encryption, t.accessToken),
    refresh_token: encrypt(ctx.keys.encryption, t.refreshToken),
    access_expires_at: new Date(ctx.clock.now().getTime() + t.expiresIn * 1000),
    scope: t.scope,
  };
}

/**
 * Answers the account with a token good for at least five more minutes, refreshing it if need be.
 * Throws XApiError('reconnect') when the account is not connected or X refused the refresh.
 */
export async function usableAccount(
  ctx: AppContext,
  client: XClient,
  organizationId: number,
  owner: string,
  deadlineMs = 60_000,
): Promise<UsableAccount> {
  const giveUpAt = Date.now() + deadlineMs;
  for (;;) {
    const account = await xAccountOf(ctx.db, organizationId);
    if (!account || account.status !== 'CONNECTED') throw new XApiError('reconnect', 'the X account is not connected');
    const now = ctx.clock.now();
    const usable = {
      organizationId,
      xUserId: account.x_user_id,
      username: account.username,
      accessToken: decrypt(ctx.keys.encryption, account.access_token),
    };
    if (account.access_expires_at.getTime() - now.getTime() > REFRESH_AHEAD_MS) return usable;
    const leased = await takeRefreshLease(ctx.db, organizationId, owner, now, new Date(now.getTime() + LEASE_MS));
    if (leased) {
      // Another worker may have refreshed since the read above: use what is saved now.
      if (leased.access_expires_at.getTime() - now.getTime() > REFRESH_AHEAD_MS) {
        await releaseRefreshLease(ctx.db, organizationId, owner);
        return { ...usable, accessToken: decrypt(ctx.keys.encryption, leased.access_token) };
      }
      try {
        const fresh = await client.refresh(decrypt(ctx.keys.encryption, leased.refresh_token));
        await saveRefreshed(ctx.db, organizationId, owner, sealTokens(ctx, fresh), ctx.clock.now());
        return { ...usable, accessToken: fresh.accessToken };
      } catch (error) {
        await releaseRefreshLease(ctx.db, organizationId, owner);
        throw error;
      }
    }
    // Another process is refreshing this account: wait, then read what it saved.
    if (Date.now() > giveUpAt) throw new XApiError('timeout', 'waited too long for another refresh of this account');
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/**
 * Whether X refused a token that another worker has replaced, or is replacing right now (a refresh
 * rotates the pair at X before the new one is saved, and the old access token stops working):
 * then nothing is wrong with the account, and the post, which X did not accept, goes again with
 * the new token once it is saved.
 */
export async function tokenReplaced(ctx: AppContext, organizationId: number, used: string | null): Promise<boolean> {
  if (used === null) return false;
  const account = await xAccountOf(ctx.db, organizationId);
  if (account?.status !== 'CONNECTED') return false;
  if (account.refresh_lease_until && account.refresh_lease_until > ctx.clock.now()) return true;
  return decrypt(ctx.keys.encryption, account.access_token) !== used;
}
