/**
 * The public 404 page (docs/spec-notes.md, "Unknown addresses"): an address a citizen typed that
 * the public website does not have gets a page in the site's look, in English or Kannada, saying
 * so and offering the website, the public audit, staff help and the staff sign-in. No script, one
 * h1, a skip link, the language switch as plain links to the same address.
 */
import { SITE_PAGE_TEXTS, type SiteLang } from '@common/site/site-page-texts.ts';
import { NOT_FOUND_TEXTS } from '@common/site/not-found-page-texts.ts';
import { html, Markup } from '../../lib/html.ts';
import { languageSwitch } from '../../lib/public-page.ts';
import { NOT_FOUND_PAGE_CSS } from './not-found-page.styles.ts';

/** A path on this site for links: one leading slash, so `//host` or `/\host` can never leave it. */
export const ownPath = (path: string): string => '/' + path.replace(/^[/\\]+/, '');

const withLang = (path: string, lang: SiteLang): string => (lang === 'kn' ? `${path}?lang=kn` : path);

/** The page for `path` (the pathname asked for, without its query) in `lang`. */
export function renderNotFoundPage(path: string, lang: SiteLang): string {
  const t = NOT_FOUND_TEXTS[lang];
  const site = SITE_PAGE_TEXTS[lang];
  const here = ownPath(path);
  const next = (href: string, label: string, note: string) =>
    html`<li>
      <a href="${href}">${label}</a>
      <p>${note}</p>
    </li>`;
  // Byte for byte, for its CSP hash: kept out of the template's formatting.
  const styles = new Markup(`<style>${NOT_FOUND_PAGE_CSS}</style>`);
  const page = html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${t.title}</title>
        <meta name="theme-color" content="#073b26" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        ${styles}
      </head>
      <body>
        <a class="skip" href="#main">${site.skipLink}</a>
        <header>
          <div class="topbar">
            <div class="wrap bar">${languageSwitch(lang, (to) => withLang(here, to), site)}</div>
          </div>
          <div class="wrap masthead">
            <p class="site-name"><a href="${withLang('/site', lang)}">${site.heading}</a></p>
          </div>
        </header>
        <main id="main" tabindex="-1" class="wrap">
          <p class="code">404</p>
          <h1>${t.heading}</h1>
          <p class="lead">${t.lead}</p>
          <p class="asked">${t.address} <code>${decodedPath(here)}</code></p>
          <section class="next" aria-labelledby="next-title">
            <h2 id="next-title">${t.whereNext}</h2>
            <ul>
              ${next(withLang('/site', lang), t.website, t.websiteNote)}
              ${next(withLang('/audit', lang), t.audit, t.auditNote)} ${next('/help', t.help, t.helpNote)}
              ${next('/', t.signIn, t.signInNote)}
            </ul>
          </section>
        </main>
        <footer>
          <div class="wrap">${site.heading}</div>
        </footer>
      </body>
    </html> `;
  return page.value;
}

/** The address as a person reads it (`/site/ಹಾಸ್ಟೆಲ್`, not its percent-escapes); raw when it does not decode. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
