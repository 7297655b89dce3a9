/**
 * The public 404 page's only styles, after the rules every public page shares (server/lib/public-page.ts):
 * the same top bar, masthead and headings as /site and /audit, a list of where to go next, and the
 * asked-for address wrapped so a long one never widens a 360 px phone. The CSP allows exactly
 * this text by its SHA-256.
 */
import { PUBLIC_PAGE_BASE_CSS, publicPageCsp } from '../../lib/public-page.ts';

export const NOT_FOUND_PAGE_CSS = `${PUBLIC_PAGE_BASE_CSS}.site-name{margin:0;font-size:1.125rem;font-weight:700}
.site-name a{color:var(--deep);text-decoration:none}
.site-name a:hover{text-decoration:underline}
main{padding-block:1.5rem 2.5rem}
main:focus{outline:none}
.code{margin:0 0 .25rem;color:var(--amber);font-weight:700;letter-spacing:.05em}
.lead{margin:.75rem 0 0;font-size:1.125rem;max-width:40rem}
.asked{margin:1rem 0 0;max-width:40rem;color:var(--soft)}
.asked code{display:block;margin-top:.25rem;padding:.5rem .75rem;background:var(--tint);border:1px solid var(--line);border-radius:.375rem;color:var(--ink);overflow-wrap:anywhere;font-size:.9375rem}
.next{margin-top:2rem}
.next ul{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
.next li{padding:.75rem 1rem;background:var(--tint);border:1px solid var(--line);border-left:4px solid var(--brand);border-radius:.5rem}
.next a{font-size:1.125rem;font-weight:700}
.next p{margin:.25rem 0 0;color:var(--soft)}
footer{margin-top:1rem;padding-block:1.25rem;background:#13221b;color:#e8f0ec;font-size:.9375rem}
`;

/** No script; the <style> above allowed by its hash. */
export const NOT_FOUND_PAGE_CSP = publicPageCsp(NOT_FOUND_PAGE_CSS);
