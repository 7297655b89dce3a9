/**
 * `GET stat/admin-home` (statewide) and `GET stat/dd-home` (a DD: their districts; an admin:
 * statewide): this month's counts as on the warden home, plus how many institutions they cover.
 * Optional `district`, `taluk` and `institution_type` narrow the scope. The sums are shared by
 * everyone with the same scope for CACHE_SECONDS (lib/caches.ts).
 */
import { rolesInReach } from '@common/access.ts';
import type { IncompleteQuery } from '@common/console-queries.ts';
import type { AppContext } from '../../context.ts';
import { cachedAnswer, pendingResetsKey } from '../../lib/caches.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { districtScope, placeFilter } from '../../access/scope.ts';
import { activeWardenCount } from '../accounts/accounts.repository.ts';
import { pendingResetCount } from '../reset/reset.repository.ts';
import { listDistricts } from '../places/places.repository.ts';
import { cachedMonthCountsFor } from './month-counts.ts';

export async function adminHome(ctx: AppContext, user: AuthUser, query: IncompleteQuery) {
  const filter = await placeFilter(ctx, await districtScope(ctx, user, 'stats.admin'), query);
  const [counts, wardens, resets] = await Promise.all([
    cachedMonthCountsFor(ctx, filter),
    cachedAnswer(ctx.caches, 'active-wardens', () => activeWardenCount(ctx.db)),
    cachedAnswer(ctx.caches, pendingResetsKey(user.id), () =>
      pendingResetCount(ctx.db, rolesInReach(user.role, 'reset.decide'), user.id),
    ),
  ]);
  return { ...counts, active_wardens: Number(wardens.n), pending_reset_approvals: Number(resets.n) };
}

export async function ddHome(ctx: AppContext, user: AuthUser, query: IncompleteQuery) {
  const scope = await districtScope(ctx, user, 'stats.dd');
  const filter = await placeFilter(ctx, scope, query);
  const [districts, counts] = await Promise.all([
    cachedAnswer(ctx.caches, `districts:${JSON.stringify(scope)}`, () => listDistricts(ctx.db, scope)),
    cachedMonthCountsFor(ctx, filter),
  ]);
  return { ...counts, districts: districts.map((d) => ({ id: d.id, name: { en: d.name_en, kn: d.name_kn } })) };
}
