/**
 * The public audit page as one HTML document, rendered on the server, so it reads with JavaScript
 * off, on any phone, and from a crawler (its one script only adds "Verify" to logged posts): the skip link, a top bar with the
 * English/ಕನ್ನಡ switch (plain links that keep the district), the page's one h1, the main content
 * (the state's league or one district's institutions) and a footer saying what the page leaves out.
 */
import type { SiteLang } from '@common/site/site-page-texts.ts';
import { AUDIT_PAGE_TEXTS, type AuditPageTextKey } from '@common/site/audit-page-texts.ts';
import { formatMinutes } from '@common/schedule.ts';
import { fill } from '@common/messages.ts';
import { html, Markup } from '../../lib/html.ts';
import { languageSwitch } from '../../lib/public-page.ts';
import { AUDIT_PAGE_CSS } from './audit-page.styles.ts';
import { verifierTag, type VerifyView } from './audit-verify-script.ts';

export interface AuditView {
  lang: SiteLang;
  t: Record<AuditPageTextKey, string>;
  /** The district of the page, when it is one district's. */
  district: number | null;
  /** The in-browser log check (audit-verify-script.ts): its script and the log's key; null without a build. */
  verify: VerifyView;
}

export const auditView = (lang: SiteLang, district: number | null, verify: AuditView['verify'] = null): AuditView => ({
  lang,
  t: AUDIT_PAGE_TEXTS[lang],
  district,
  verify,
});

/** The page's address in a language, for the state or a district. */
export function auditUrl(lang: SiteLang, district: number | null = null): string {
  const query = [district !== null ? `district=${district}` : '', lang === 'kn' ? 'lang=kn' : ''].filter(Boolean);
  return `/audit${query.length ? `?${query.join('&')}` : ''}`;
}

/** 'As of 16:00 on Wednesday, 18 November 2026.' in the page's language. */
export function asOf(v: AuditView, day: string, minutes: number): string {
  const date = new Intl.DateTimeFormat(v.lang === 'kn' ? 'kn-IN' : 'en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return fill(v.t.asOf, { date, time: formatMinutes(minutes) });
}

/** The whole page: `heading` is the h1, `main` the content under it. */
export function renderAuditPage(v: AuditView, heading: string, main: Markup): string {
  const other = v.lang === 'kn' ? 'en' : 'kn';
  // Made here, out of reach of the template's formatting: the CSP allows these bytes by their hash.
  const styles = new Markup(`<style>${AUDIT_PAGE_CSS}</style>`);
  const site = v.lang === 'kn' ? '/site?lang=kn' : '/site';
  return html`<!doctype html>
    <html lang="${v.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${v.district !== null ? `${heading} | ${v.t.heading}` : v.t.title}</title>
        <meta name="description" content="${v.t.description}" />
        <meta name="theme-color" content="#073b26" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="alternate" hreflang="${other}" href="${auditUrl(other, v.district)}" />
        ${styles}
      </head>
      <body>
        <a class="skip" href="#main">${v.t.skipLink}</a>
        <header>
          <div class="topbar">
            <div class="wrap bar">
              <a href="${site}">${v.t.website}</a>${languageSwitch(v.lang, (lang) => auditUrl(lang, v.district), v.t)}
            </div>
          </div>
          <div class="wrap masthead"><h1>${heading}</h1></div>
        </header>
        <main id="main" tabindex="-1" class="wrap">${main}</main>
        <footer>
          <div class="wrap">
            <p>${v.t.privacy}</p>
            <p><a href="${site}">${v.t.website}</a></p>
          </div>
        </footer>
        ${verifierTag(v)}
      </body>
    </html> `.value;
}
