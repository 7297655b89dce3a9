/**
 * What every part of the public page reads: the published sections (words already in the page's
 * language, English where the Kannada is missing), the chrome texts of that language, and which
 * in-page anchors exist, so a navigation item points at a section only when it is on the page.
 * Values are read through `text`/`image`/`say`, which never throw on a missing or odd field.
 */
import type { PublicSite, SiteImage } from '@common/contract/answers/site.ts';
import type { SectionKey } from '@common/site/site-sections.ts';
import { html, type Markup } from '../../lib/html.ts';
import { SITE_PAGE_TEXTS, type SiteLang, type SitePageTextKey } from '@common/site/site-page-texts.ts';

export type PublicItem = Record<string, string | number | SiteImage | null>;

/** The contract's pages (`go_to_page`) as the page's anchors: the page is one long page. */
export const PAGE_ANCHORS: Record<number, string> = {
  1: 'home',
  2: 'about',
  3: 'why-choose-us',
  4: 'categories',
  5: 'testimonials',
  6: 'contact',
};

/** Which sections put each anchor on the page (home is the page's top, always there). */
const ANCHOR_SECTIONS: Record<string, readonly SectionKey[]> = {
  about: ['about_statistics', 'about_primary_action', 'about_secondary_action'],
  'why-choose-us': ['why_choose_us'],
  categories: ['home_category_heading', 'category_items'],
  testimonials: ['testimonials'],
  contact: ['footer_contact'],
};

export interface SitePageView {
  lang: SiteLang;
  t: Record<SitePageTextKey, string>;
  /** The published items of a section; empty when it is not published. */
  items(key: SectionKey): PublicItem[];
  /** The first (for a single-item section, the only) item, or null. */
  one(key: SectionKey): PublicItem | null;
  hasAnchor(anchor: string): boolean;
  /** A content address, with links to this page kept on this page and in its language. */
  href(raw: string): string;
  /** Nothing at all is published. */
  empty: boolean;
}

export function viewOf(site: PublicSite): SitePageView {
  const items = (key: SectionKey): PublicItem[] => (site.sections[key] ?? []) as PublicItem[];
  const hasAnchor = (anchor: string) =>
    anchor === 'home' || (ANCHOR_SECTIONS[anchor] ?? []).some((key) => items(key).length > 0);
  const href = (raw: string) => {
    const own = /^\/site\/?(?:#([\w-]+))?$/.exec(raw.trim());
    if (!own) return raw;
    const anchor = own[1] ?? 'home';
    return hasAnchor(anchor) ? `#${anchor}` : site.lang === 'kn' ? '/site?lang=kn' : '/site';
  };
  return {
    lang: site.lang,
    t: SITE_PAGE_TEXTS[site.lang],
    items,
    one: (key) => items(key)[0] ?? null,
    hasAnchor,
    href,
    empty: Object.values(site.sections).every((list) => !list || list.length === 0),
  };
}

/** A text value of an item, trimmed; '' when missing or not text. */
export function text(item: PublicItem | null, key: string): string {
  const value = item?.[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export function image(item: PublicItem | null, key: string): SiteImage | null {
  const value = item?.[key];
  return value && typeof value === 'object' && typeof value.high_res === 'string' ? value : null;
}

/** The address of a page given as `go_to_page`, or null for none (0) or an unknown one. */
export const anchorOf = (value: unknown): string | null =>
  typeof value === 'number' ? (PAGE_ANCHORS[value] ?? null) : null;

const KANNADA = /[\u0C80-\u0CFF]/;
const LATIN = /[A-Za-z]/;

/**
 * A translated value as the page shows it: on the Kannada page, English that stands in for a
 * missing translation is marked `lang="en"`, so a screen reader reads it with English sounds.
 */
export function say(v: SitePageView, item: PublicItem | null, key: string): Markup | string {
  const value = text(item, key);
  return v.lang === 'kn' && LATIN.test(value) && !KANNADA.test(value) ? html`<span lang="en">${value}</span>` : value;
}
