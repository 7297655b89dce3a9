/**
 * The public page's header: the skip link, a top bar with the sub-header actions and the
 * English/ಕನ್ನಡ switch (plain links, no script), the site's name (the page's one h1) with the
 * header action, and the primary navigation. A navigation item goes to its section on this page when that section is
 * published (the contract's `go_to_page`), and to its `go_to_url` otherwise.
 */
import type { SiteLang } from '@common/site/site-page-texts.ts';
import { EMPTY, html, linkOrText, telHref, type Markup } from '../../lib/html.ts';
import { languageSwitch } from '../../lib/public-page.ts';
import { anchorOf, say, text, type SitePageView } from './site-page.view.ts';

export const pageUrl = (lang: SiteLang): string => (lang === 'kn' ? '/site?lang=kn' : '/site');

function subHeader(v: SitePageView): Markup {
  const actions = v.items('sub_header_actions');
  // The icon classes name an icon font the page does not load: the labels stand alone.
  const list = actions.length
    ? html`<nav class="quick" aria-label="${v.t.quickLinks}">
        <ul>
          ${actions.map((a) => html`<li>${linkOrText(v.href(text(a, 'url')), say(v, a, 'label'))}</li>`)}
        </ul>
      </nav>`
    : EMPTY;
  return html`<div class="topbar">
    <div class="wrap bar">${list}${languageSwitch(v.lang, pageUrl, v.t)}</div>
  </div>`;
}

function headerAction(v: SitePageView): Markup {
  const item = v.one('header_action');
  if (!item) return EMPTY;
  const value = text(item, 'value');
  const tel = telHref(value);
  return html`<p class="header-action">
    <span>${say(v, item, 'label')}</span>
    ${tel ? html`<a href="${tel}">${value}</a>` : html`<strong>${say(v, item, 'value')}</strong>`}
  </p>`;
}

function primaryNavigation(v: SitePageView): Markup {
  const links = v.items('primary_navigation');
  if (links.length === 0) return EMPTY;
  const link = (item: (typeof links)[number]) => {
    const anchor = anchorOf(item.go_to_page);
    // The anchors are this module's own words; a fragment keeps the page's language.
    if (anchor && v.hasAnchor(anchor)) return html`<a href="#${anchor}">${say(v, item, 'label')}</a>`;
    return linkOrText(v.href(text(item, 'go_to_url')), say(v, item, 'label'));
  };
  return html`<nav class="primary" aria-label="${v.t.mainMenu}">
    <ul class="wrap">
      ${links.map((item) => html`<li>${link(item)}</li>`)}
    </ul>
  </nav>`;
}

export function pageHeader(v: SitePageView): Markup {
  return html`<a class="skip" href="#main">${v.t.skipLink}</a>
    <header id="home">
      ${subHeader(v)}
      <div class="wrap masthead">
        <h1>${v.t.heading}</h1>
        ${headerAction(v)}
      </div>
      ${primaryNavigation(v)}
    </header>`;
}
