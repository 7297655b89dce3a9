/**
 * Incomplete institutes (SPEC.md §7): `GET stat/incomplete-institutes` (counts), `.../limited/list`
 * (the first ten for a home card, with the full count), `.../warden/list`, `.../twitter-id/list`,
 * `.../twitter-password/list` (paged) and `.../district` (counts per district). Filters: district,
 * taluk, institution_type. A DD sees their districts; ADMIN and SUPER_ADMIN the state.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@common/messages.ts';
import { incompleteListQuery, incompleteQuery } from '@common/console-queries.ts';
import { parse } from '../../lib/parse.ts';
import { send } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { districtScope, placeFilter } from '../organizations/scope.ts';
import { institutionShape } from '../organizations/institution.shape.ts';
import { listPage } from '../accounts/account.shape.ts';
import { incompleteByDistrict, incompleteCounts, incompleteList, type MissingKind } from './incomplete.repository.ts';

const LIMITED = 10;
const numbers = (r: {
  total_institutions: number;
  incomplete: number;
  no_warden: number;
  no_twitter_id: number;
  no_twitter_password: number;
}) => ({
  total_institutions: Number(r.total_institutions),
  incomplete: Number(r.incomplete),
  no_warden: Number(r.no_warden),
  no_twitter_id: Number(r.no_twitter_id),
  no_twitter_password: Number(r.no_twitter_password),
});

export async function incompleteRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const guard = requireUser(['DD', 'SUPER_ADMIN', 'ADMIN']);
  const filterOf = async (
    request: FastifyRequest,
    query: { district: number | null; taluk: number | null; institution_type: string },
  ) => placeFilter(ctx, await districtScope(ctx, request.user!), query);

  app.get('/stat/incomplete-institutes', { preHandler: guard }, async (request, reply) => {
    const filter = await filterOf(request, parse(incompleteQuery, request.query));
    return send(reply, 200, MSG.statsReceived, numbers(await incompleteCounts(ctx.db, filter)));
  });

  app.get('/stat/incomplete-institutes/district', { preHandler: guard }, async (request, reply) => {
    const filter = await filterOf(request, parse(incompleteQuery, request.query));
    const rows = await incompleteByDistrict(ctx.db, filter);
    const items = rows.map((r) => ({ district: { id: r.id, name: { en: r.name_en, kn: r.name_kn } }, ...numbers(r) }));
    return send(reply, 200, MSG.statsReceived, {
      items,
      total_items: items.length,
      total_pages: items.length ? 1 : 0,
      current_page: 1,
    });
  });

  const list = (path: string, kind: MissingKind | 'any', fixedSize?: number) =>
    app.get(path, { preHandler: guard }, async (request, reply) => {
      const query = parse(incompleteListQuery, request.query);
      const page = fixedSize ? 1 : query.page;
      const size = fixedSize ?? query.size;
      const { rows, total } = await incompleteList(ctx.db, await filterOf(request, query), kind, page, size);
      const items = rows.map((r) => ({
        ...institutionShape(r),
        missing: [
          r.no_warden ? 'warden' : null,
          r.twitter_id === null ? 'twitter_id' : null,
          r.no_twitter_password ? 'twitter_password' : null,
        ].filter(Boolean),
      }));
      return send(reply, 200, MSG.statsReceived, listPage(items, total, page, size));
    });
  list('/stat/incomplete-institutes/limited/list', 'any', LIMITED);
  list('/stat/incomplete-institutes/warden/list', 'warden');
  list('/stat/incomplete-institutes/twitter-id/list', 'twitter_id');
  list('/stat/incomplete-institutes/twitter-password/list', 'twitter_password');
}
