/**
 * The public page's main content, in page order: home banners, why choose us, the categories,
 * about (statistics and its two actions), the product action and the testimonials. A section not
 * published renders nothing; with nothing published at all the page says so kindly instead.
 * Banners are responsive images sized by their renditions, so nothing shifts as they load.
 */
import type { SiteImage } from '@common/contract/answers/site.ts';
import { LOW_RES_EDGE } from '../media/media.storage.ts';
import { EMPTY, html, linkOrText, safeHref, type Markup } from '../../lib/html.ts';
import { image, say, text, type SitePageView } from './site-page.view.ts';

/** The low rendition's width: the original fitted inside a 320 px square, never enlarged. */
function lowWidth(img: SiteImage): number {
  if (!img.width || !img.height) return LOW_RES_EDGE;
  return Math.round(img.width * Math.min(1, LOW_RES_EDGE / img.width, LOW_RES_EDGE / img.height));
}

/** An image address fit for src and srcset (a comma would split a srcset candidate). */
const imageUrl = (url: string): string | null => {
  const safe = safeHref(url);
  return safe && !safe.includes(',') ? safe : null;
};

/** An <img> with both renditions; the first banner is the page's largest paint, so it loads first. */
export function bannerImage(img: SiteImage, first: boolean, sizes: string): Markup {
  const high = imageUrl(img.high_res);
  if (!high) return EMPTY;
  const low = imageUrl(img.low_res);
  const highWidth = img.width ?? 1600;
  const srcset = low && low !== high ? `${low} ${lowWidth(img)}w, ${high} ${highWidth}w` : `${high} ${highWidth}w`;
  const box = img.width && img.height ? html`width="${img.width}" height="${img.height}"` : EMPTY;
  const loading = first ? html`fetchpriority="high"` : html`loading="lazy"`;
  return html`<img
    src="${high}"
    srcset="${srcset}"
    sizes="${sizes}"
    ${box}
    alt="${img.alt}"
    decoding="async"
    ${loading}
  />`;
}

function banners(v: SitePageView): Markup {
  const list = v.items('home_banners').filter((b) => image(b, 'image') || text(b, 'name'));
  if (list.length === 0) return EMPTY;
  const figure = (b: (typeof list)[number], i: number) => {
    const img = image(b, 'image');
    const sizes =
      i === 0 ? '(min-width: 72rem) 70rem, 100vw' : '(min-width: 72rem) 35rem, (min-width: 34rem) 50vw, 100vw';
    return html`<li>
      <figure class="${i === 0 ? 'banner lead' : 'banner'}">
        ${img ? bannerImage(img, i === 0, sizes) : EMPTY}
        <figcaption>${linkOrText(v.href(text(b, 'action')), say(v, b, 'name'))}</figcaption>
      </figure>
    </li>`;
  };
  return html`<section class="wrap banners" aria-label="${v.t.highlights}">
    <ul>
      ${list.map(figure)}
    </ul>
  </section>`;
}

function whyChooseUs(v: SitePageView): Markup {
  const item = v.one('why_choose_us');
  if (!item) return EMPTY;
  return html`<section id="why-choose-us" class="wrap" aria-labelledby="why-title">
    <h2 id="why-title">${v.t.whyChooseUs}</h2>
    <p class="tagline">${say(v, item, 'tagline')}</p>
    <h3>${say(v, item, 'heading')}</h3>
    <p>${say(v, item, 'description')}</p>
    <p class="highlight">
      <strong>${say(v, item, 'highlight_label')}</strong> ${say(v, item, 'highlight_description')}
    </p>
  </section>`;
}

function categories(v: SitePageView): Markup {
  const heading = v.one('home_category_heading');
  const items = v.items('category_items');
  if (!heading && items.length === 0) return EMPTY;
  const description = say(v, heading, 'description');
  const button = say(v, heading, 'button_label');
  return html`<section id="categories" class="wrap" aria-labelledby="categories-title">
    <h2 id="categories-title">${v.t.categories}</h2>
    ${description ? html`<p>${description}</p>` : EMPTY}
    ${
      items.length
        ? html`<ul class="chips">
            ${items.map((c) => html`<li>${say(v, c, 'label')}</li>`)}
          </ul>`
        : EMPTY
    }
    ${button ? html`<p>${linkOrText(v.href(text(heading, 'button_action')), button, 'button')}</p>` : EMPTY}
  </section>`;
}

function about(v: SitePageView): Markup {
  const stats = v.one('about_statistics');
  const primary = v.one('about_primary_action');
  const secondary = v.one('about_secondary_action');
  if (!stats && !primary && !secondary) return EMPTY;
  const stat = (n: 1 | 2) =>
    html`<div>
      <dt>${say(v, stats, `stat_${n}_label`)}</dt>
      <dd>${text(stats, `stat_${n}_count`)}</dd>
    </div>`;
  return html`<section id="about" class="wrap" aria-labelledby="about-title">
    <h2 id="about-title">${v.t.about}</h2>
    ${stats ? html`<dl class="stats">${stat(1)}${stat(2)}</dl>` : EMPTY}
    <p class="actions">
      ${primary ? linkOrText(v.href(text(primary, 'action')), say(v, primary, 'label'), 'button') : EMPTY}
      ${secondary ? linkOrText(v.href(text(secondary, 'action')), say(v, secondary, 'label'), 'button secondary') : EMPTY}
    </p>
    ${secondary ? html`<p class="note">${say(v, secondary, 'value')}</p>` : EMPTY}
  </section>`;
}

function productAction(v: SitePageView): Markup {
  const item = v.one('product_action');
  if (!item) return EMPTY;
  return html`<div class="band">
    <p class="wrap">${linkOrText(v.href(text(item, 'action')), say(v, item, 'name'), 'button')}</p>
  </div>`;
}

function testimonials(v: SitePageView): Markup {
  const list = v.items('testimonials');
  if (list.length === 0) return EMPTY;
  return html`<section id="testimonials" class="wrap" aria-labelledby="testimonials-title">
    <h2 id="testimonials-title">${v.t.testimonials}</h2>
    <ul class="quotes">
      ${list.map(
        (q) =>
          html`<li>
            <figure>
              <blockquote><p>${say(v, q, 'review')}</p></blockquote>
              <figcaption>${say(v, q, 'client_name')}</figcaption>
            </figure>
          </li>`,
      )}
    </ul>
  </section>`;
}

export function pageMain(v: SitePageView): Markup {
  const notice = v.empty ? html`<p class="wrap notice">${v.t.empty}</p>` : EMPTY;
  return html`<main id="main" tabindex="-1">
    ${notice}${banners(v)}${whyChooseUs(v)}${categories(v)}${about(v)}${productAction(v)}${testimonials(v)}
  </main>`;
}
