/**
 * `GET /site` (and `/site?lang=kn`): the public website, rendered on the server (docs/spec-notes.md, 'The public
 * site'). Registered before the PWA's static files, so its single-page fallback never answers this path with the app
 * shell. The ETag is a hash of the page as sent: a publish, a new alt text, another language or a change to the
 * template each make a new one, and a matching If-None-Match gets 304. A strict CSP forbids every script and allows
 * the one inline <style> by its hash. It lives in the site module, which owns the published
 * sections; modules/site-page only renders them and imports nothing from here.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { siteLangOf } from '@common/site/site-page-texts.ts';
import { isFresh, pageEtag as etagOf, publicPageHeaders } from '../../lib/public-page.ts';
import { renderSitePage } from '../site-page/site-page.render.ts';
import { SITE_PAGE_CSP } from '../site-page/site-page.styles.ts';
import { publicSite } from './public-site.service.ts';

export const SITE_PAGE_PATH = '/site';

const pageHeaders = (reply: FastifyReply, etag: string) => publicPageHeaders(reply, etag, SITE_PAGE_CSP);

export async function sitePage(app: FastifyInstance): Promise<void> {
  app.get(SITE_PAGE_PATH, async (request, reply) => {
    // One value of `lang` is read; a repeated or unknown one reads as English, the default.
    const lang = siteLangOf((request.query as Record<string, unknown> | undefined)?.lang);
    const { data } = await publicSite(app.ctx, lang);
    const page = renderSitePage(data);
    const etag = etagOf(page);
    pageHeaders(reply, etag);
    if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(page);
  });
  // `/site/` is the same page; one address keeps caches and links together.
  app.get(`${SITE_PAGE_PATH}/`, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(SITE_PAGE_PATH + (query >= 0 ? request.url.slice(query) : ''), 301);
  });
}
