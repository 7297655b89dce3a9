/**
 * One publishing turn without a database or X (docs/architecture.md, 'Repositories and table
 * families'): publishStep gets an in-memory store and a fake client, so each rule of the turn is
 * checked in milliseconds: PUBLISHING before the post is sent, give up after the deadline, a lost
 * answer is UNKNOWN and settled from the account's own posts, a refusal retries with fresh photos,
 * a revoked grant waits for a reconnect. The same turns against the fake X over the database:
 * tests/server/x-publishing.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.ts';
import { FakeClock } from '../../lib/clock.ts';
import type { XClient } from './x-client.ts';
import { XApiError } from './x-errors.ts';
import type { ClaimedPublication } from './x-publications.repository.ts';
import { publishStep, retryDelay, type StepDeps } from './x-publish-step.ts';
import type { PublishStore } from './x-publish-store.ts';
import { postText } from './x-text.ts';

const NOW = new Date('2026-11-20T03:00:00Z');
const GRACE_MS = 120_000;
const account = { organizationId: 5, xUserId: 'u1', username: 'hostel5', accessToken: 'token-1' };
const POST = {
  meal: 'BREAKFAST',
  day: '2026-11-20',
  content: 'Idli & chutney',
  en_name: 'Hostel',
  kn_name: 'ವಸತಿ',
} as const;
const POST_TEXT = postText({
  name: { en: POST.en_name, kn: POST.kn_name },
  meal: POST.meal,
  day: POST.day,
  description: POST.content,
});

function pubOf(changes: Partial<ClaimedPublication> = {}): ClaimedPublication {
  return {
    post_id: 42,
    organization_id: 5,
    status: 'QUEUED',
    captured_at: NOW,
    give_up_at: new Date(NOW.getTime() + 3600_000),
    next_attempt_at: NOW,
    attempts: 0,
    lease_until: new Date(NOW.getTime() + 60_000),
    lease_owner: 'worker',
    media_ids: null,
    media_expires_at: null,
    attempt_started_at: null,
    tweet_id: null,
    published_at: null,
    last_error: null,
    created_at: NOW,
    updated_at: NOW,
    ...changes,
  };
}

function setup(client: Partial<XClient> = {}, store: Partial<PublishStore> = {}) {
  const writes: Record<string, unknown>[] = [];
  const fakeStore = {
    postForText: async () => POST,
    postPhotos: async () => [],
    updateClaimed: async (_db: unknown, _id: number, _owner: string, set: Record<string, unknown>) => {
      writes.push(set);
    },
    usableAccount: async () => account,
    tokenReplaced: async () => false,
    ...store,
  } as unknown as PublishStore;
  const limits = { userRemaining: 10, userResetAt: null, appRemaining: 10, appResetAt: null };
  const fakeClient = {
    createPost: vi.fn(async () => ({ id: 'tweet-1', limits })),
    ownPostsSince: vi.fn(async () => []),
    ...client,
  } as unknown as XClient;
  const deps: StepDeps = {
    ctx: { db: null, clock: new FakeClock(NOW.getTime()) } as unknown as AppContext,
    client: fakeClient,
    owner: 'worker',
    graceMs: GRACE_MS,
    store: fakeStore,
    onFailure: vi.fn(async () => {}),
    onLimits: vi.fn(async () => {}),
  };
  return { deps, writes, client: fakeClient };
}

const statuses = (writes: Record<string, unknown>[]) => writes.map((w) => w.status).filter(Boolean);

describe('a publishing turn', () => {
  it('writes PUBLISHING before it posts once, then PUBLISHED with the post id', async () => {
    const { deps, writes, client } = setup();
    await publishStep(deps, pubOf());
    expect(statuses(writes)).toEqual(['PUBLISHING', 'PUBLISHED']);
    expect(writes.find((w) => w.status === 'PUBLISHING')).toMatchObject({ attempts: 1, attempt_started_at: NOW });
    expect(writes.at(-1)).toMatchObject({ tweet_id: 'tweet-1', last_error: null });
    expect(client.createPost).toHaveBeenCalledTimes(1);
    expect(vi.mocked(client.createPost).mock.calls[0]![1]).toBe(POST_TEXT);
    expect(deps.onLimits).toHaveBeenCalledTimes(1);
  });

  it('gives up after its deadline without posting', async () => {
    const { deps, writes, client } = setup();
    await publishStep(deps, pubOf({ give_up_at: new Date(NOW.getTime() - 1) }));
    expect(statuses(writes)).toEqual(['GAVE_UP']);
    expect(client.createPost).not.toHaveBeenCalled();
  });

  it('marks a lost answer UNKNOWN, to be settled a quarter of the grace later, and reports no failure', async () => {
    const { deps, writes } = setup({ createPost: vi.fn(async () => Promise.reject(new XApiError('timeout', 'slow'))) });
    await publishStep(deps, pubOf());
    expect(statuses(writes)).toEqual(['PUBLISHING', 'UNKNOWN']);
    expect(writes.at(-1)).toMatchObject({
      next_attempt_at: new Date(NOW.getTime() + GRACE_MS / 4),
      last_error: 'slow',
    });
    expect(deps.onFailure).not.toHaveBeenCalled();
  });

  it('settles an UNKNOWN post found among the account’s own posts, without posting it again', async () => {
    // X lists our text with its entities escaped and a link to the photos added (x-settle.ts).
    const listed = `${POST_TEXT.replace(/&/g, '&amp;')} https://t.co/abc`;
    const { deps, writes, client } = setup({
      ownPostsSince: vi.fn(async () => [{ id: 'tweet-9', text: listed, createdAt: NOW.toISOString() }]),
    });
    await publishStep(deps, pubOf({ status: 'UNKNOWN', attempt_started_at: NOW }));
    expect(statuses(writes)).toEqual(['PUBLISHED']);
    expect(writes[0]).toMatchObject({ tweet_id: 'tweet-9' });
    expect(client.createPost).not.toHaveBeenCalled();
  });

  it('retries a refused post later with fresh photos, and waits for a reconnect after a revoked grant', async () => {
    const refused = setup({ createPost: vi.fn(async () => Promise.reject(new XApiError('refused', 'no', 400))) });
    await publishStep(refused.deps, pubOf({ attempts: 1 }));
    expect(refused.writes.at(-1)).toMatchObject({
      status: 'RETRYING',
      attempts: 2,
      media_ids: null,
      next_attempt_at: new Date(NOW.getTime() + retryDelay(2)),
    });
    expect(refused.deps.onFailure).toHaveBeenCalledTimes(1);

    const revoked = setup(
      {},
      { usableAccount: async () => Promise.reject(new XApiError('reconnect', 'revoked', 400)) },
    );
    await publishStep(revoked.deps, pubOf());
    expect(statuses(revoked.writes)).toEqual(['NEEDS_RECONNECT']);
    expect(revoked.deps.onFailure).toHaveBeenCalledTimes(1);
  });

  it('tries again at once when a 401 came from a token another worker had just replaced', async () => {
    const { deps, writes } = setup(
      { createPost: vi.fn(async () => Promise.reject(new XApiError('reconnect', 'expired', 401))) },
      { tokenReplaced: async () => true },
    );
    await publishStep(deps, pubOf());
    expect(writes.at(-1)).toMatchObject({ status: 'RETRYING', next_attempt_at: NOW });
    expect(deps.onFailure).not.toHaveBeenCalled();
  });
});
