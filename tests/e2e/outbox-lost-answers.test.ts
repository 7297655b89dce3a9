/**
 * The outbox (docs/product.md, 'The outbox'), lost answers: the same offline flow as outbox-offline.test.ts (three
 * institutions, reload, browser closed and reopened offline, then online), but the browser talks to the server
 * through a loopback proxy that lets the server act on the first `POST media` and the first `POST tweet` and then
 * drops their answers. The phone retries both; the server's idempotency answers the first result; still exactly three
 * posts and three photos arrive.
 */
import { describe, expect, it } from 'vitest';
import { expectThreeJudged, serverPosts, setNetwork } from './support/outbox-flow.ts';
import { queueThreeAndReopen, useOutboxRig } from './support/outbox-rig.ts';

const rig = useOutboxRig({ media: true, tweet: true });

describe('outbox, answers lost after the server acted', () => {
  it('still delivers exactly three posts, each photo stored once', async () => {
    const { server, proxy, organizations, started } = rig;
    const { submits, page } = await queueThreeAndReopen(rig);
    expect(proxy.mediaRequests.size + proxy.tweetRequests.size).toBe(0);

    await setNetwork(rig.context!, proxy, true);
    await expect.poll(() => page.locator('li[data-state=sent]').count(), { timeout: 60_000 }).toBe(3);
    const posts = await serverPosts(server, organizations, started);
    expectThreeJudged(posts, organizations, submits);

    expect(proxy.dropped).toEqual([
      expect.stringMatching(/^POST \/api\/v1\/media 20\d$/),
      expect.stringMatching(/^POST \/api\/v1\/tweet 20\d$/),
    ]);
    // Each post was asked for once more than it was stored at most; each photo likewise.
    expect([...proxy.tweetRequests.keys()].sort()).toEqual(posts.map((post) => post.client_id).sort());
    expect([...proxy.tweetRequests.values()].sort()).toEqual([1, 1, 2]);
    expect(proxy.mediaRequests.size).toBe(3);
    expect([...proxy.mediaRequests.values()].sort()).toEqual([1, 1, 2]);
    const media = await server.app.ctx.db
      .selectFrom('media')
      .select(['id', 'idempotency_key'])
      .where('idempotency_key', 'in', [...proxy.mediaRequests.keys()])
      .execute();
    expect(media).toHaveLength(3);
  });
});
