/**
 * `GET /audit` (with `?lang=kn`, and `?district={id}` for one district): the public audit page
 * (docs/spec-notes.md, 'Supervisors' views and the public audit'), no sign-in, rendered on the server. Registered
 * before the PWA's static files, as /site is, so the single-page fallback never answers it with the app shell. The
 * ETag is a hash of the page as sent (its numbers, its minute, its language), a matching If-None-Match gets 304, and
 * the CSP forbids every script. The state's page ends with the public log's section (audit-page.log.ts). An
 * unknown district answers 404 with a page that leads back.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { siteLangOf } from '@common/site/site-page-texts.ts';
import { fill } from '@common/messages.ts';
import { html } from '../../lib/html.ts';
import { cachedAnswer } from '../../lib/caches.ts';
import { isFresh, pageEtag, publicPageHeaders } from '../../lib/public-page.ts';
import { auditUrl, auditView, renderAuditPage } from './audit-page.render.ts';
import { districtAudit, stateAudit } from './audit-page.service.ts';
import { districtPage } from './audit-page.district.ts';
import { statePage } from './audit-page.state.ts';
import { AUDIT_PAGE_CSS } from './audit-page.styles.ts';
import { auditPageCsp, auditVerifyScript } from './audit-verify-script.ts';
import { logSection } from './audit-page.log.ts';
import { logSummary } from '../public-log/log-cosigned.ts';

export const AUDIT_PAGE_PATH = '/audit';

const pageHeaders = (reply: FastifyReply, etag: string, withScript: boolean) =>
  publicPageHeaders(reply, etag, auditPageCsp(AUDIT_PAGE_CSS, withScript));

/** A district's page checks its posts in the browser when the verifier was built (audit-verify-script.ts). */
function verifyOf(app: FastifyInstance) {
  const script = auditVerifyScript(app.ctx.config.staticDir);
  return script ? { script, key: app.ctx.publicLog.identity.verifierKey } : null;
}

/** A district id as the query gives it: a positive whole number, else NaN (an unknown district). */
const districtOf = (value: unknown): number | null =>
  value === undefined ? null : typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : NaN;

async function render(app: FastifyInstance, query: Record<string, unknown>) {
  const lang = siteLangOf(query.lang);
  const id = districtOf(query.district);
  if (id === null) {
    const v = auditView(lang, null);
    const log = logSection(v, await logSummary(app.ctx), app.ctx.config.publicUrl);
    return { code: 200, page: renderAuditPage(v, v.t.heading, html`${statePage(v, await stateAudit(app.ctx))}${log}`) };
  }
  const audit = Number.isNaN(id) ? null : await districtAudit(app.ctx, id);
  if (!audit) {
    const v = auditView(lang, null);
    const main = html`<p class="notice">${v.t.notFound}</p>
      <p><a href="${auditUrl(lang)}">${v.t.back}</a></p>`;
    return { code: 404, page: renderAuditPage(v, v.t.heading, main) };
  }
  const v = auditView(lang, id, verifyOf(app));
  const name = audit.district.name[lang] || audit.district.name.en;
  const page = renderAuditPage(v, fill(v.t.districtHeading, { district: name }), districtPage(v, audit));
  return { code: 200, page, withScript: v.verify !== null };
}

async function rendered(app: FastifyInstance, query: Record<string, unknown>) {
  const { code, page, withScript = false } = await render(app, query);
  return { code, page, etag: pageEtag(page), withScript };
}

export async function auditPage(app: FastifyInstance): Promise<void> {
  app.get(AUDIT_PAGE_PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    // The page as sent is kept CACHE_SECONDS by language and district, so a burst of visitors costs
    // one render and one hash; an unknown district (any number a visitor types) is never kept.
    const key = `audit:page:${siteLangOf(query.lang)}:${String(query.district ?? '')}`;
    const answer = await cachedAnswer(app.ctx.caches, key, () => rendered(app, query));
    if (answer.code !== 200) app.ctx.caches.answers.forget(key);
    const { code, page, etag, withScript } = answer;
    pageHeaders(reply, etag, withScript);
    if (code === 200 && isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.code(code).send(page);
  });
  // `/audit/` is the same page; one address keeps caches and links together.
  app.get(`${AUDIT_PAGE_PATH}/`, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(AUDIT_PAGE_PATH + (query >= 0 ? request.url.slice(query) : ''), 301);
  });
}
