/**
 * What /audit says about posts rejected after the supervisors' review (docs/spec-notes.md, 'Rejected
 * posts in the counts'): a district's page has a section with how many of its posts of this week and
 * last week were rejected, and the league table a column with this week's. The shares already count
 * a rejected post as not posted; these numbers say how many such posts there were. Plain markup.
 */
import { AUDIT_REVIEW_TEXTS } from '@common/site/audit-review-texts.ts';
import { html, type Markup } from '../../lib/html.ts';
import type { AuditView } from './audit-page.render.ts';
import type { DistrictRow } from './audit-page.service.ts';

/** The district page's section: this week's and last week's rejected posts. */
export function rejectedSection(v: AuditView, d: DistrictRow): Markup {
  const t = AUDIT_REVIEW_TEXTS[v.lang];
  return html`<section aria-labelledby="rejected-title">
    <h2 id="rejected-title">${t.rejected}</h2>
    <dl class="counts">
      <div>
        <dt>${t.rejectedThisWeek}</dt>
        <dd data-rejected="week">${d.rejected.week}</dd>
      </div>
      <div>
        <dt>${t.rejectedLastWeek}</dt>
        <dd data-rejected="last-week">${d.rejected.last_week}</dd>
      </div>
    </dl>
    <p class="note">${t.rejectedNote}</p>
  </section>`;
}

/** The league table's header of the column. */
export const rejectedHeader = (v: AuditView): Markup =>
  html`<th scope="col" class="num">${AUDIT_REVIEW_TEXTS[v.lang].rejectedColumn}</th>`;

/** A district's cell in that column. */
export const rejectedCell = (d: DistrictRow): Markup => html`<td class="num">${d.rejected.week}</td>`;
