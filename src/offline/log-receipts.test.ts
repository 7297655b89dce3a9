// @vitest-environment node
/**
 * Receipts learn their public-log entry: a sent post whose answer came before it was logged is read
 * again once it is old enough, its entry kept on the phone; a post too young, one already known, one
 * unsent or another account's is not asked about; a failed read leaves the receipt for next time.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createOutboxRepository } from './outbox-repository';
import { freshDb, newPost, uuid } from './outbox-fixtures';
import { followLogReceipts, LOG_ASK_AFTER_MS, LOG_ASKS_PER_VISIT } from './log-receipts';

const verdict = (tweetId: number) => ({
  tweet_id: tweetId,
  tweet_status: 'POSTED_ON_TIME',
  clock_suspect: false,
  received_at: '2026-11-27T07:00:05.000Z',
  log: null,
});
const receipt = (index: number) => ({ index, integrated_at: '2026-11-27T07:00:09.000Z' });

async function sent(repo: ReturnType<typeof createOutboxRepository>, n: number, account = '7') {
  await repo.add(newPost({ client_id: uuid(n), account_id: account }));
  await repo.claim(uuid(n));
  await repo.recordUpload(uuid(n), 1, 100 + n);
  await repo.recordUpload(uuid(n), 2, 200 + n);
  await repo.markSent(uuid(n), verdict(n));
}

describe('public-log receipts in the outbox', () => {
  it('asks for the entry of old enough receipts only, and keeps what the server says', async () => {
    let now = 1_000_000;
    const repo = createOutboxRepository(freshDb(), () => now);
    await sent(repo, 1);
    await sent(repo, 2, '8'); // another warden on the same phone
    await repo.add(newPost({ client_id: uuid(3) })); // unsent
    const asked: number[] = [];
    const readLog = async (id: number) => (asked.push(id), receipt(40 + id));

    expect(await followLogReceipts(repo, '7', readLog, now + LOG_ASK_AFTER_MS - 1)).toBe(0);
    expect(asked).toEqual([]);

    now += LOG_ASK_AFTER_MS + 1;
    expect(await followLogReceipts(repo, '7', readLog, now)).toBe(1);
    expect(asked).toEqual([1]);
    expect((await repo.get(uuid(1)))?.result?.log).toEqual(receipt(41));
    expect((await repo.get(uuid(1)))?.result?.tweet_status).toBe('POSTED_ON_TIME');

    // Known now: not asked again.
    expect(await followLogReceipts(repo, '7', readLog, now)).toBe(0);
    expect(asked).toEqual([1]);
  });

  it('leaves a receipt for next time when the server has not logged it or cannot be reached', async () => {
    let now = 1_000_000;
    const repo = createOutboxRepository(freshDb(), () => now);
    await sent(repo, 1);
    await sent(repo, 2);
    now += LOG_ASK_AFTER_MS + 1;
    const answers = new Map<number, () => Promise<ReturnType<typeof receipt> | null>>([
      [1, async () => null],
      [2, () => Promise.reject(new Error('offline'))],
    ]);
    expect(await followLogReceipts(repo, '7', (id) => answers.get(id)!(), now)).toBe(0);
    expect((await repo.get(uuid(1)))?.result?.log).toBeNull();
    expect(await followLogReceipts(repo, '7', async (id) => receipt(id), now)).toBe(2);
    expect((await repo.get(uuid(2)))?.result?.log).toEqual(receipt(2));
  });

  it('reads a few posts per visit, oldest first', async () => {
    let now = 1_000_000;
    const repo = createOutboxRepository(freshDb(), () => now);
    for (let n = 1; n <= LOG_ASKS_PER_VISIT + 2; n += 1) {
      await sent(repo, n);
      now += 1;
    }
    now += LOG_ASK_AFTER_MS;
    const asked: number[] = [];
    await followLogReceipts(repo, '7', async (id) => (asked.push(id), receipt(id)), now);
    expect(asked).toEqual(Array.from({ length: LOG_ASKS_PER_VISIT }, (_, i) => i + 1));
  });
});
