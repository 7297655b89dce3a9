/**
 * What the public pages rendered on the server (/site and /audit; docs/spec-notes.md, 'The public site' and
 * 'Supervisors' views and the public audit') share besides
 * the escaper (html.ts): the first rules of their one inline stylesheet (colours, type, skip link,
 * top bar with the language switch, masthead and headings), the strict CSP that allows no script and
 * exactly one inline <style> by its SHA-256, the ETag of a page as sent, and the language switch.
 * Each page appends its
 * own rules, so a change to one page's looks cannot reach the other's by accident.
 */
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { LANGUAGE_NAMES, type SiteLang } from '@common/site/site-page-texts.ts';
import { html, type Markup } from './html.ts';

/** The rules both pages start with; system fonts only, Kannada faces named, AA contrast, focus rings. */
export const PUBLIC_PAGE_BASE_CSS = `
:root{--ink:#17251f;--soft:#46574f;--brand:#0a5c3a;--deep:#073b26;--line:#d3ded9;--tint:#f3f8f5;--sun:#fff1d0;--amber:#8a5200}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;color:var(--ink);background:#fff;line-height:1.6;overflow-wrap:break-word;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Kannada","Kannada Sangam MN",Tunga,"Lohit Kannada",sans-serif}
html[lang=kn] body{line-height:1.75}
html[lang=kn] a{text-underline-offset:.4em}
img{max-width:100%;height:auto}
ul{list-style:none;margin:0;padding:0}
a{color:var(--brand);text-underline-offset:.18em}
a:hover{color:var(--deep)}
a:focus-visible{outline:3px solid currentColor;outline-offset:2px;border-radius:2px}
.wrap{max-width:72rem;margin-inline:auto;padding-inline:1rem}
.vh{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:absolute;left:.5rem;top:-5rem;z-index:2;padding:.5rem 1rem;background:#fff;color:var(--deep);border:2px solid var(--deep)}
.skip:focus{top:.5rem}
.topbar{background:var(--deep);color:#fff;font-size:.9375rem}
.topbar a{color:#fff}
.bar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;padding-block:.375rem}
.bar ul{display:flex;flex-wrap:wrap;gap:.25rem .75rem}
.bar a,.bar span{display:inline-block;padding:.25rem .125rem}
.langs{margin-left:auto}
.langs a{padding-inline:.5rem;border-radius:.25rem}
.langs a[aria-current=page]{background:#fff;color:var(--deep);font-weight:700;text-decoration:none}
.langs a[aria-current=page]:focus-visible{outline-color:#fff}
.masthead{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem 2rem;padding-block:1rem}
h1{margin:0;font-size:clamp(1.5rem,1rem + 2.5vw,2.25rem);line-height:1.2;color:var(--deep)}
h2{margin:0 0 .75rem;font-size:1.5rem;line-height:1.25;color:var(--deep)}
h3{margin:.25rem 0 .5rem;font-size:1.25rem;line-height:1.3}
`;

/** The CSP source that allows exactly this stylesheet. */
export const styleHash = (css: string): string =>
  `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`;

/**
 * No script at all; images from this site only; the one inline <style> by its hash; nowhere to post
 * a form, no <base>, and no framing (clickjacking).
 */
export const publicPageCsp = (css: string): string =>
  [
    "default-src 'none'",
    "img-src 'self'",
    `style-src ${styleHash(css)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/** A strong ETag of the page as sent: any change to its words, data or template makes a new one. */
export const pageEtag = (page: string): string =>
  `"${crypto.createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;

/** Shared caches may keep a public page a minute, and serve it stale for ten while they refetch. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** True when the client's If-None-Match names this ETag (a list, a weak form or *). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The headers of a public page (/site, /audit): HTML, its ETag and caching, its CSP, no sniffing. */
export function publicPageHeaders(reply: FastifyReply, etag: string, csp: string): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('etag', etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin');
}

/** The English / ಕನ್ನಡ switch of a public page: a link to each language's address, the current one marked. */
export function languageSwitch(
  current: SiteLang,
  urlOf: (lang: SiteLang) => string,
  t: { languages: string; switchToEnglish: string; switchToKannada: string },
): Markup {
  const choice = (lang: SiteLang, hint: string) =>
    html`<li>
      <a href="${urlOf(lang)}" hreflang="${lang}" aria-current="${current === lang ? 'page' : 'false'}"
        ><span class="vh">${hint}: </span><span lang="${lang}">${LANGUAGE_NAMES[lang]}</span></a
      >
    </li>`;
  return html`<nav class="langs" aria-label="${t.languages}">
    <ul>
      ${choice('en', t.switchToEnglish)}${choice('kn', t.switchToKannada)}
    </ul>
  </nav>`;
}
