/**
 * Answers an unknown public address with the public 404 page and HTTP status 404 (the static
 * files' not-found handler calls it; server/plugins/static.ts). The language is chosen as on
 * /site: `?lang=kn` is Kannada, anything else English. Not cached by shared caches for long: the
 * address may become a page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteLangOf } from '@common/site/site-page-texts.ts';
import { renderNotFoundPage } from './not-found-page.render.ts';
import { NOT_FOUND_PAGE_CSP } from './not-found-page.styles.ts';

export function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = siteLangOf((request.query as Record<string, unknown> | undefined)?.lang);
  const path = request.url.split('?')[0] ?? '/';
  return reply
    .code(404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', NOT_FOUND_PAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .send(renderNotFoundPage(path, lang));
}
