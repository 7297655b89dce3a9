/**
 * The outbox keeps each sent post's receipt (docs/log.md, 'Receipts'), and a receipt is whole once it
 * names the post's entry in the public log. The server answers `POST tweet` before the post is logged
 * (the sequencer signs a checkpoint within a minute), so the log entry is asked for later: when the
 * warden opens the outbox online, each receipt still without one, sent a while ago, is read again
 * (`GET tweet/auth/tweet/{id}`, a few per visit, oldest first) and its entry kept on the phone.
 */
import type { LogReceipt } from '@common/contract/answers/public-log';
import { getTweet } from '@/lib/get-tweet';
import type { OutboxRepository } from './outbox-repository';

/** A receipt younger than this is not asked about yet: its post is most likely still being logged. */
export const LOG_ASK_AFTER_MS = 20_000;
/** At most this many posts are read per visit, so a phone back after weeks offline sends a few requests only. */
export const LOG_ASKS_PER_VISIT = 5;

export type ReadLog = (tweetId: number) => Promise<LogReceipt | null>;

/** The post's log entry, from the server's answer for it. */
export const readLogOfTweet: ReadLog = async (tweetId) => (await getTweet(tweetId)).log;

/**
 * Fills in the log entries that have come since; answers how many. A failed read (offline, the post
 * gone) leaves the receipt as it was, for the next visit.
 */
export async function followLogReceipts(
  repo: OutboxRepository,
  accountId: string,
  readLog: ReadLog,
  now: number = Date.now(),
): Promise<number> {
  const waiting = (await repo.awaitingLog(accountId, now - LOG_ASK_AFTER_MS)).slice(0, LOG_ASKS_PER_VISIT);
  let found = 0;
  for (const post of waiting) {
    const log = await readLog(post.result!.tweet_id).catch(() => null);
    if (!log) continue;
    await repo.recordLog(post.client_id, log);
    found += 1;
  }
  return found;
}
