/**
 * The outbox (docs/product.md, 'The outbox'), the server dies mid-drain: the same offline flow (three institutions,
 * reload, browser closed and reopened offline, then online), with the server killed as soon as the first photo upload
 * has been answered and a new one started on the same port and DATA_DIR (PGlite data kept). The phone's requests
 * during the outage fail, it retries with backoff, and still exactly three posts and three photos arrive, each judged
 * by its Submit time.
 */
import { describe, expect, it } from 'vitest';
import { expectThreeJudged, serverPosts, setNetwork } from './support/outbox-flow.ts';
import { queueThreeAndReopen, useOutboxRig } from './support/outbox-rig.ts';

const rig = useOutboxRig();

describe('outbox, server restarted in the middle of a drain', () => {
  it('still delivers exactly three posts', async () => {
    const { server, proxy, organizations, started } = rig;
    const { submits, page } = await queueThreeAndReopen(rig);

    // Kill the server as soon as it has answered the first photo upload; a new one takes its port.
    let restart: Promise<void> | null = null;
    proxy.onAnswer = (kind) => {
      if (kind === 'media') restart ??= server.restart();
    };
    await setNetwork(rig.context!, proxy, true);
    await expect.poll(() => restart !== null, { timeout: 20_000 }).toBe(true);
    await restart;
    await expect.poll(() => page.locator('li[data-state=sent]').count(), { timeout: 60_000 }).toBe(3);
    expectThreeJudged(await serverPosts(server, organizations, started), organizations, submits);
    // Every photo reached the server once per key, however many times it was asked for.
    const media = await server.app.ctx.db
      .selectFrom('media')
      .select('idempotency_key')
      .where('idempotency_key', 'in', [...proxy.mediaRequests.keys()])
      .execute();
    expect(media).toHaveLength(3);
    expect([...proxy.tweetRequests.values()].every((count) => count >= 1)).toBe(true);
  });
});
