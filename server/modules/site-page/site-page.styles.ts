/**
 * The public page's only styles, inlined in one <style> element: no stylesheet to fetch, no web
 * font (the system's fonts, with the usual Kannada faces of each system named so Kannada never
 * falls back to boxes where a face exists), one column on a 360 px phone with nothing wider than
 * the screen, colours at WCAG AA contrast or better, and a visible focus ring on every link.
 * The page's CSP allows exactly this text by its SHA-256, so no other style can be injected. The first
 * rules are shared with /audit (server/lib/public-page.ts).
 */
import { PUBLIC_PAGE_BASE_CSS, publicPageCsp } from '../../lib/public-page.ts';

export const SITE_PAGE_CSS = `${PUBLIC_PAGE_BASE_CSS}.header-action{margin:0;display:flex;flex-direction:column;line-height:1.3}
.header-action span{color:var(--soft);font-size:.9375rem}
.header-action a,.header-action strong{font-size:1.25rem;font-weight:700}
.primary{background:var(--tint);border-block:1px solid var(--line)}
.primary ul{display:flex;flex-wrap:wrap;gap:0 .5rem}
.primary a,.primary span{display:inline-block;padding:.625rem .5rem;font-weight:600}
.primary a{color:var(--ink);text-decoration:none}
.primary a:hover{text-decoration:underline}
main:focus{outline:none}
main>section{padding-block:1.75rem}
.banners{padding-top:1.25rem}
.banners ul{display:flex;flex-wrap:wrap;gap:1rem}
.banners li{flex:1 1 16rem;min-width:0}
.banners li:first-child{flex-basis:100%}
.banner{margin:0;height:100%;overflow:hidden;border:1px solid var(--line);border-radius:.5rem;background:var(--tint)}
.banner img{display:block;width:100%}
.banner figcaption{padding:.625rem 1rem;font-weight:600}
.banner.lead figcaption{font-size:1.25rem}
.tagline{margin:0;color:var(--amber);font-weight:700}
.highlight{margin:1rem 0 0;padding:.75rem 1rem;background:var(--sun);border-left:4px solid var(--amber);border-radius:.25rem}
.chips{display:flex;flex-wrap:wrap;gap:.5rem;margin-bottom:1rem}
.chips li{padding:.25rem .875rem;background:var(--tint);border:1px solid var(--line);border-radius:1rem}
a.button{display:inline-block;padding:.625rem 1.125rem;background:var(--brand);color:#fff;border:2px solid var(--brand);border-radius:.375rem;font-weight:600;text-decoration:none}
a.button:hover{background:var(--deep);border-color:var(--deep)}
a.button:focus-visible{outline-color:var(--deep)}
a.button.secondary{background:#fff;color:var(--brand)}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;margin:0}
.note{color:var(--soft);margin:.5rem 0 0}
.stats{display:flex;flex-wrap:wrap;gap:1rem;margin:0 0 1.25rem}
.stats div{display:flex;flex-direction:column-reverse;flex:1 1 9rem;padding:.75rem 1rem;background:var(--tint);border:1px solid var(--line);border-radius:.5rem}
.stats dd{margin:0;font-size:2rem;font-weight:700;line-height:1.15;color:var(--deep)}
.stats dt{color:var(--soft)}
.band{padding-block:1.25rem;background:var(--deep);text-align:center}
.band p{margin-block:0}
.band a.button{background:#fff;color:var(--deep);border-color:#fff}
.band a.button:focus-visible{outline-color:#fff}
.band a,.band span{color:#fff}
.quotes{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr))}
.quotes figure{margin:0;height:100%;padding:1rem 1.25rem;background:var(--tint);border:1px solid var(--line);border-left:4px solid var(--brand);border-radius:.5rem}
.quotes blockquote{margin:0 0 .5rem;font-size:1.0625rem}
.quotes blockquote p{margin:0}
.quotes figcaption{color:var(--soft);font-weight:600}
.notice{margin:0;padding-block:3rem;font-size:1.25rem;text-align:center}
footer{margin-top:2rem;background:#13221b;color:#e8f0ec}
footer a{color:#fff}
footer h2{color:#fff;font-size:1.25rem}
.footer{display:grid;gap:1.5rem;padding-block:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
.footer p{margin:0}
.contact{margin:0}
.contact div+div{margin-top:.75rem}
.contact dt{font-weight:700}
.contact dd{margin:0}
.contact a{overflow-wrap:anywhere}
address{font-style:normal}
.copyright{grid-column:1/-1;display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;padding-top:1rem;border-top:1px solid #3d5248;font-size:.9375rem}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
`;

/** No script; the <style> above allowed by its hash (server/lib/public-page.ts). */
export const SITE_PAGE_CSP = publicPageCsp(SITE_PAGE_CSS);
