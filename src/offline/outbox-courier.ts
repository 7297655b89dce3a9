/**
 * The token the page leaves in IndexedDB for the service worker, which cannot read localStorage:
 * when Background Sync wakes it with no tab open, it drains with this token. Only the access token
 * (1 hour) is shared, never the refresh token: a refresh rotates the pair, and a rotation done by
 * the service worker would leave the page holding a spent refresh token and sign the warden out.
 * So an expired courier token means the service worker leaves the posts queued and the next visit
 * (which refreshes at boot) sends them. The record names its account, and the sender only takes
 * that account's rows; sign-out deletes the record.
 */
import { decodeToken } from '@/session/token';
import type { CourierRecord, OutboxDb } from './outbox-db';

/** Seconds of margin: a token about to expire is not worth starting an upload with. */
const MARGIN_MS = 60_000;

/** Stores (or, with a null account, deletes) the service worker's token. Never throws. */
export async function leaveCourierToken(db: OutboxDb, accountId: string | null, accessToken: string): Promise<void> {
  try {
    const exp = decodeToken(accessToken)?.exp;
    if (!accountId || !accessToken || exp === undefined) {
      await db.courier.delete('current');
      return;
    }
    await db.courier.put({ key: 'current', account_id: accountId, access_token: accessToken, expires_at: exp * 1000 });
  } catch {
    // Storage blocked: Background Sync finds no token and the page sends on its next visit.
  }
}

/** The record if its token is still good for a while, else null. */
export async function courierToken(db: OutboxDb, now: number = Date.now()): Promise<CourierRecord | null> {
  const record = await db.courier.get('current');
  return record && record.expires_at - MARGIN_MS > now ? record : null;
}
