/**
 * The audit page's only styles, inlined in one <style> element after the rules it shares with /site
 * (server/lib/public-page.ts): share cards, tables that fit a 360 px phone (narrow type, wrapping
 * headers, and a scrolling box as the last resort so the page itself never scrolls sideways), and
 * each status in its one colour (common/status-scale.ts, AA contrast on white) that is never the
 * only sign: a shape and words go with it. A share takes its band's colour (common/share-scale.ts). The page's CSP allows exactly this text by its SHA-256.
 */
import { STATUS_COLORS } from '@common/status-scale.ts';
import { PUBLIC_PAGE_BASE_CSS, publicPageCsp } from '../../lib/public-page.ts';

export const AUDIT_PAGE_CSS = `${PUBLIC_PAGE_BASE_CSS}main:focus{outline:none}
main>section{padding-block:1.25rem}
.lead{margin:0 0 .25rem}
.note{margin:0;color:var(--soft);font-size:.9375rem}
.crumbs{margin:0 0 .5rem;font-weight:600}
.shares{display:grid;gap:.75rem;margin:0;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr))}
.shares div{padding:.75rem 1rem;background:var(--tint);border:1px solid var(--line);border-radius:.5rem}
.shares dt{color:var(--soft);font-weight:600}
.shares dd{margin:0}
.shares .pct{display:block;font-size:2rem;font-weight:700;line-height:1.2;color:var(--deep)}
.scroll{overflow-x:auto}
.scroll:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
table{width:100%;border-collapse:collapse;font-size:.9375rem}
caption{text-align:left;font-weight:700;padding-bottom:.5rem;color:var(--deep)}
th,td{padding:.5rem .375rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
thead th{background:var(--tint);border-bottom:2px solid var(--deep);line-height:1.3}
tbody th{font-weight:600}
.num{text-align:right;font-variant-numeric:tabular-nums}
td.share{white-space:nowrap}
tbody th{overflow-wrap:break-word}
.sub{display:block;color:var(--soft);font-size:.8125rem;font-weight:400}
.st{display:inline-flex;gap:.3rem;align-items:baseline;line-height:1.3}
.st b{font-size:1.05em}
.onTime,.good{color:${STATUS_COLORS.onTime}}
.delayed,.attention{color:${STATUS_COLORS.delayed}}
.afterDeadline,.poor{color:${STATUS_COLORS.afterDeadline}}
.notPosted{color:${STATUS_COLORS.notPosted}}
.notPostedYet{color:#46574f}
.holiday{color:${STATUS_COLORS.holiday}}
.shares .pct.good{color:${STATUS_COLORS.onTime}}
.shares .pct.attention{color:${STATUS_COLORS.delayed}}
.shares .pct.poor{color:${STATUS_COLORS.afterDeadline}}
.x{display:inline-block;margin-top:.25rem;font-size:.875rem}
.log{display:inline-block;margin-top:.25rem;font-size:.8125rem;color:var(--soft)}
.verify{margin:.25rem 0 0 .375rem;padding:.125rem .5rem;font:inherit;font-size:.8125rem;border:1px solid var(--deep);border-radius:.375rem;background:#fff;color:var(--deep);cursor:pointer}
.verify:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.verdict{display:block;max-width:18rem;font-size:.8125rem;line-height:1.35}
.verdict[data-result=ok]{color:${STATUS_COLORS.onTime}}
.verdict[data-result=signature],.verdict[data-result=inconsistent],.verdict[data-result=entry],.verdict[data-result=inclusion],.verdict[data-result=keyChanged]{color:${STATUS_COLORS.afterDeadline};font-weight:600}
.up{color:#0a5c3a}
.down{color:#a4262c}
.legend{display:grid;gap:.25rem .75rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,12rem),1fr))}
.counts{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem}
.counts div{display:flex;gap:.375rem}
.counts dd{margin:0;font-weight:700}
.counts.log{display:grid;gap:.25rem;margin:.75rem 0 0}
.counts.log div{display:block}
.log dt,.log dd{display:inline}
.log dt::after{content:":"}
h3{font-size:1rem;margin:1rem 0 .25rem}
.code{margin:.25rem 0 1rem;padding:.5rem .75rem;background:var(--tint);border:1px solid var(--line);border-radius:.375rem;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.875rem}
.notice{padding:1rem;background:var(--sun);border-left:4px solid var(--amber)}
footer{margin-top:1.5rem;padding-block:1.25rem;background:#13221b;color:#e8f0ec}
footer a{color:#fff}
footer p{margin:0 0 .5rem}
@media (max-width:30rem){table{font-size:.8125rem}th,td{padding:.375rem .25rem}.wrap{padding-inline:.75rem}}
`;

export const AUDIT_PAGE_CSP = publicPageCsp(AUDIT_PAGE_CSS);
