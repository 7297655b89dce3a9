/**
 * X's refresh tokens are single-use: a refresh with one that another worker already spent kills
 * the account's whole chain, and the institution must sign in again. Many workers needing the
 * same account's token at once (a deadline burst: four loops per process, several processes) must
 * therefore refresh it one at a time, each with the token saved last, never one read before
 * another worker's refresh landed. Tokens here live 200 s, under the five minutes ahead that
 * publishing refreshes at, so every use needs a refresh.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { tokenReplaced, usableAccount } from '@server/modules/x/x-tokens.ts';
import { releaseRefreshLease, takeRefreshLease } from '@server/modules/x/x-accounts.repository.ts';
import { connect, postLunch, readPost, wardenWorld, type XWorld } from '../support/x-harness.ts';

let w: XWorld;
let orgId: number;
let token: string;

beforeEach(async () => {
  ({ w, orgId, token } = await wardenWorld({ accessTokenSeconds: 200 }));
  await connect(w, token, orgId, 'hostel_refresh');
});
afterEach(async () => w.close());

it('many workers needing one account at once refresh it in turn, and the account stays connected', async () => {
  const ctx = w.t.app.ctx;
  const before = w.fake.state().refreshes['hostel_refresh'] ?? 0;
  for (let round = 0; round < 3; round++) {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => usableAccount(ctx, ctx.x!.client, orgId, `worker-${i % 4}-${round}`)),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
  }
  const account = await ctx.db
    .selectFrom('x_accounts')
    .select(['status', 'refresh_lease_owner'])
    .where('organization_id', '=', orgId)
    .executeTakeFirstOrThrow();
  expect(account).toEqual({ status: 'CONNECTED', refresh_lease_owner: null });
  expect(w.fake.state().refreshes['hostel_refresh']! - before).toBeGreaterThanOrEqual(3);
});

it('a post whose token another worker replaced meanwhile goes again, and the account is not asked to reconnect', async () => {
  const ctx = w.t.app.ctx;
  const post = await postLunch(w, token, orgId);
  // Slow answers: while this worker uploads the photos, another refreshes the account, which
  // rotates the pair, so X refuses the first worker's token with a 401 when it posts.
  w.fake.setFaults({ delayMs: 150 });
  const first = ctx.x!.publisher.runOnce();
  const uploads = () => w.fake.state().counts['POST /2/media/upload/initialize'] ?? 0;
  await vi.waitFor(() => expect(uploads()).toBeGreaterThan(0), { timeout: 2_000, interval: 10 });
  await usableAccount(ctx, ctx.x!.client, orgId, 'another-worker');
  await first;
  w.fake.clearFaults();
  let x = (await readPost(w, token, post.id)).x;
  expect(x.status).toBe('RETRYING');
  expect(x.last_error).toMatch(/401/);
  expect(w.fake.state().posts).toHaveLength(0);
  w.clock.advance(1000);
  await ctx.x!.publisher.runOnce();
  x = (await readPost(w, token, post.id)).x;
  expect(x.status).toBe('PUBLISHED');
  expect(w.fake.state().posts).toHaveLength(1);
  const account = await ctx.db
    .selectFrom('x_accounts')
    .select('status')
    .where('organization_id', '=', orgId)
    .executeTakeFirstOrThrow();
  expect(account.status).toBe('CONNECTED');
  expect(w.t.sent.filter((m) => m.subject.includes('to X again'))).toEqual([]);
});

it('counts a token as being replaced while another worker holds the refresh lease', async () => {
  const ctx = w.t.app.ctx;
  const { accessToken } = await usableAccount(ctx, ctx.x!.client, orgId, 'first-worker');
  expect(await tokenReplaced(ctx, orgId, accessToken)).toBe(false);
  const now = ctx.clock.now();
  // X has already rotated the pair while the refreshing worker has not saved the new one yet.
  expect(
    await takeRefreshLease(ctx.db, orgId, 'refreshing-worker', now, new Date(now.getTime() + 60_000)),
  ).toBeTruthy();
  expect(await tokenReplaced(ctx, orgId, accessToken)).toBe(true);
  await releaseRefreshLease(ctx.db, orgId, 'refreshing-worker');
  expect(await tokenReplaced(ctx, orgId, accessToken)).toBe(false);
});
