/**
 * Incomplete institutes (docs/product.md, 'Calls and answers'): institutions with no warden, no X handle or no X
 * password, as counts, as counts per district, and as lists (the first ten for a home card, with the full count). A
 * DD sees their districts; ADMIN and SUPER_ADMIN the state. Filters: district, taluk, institution_type.
 */
import type { IncompleteQuery } from '@common/console-queries.ts';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { districtScope, placeFilter } from '../../access/scope.ts';
import { institutionShape } from '../organizations/institution.shape.ts';
import { incompleteByDistrict, incompleteCounts, incompleteList, type MissingKind } from './incomplete.repository.ts';
import { listPage } from '../../lib/lists.ts';

type Counts = {
  total_institutions: number;
  incomplete: number;
  no_warden: number;
  no_twitter_id: number;
  no_twitter_password: number;
  no_x_connection: number;
};
const numbers = (r: Counts): Counts => ({
  total_institutions: Number(r.total_institutions),
  incomplete: Number(r.incomplete),
  no_warden: Number(r.no_warden),
  no_twitter_id: Number(r.no_twitter_id),
  no_twitter_password: Number(r.no_twitter_password),
  no_x_connection: Number(r.no_x_connection),
});

const filterOf = async (ctx: AppContext, user: AuthUser, query: IncompleteQuery) =>
  placeFilter(ctx, await districtScope(ctx, user, 'stats.incomplete'), query);

export async function incompleteCountsIn(ctx: AppContext, user: AuthUser, query: IncompleteQuery) {
  return numbers(await incompleteCounts(ctx.db, await filterOf(ctx, user, query)));
}

export async function incompleteByDistrictPage(ctx: AppContext, user: AuthUser, query: IncompleteQuery) {
  const rows = await incompleteByDistrict(ctx.db, await filterOf(ctx, user, query));
  const items = rows.map((r) => ({ district: { id: r.id, name: { en: r.name_en, kn: r.name_kn } }, ...numbers(r) }));
  return listPage(items, items.length, 1, Math.max(items.length, 1));
}

export async function incompletePage(
  ctx: AppContext,
  user: AuthUser,
  query: IncompleteQuery & { page: number; size: number },
  kind: MissingKind | 'any',
  fixedSize?: number,
) {
  const page = fixedSize ? 1 : query.page;
  const size = fixedSize ?? query.size;
  const { rows, total } = await incompleteList(ctx.db, await filterOf(ctx, user, query), kind, page, size);
  const items = rows.map((r) => ({
    ...institutionShape(r),
    missing: (
      [
        r.no_warden ? 'warden' : null,
        r.twitter_id === null ? 'twitter_id' : null,
        r.no_twitter_password ? 'twitter_password' : null,
        // Nothing can connect while this installation publishes to nowhere: not a thing to fix.
        ctx.x && r.x_status !== 'CONNECTED' ? 'x_connection' : null,
      ] as const
    ).filter((m) => m !== null),
  }));
  return listPage(items, total, page, size);
}
