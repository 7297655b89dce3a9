/**
 * X's refresh tokens are single-use: a refresh with one that another worker already spent kills
 * the account's whole chain, and the institution must sign in again. Many workers needing the
 * same account's token at once (a deadline burst: four loops per process, several processes) must
 * therefore refresh it one at a time, each with the token saved last, never one read before
 * another worker's refresh landed. Tokens here live 200 s, under the five minutes ahead that
 * publishing refreshes at, so every use needs a refresh.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { usableAccount } from '@server/modules/x/x-tokens.ts';
import { connect, wardenWorld, type XWorld } from '../support/x-harness.ts';

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
