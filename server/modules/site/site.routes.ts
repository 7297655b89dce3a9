/**
 * The website's sections, their review, the content inbox and the public site's data
 * (common/contract/operations/site.ts): thin handlers over the site services.
 */
import { siteOps as ops } from '@common/contract/operations/site.ts';
import type { ReviewStep } from '@common/site/site-review.ts';
import type { SectionItem } from '@common/site/site-schema.ts';
import { renderSitePage } from '../site-page/site-page.render.ts';
import { defineRoutes, route, sent, type Call } from '../../lib/route.ts';
import { isFresh } from '../../lib/public-page.ts';
import { SITE_CACHE_CONTROL, publicSite } from './public-site.service.ts';
import { inbox } from './site-inbox.service.ts';
import { restoreVersion, takeStep } from './site-review.service.ts';
import { listSections, readSection, saveDraft } from './site.service.ts';

type StepOp = typeof ops.submit;
const step =
  (name: Exclude<ReviewStep, 'reject'>) =>
  async ({ ctx, user, params, body, request }: Call<StepOp>) => ({
    status: 200 as const,
    data: await takeStep(ctx, request.log, user, params.key, name, body.comment || null),
  });

export default defineRoutes([
  route(ops.list, async ({ ctx }) => ({ status: 200, data: await listSections(ctx) })),
  route(ops.read, async ({ ctx, user, params }) => ({ status: 200, data: await readSection(ctx, user, params.key) })),
  route(ops.saveDraft, async ({ ctx, user, params, body }) => ({
    status: 200,
    data: await saveDraft(ctx, user, params.key, body),
  })),
  route(ops.submit, step('submit')),
  route(ops.forward, step('forward')),
  route(ops.approve, step('approve')),
  route(ops.withdraw, step('withdraw')),
  route(ops.reject, async ({ ctx, user, params, body, request }) => ({
    status: 200,
    data: await takeStep(ctx, request.log, user, params.key, 'reject', body.reason),
  })),
  route(ops.restore, async ({ ctx, user, params, body }) => ({
    status: 200,
    data: await restoreVersion(ctx, user, params.key, params.n, body.comment || null),
  })),
  route(ops.preview, async ({ ctx, params, body }) => {
    const { data } = await publicSite(ctx, body.lang, { key: params.key, items: body.items as SectionItem[] });
    return { status: 200, data: { html: renderSitePage(data) } };
  }),
  route(ops.inbox, async ({ ctx, user }) => ({ status: 200, data: await inbox(ctx, user) })),
  route(ops.publicSite, async ({ ctx, query, request, reply }) => {
    const { data, etag } = await publicSite(ctx, query.lang);
    reply.header('etag', etag).header('cache-control', SITE_CACHE_CONTROL).header('vary', 'accept-encoding');
    if (isFresh(request.headers['if-none-match'], etag)) return sent(reply.code(304).send());
    return { status: 200, data };
  }),
]);
