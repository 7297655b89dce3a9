/**
 * One district's page at /audit?district={id}: its on-time share this week and today, today's
 * meals counted by status, and a table of its institutions (name in the page's language with its
 * taluk, then breakfast, lunch and dinner). Each status is a shape and words, with colour only as a
 * third sign; a published post links to X, the only place its photos are shown, and a logged one
 * names its entry in the public log, with "Verify" (audit-verify-script.ts). The counts by
 * status show each shape beside its words, so they double as the legend.
 */
import { fill } from '@common/messages.ts';
import { MEAL_NAMES } from '@common/meal-names.ts';
import { MEALS } from '@common/schedule.ts';
import { html, type Markup } from '../../lib/html.ts';
import { asOf, auditUrl, type AuditView } from './audit-page.render.ts';
import { MEAL_STATUSES, type DistrictAudit, type InstitutionToday, type MealStatus } from './audit-page.service.ts';
import { sharesOf } from './audit-page.state.ts';
import { logEntryCell } from './audit-verify-script.ts';
import { rejectedSection } from './audit-page.rejected.ts';

/** The shape each status shows beside its words (hidden from screen readers, which read the words). */
const SHAPES: Record<MealStatus, string> = {
  onTime: '✔',
  delayed: '◔',
  afterDeadline: '▲',
  notPosted: '✖',
  notPostedYet: '○',
  holiday: '◇',
};

const status = (v: AuditView, s: MealStatus): Markup =>
  html`<span class="st ${s}"><b aria-hidden="true">${SHAPES[s]}</b><span>${v.t[s]}</span></span>`;

function row(v: AuditView, o: InstitutionToday): Markup {
  const name = o.name[v.lang] || o.name.en;
  return html`<tr>
    <th scope="row">${name}<span class="sub">${o.taluk[v.lang] || o.taluk.en}</span></th>
    ${o.meals.map(
      (m) =>
        html`<td>
          ${status(v, m.status)}
          ${
            m.x
              ? html`<br /><a class="x" href="${m.x}" rel="noopener"
                    >${v.t.xPost}<span class="vh">
                      (${fill(v.t.xPostOf, { meal: MEAL_NAMES[m.meal][v.lang], institution: name })})</span
                    ></a
                  >`
              : ''
          }
          ${m.log ? html`<br />${logEntryCell(v, m.log)}` : ''}
        </td>`,
    )}
  </tr>`;
}

function counts(v: AuditView, list: InstitutionToday[]): Markup {
  const n = new Map<MealStatus, number>();
  for (const o of list) for (const m of o.meals) n.set(m.status, (n.get(m.status) ?? 0) + 1);
  return html`<section aria-labelledby="counts-title">
    <h2 id="counts-title">${v.t.summary}</h2>
    <dl class="counts">
      ${MEAL_STATUSES.map(
        (s) =>
          html`<div>
            <dt>${status(v, s)}</dt>
            <dd>${n.get(s) ?? 0}</dd>
          </div>`,
      )}
    </dl>
  </section>`;
}

export function districtPage(v: AuditView, a: DistrictAudit): Markup {
  const name = a.district.name[v.lang] || a.district.name.en;
  const table = a.institutions.length
    ? html`<div class="scroll" role="region" tabindex="0" aria-labelledby="institutions-title">
        <table>
          <caption>
            ${fill(v.t.institutionsCaption, { district: name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">${v.t.institution}</th>
              ${MEALS.map((meal) => html`<th scope="col">${MEAL_NAMES[meal][v.lang]}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${a.institutions.map((o) => row(v, o))}
          </tbody>
        </table>
      </div>`
    : html`<p class="notice">${v.t.noInstitutions}</p>`;
  return html`<div>
      <p class="crumbs"><a href="${auditUrl(v.lang)}">← ${v.t.back}</a></p>
      <p class="lead">${asOf(v, a.state.day, a.state.minutes)}</p>
      <p class="note">${v.t.share}</p>
    </div>
    ${sharesOf(v, 'district-title', v.t.districtShare, a.district.week, a.district.today)}
    ${rejectedSection(v, a.district)} ${counts(v, a.institutions)}
    <section aria-labelledby="institutions-title">
      <h2 id="institutions-title">${v.t.institutions}</h2>
      ${table}
    </section>`;
}
