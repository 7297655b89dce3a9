/**
 * The public website as one HTML document, rendered on the server from the published content
 * (public-site.service.ts), with no script at all: it reads on any phone, with JavaScript off, and
 * from a search engine's crawler. Landmarks (header, nav, main, footer), one h1, a skip link, the
 * language set on <html>, alternate-language links for crawlers, and the styles inline.
 */
import type { PublicSite } from '@common/contract/answers/site.ts';
import { LANGUAGE_NAMES } from '@common/site/site-page-texts.ts';
import { html, Markup } from '../../lib/html.ts';
import { pageHeader, pageUrl } from './site-page.header.ts';
import { pageMain } from './site-page.sections.ts';
import { pageFooter } from './site-page.footer.ts';
import { SITE_PAGE_CSS } from './site-page.styles.ts';
import { viewOf } from './site-page.view.ts';

/** The whole page for the site's content in one language. */
export function renderSitePage(site: PublicSite): string {
  const v = viewOf(site);
  const other = v.lang === 'kn' ? 'en' : 'kn';
  // The stylesheet is this module's own constant; it must reach the page byte for byte (its CSP
  // hash), so the element is made here, out of reach of the template's formatting.
  const styles = new Markup(`<style>${SITE_PAGE_CSS}</style>`);
  const page = html`<!doctype html>
    <html lang="${v.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${v.t.title}</title>
        <meta name="description" content="${v.t.description}" />
        <meta name="theme-color" content="#073b26" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="alternate" hreflang="${other}" href="${pageUrl(other)}" title="${LANGUAGE_NAMES[other]}" />
        ${styles}
      </head>
      <body>
        ${pageHeader(v)} ${pageMain(v)} ${pageFooter(v)}
      </body>
    </html> `;
  return page.value;
}
