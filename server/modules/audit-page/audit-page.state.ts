/**
 * The front of /audit: the state's on-time share this week and today, and the district league
 * table (rank, district linked to its own page, this week, today, change against last week, posts
 * rejected after review this week: audit-page.rejected.ts). A
 * change reads as an arrow and signed words, never as colour alone; a share with nothing due says
 * so instead of showing 0 %.
 */
import { fill } from '@common/messages.ts';
import { shareBand } from '@common/share-scale.ts';
import { EMPTY, html, type Markup } from '../../lib/html.ts';
import { asOf, auditUrl, type AuditView } from './audit-page.render.ts';
import type { DistrictRow, Share, StateAudit } from './audit-page.service.ts';
import { rejectedCell, rejectedHeader } from './audit-page.rejected.ts';

export const percent = (share: Share): string => (share.percent === null ? '—' : `${share.percent}%`);
/** The share's band (common/share-scale.ts) as a class: its colour; the note under the shares says the scale. */
const band = (share: Share): string => shareBand(share.percent) ?? '';

/** A share as a card's value: the percentage large, the counts under it. */
export function shareCard(v: AuditView, label: string, share: Share): Markup {
  return html`<div>
    <dt>${label}</dt>
    <dd>
      <span class="pct ${band(share)}">${percent(share)}</span>
      ${share.due > 0 ? fill(v.t.onTimeOf, { on_time: share.on_time, due: share.due }) : v.t.nothingDue}
    </dd>
  </div>`;
}

export function sharesOf(v: AuditView, id: string, title: string, week: Share, today: Share): Markup {
  return html`<section aria-labelledby="${id}">
    <h2 id="${id}">${title}</h2>
    <dl class="shares">${shareCard(v, v.t.thisWeek, week)}${shareCard(v, v.t.today, today)}</dl>
  </section>`;
}

function change(v: AuditView, value: number | null): Markup | string {
  if (value === null) return '—';
  if (value === 0) return v.t.noChange;
  const words = fill(v.t.points, { sign: value > 0 ? '+' : '−', value: Math.abs(value) });
  return html`<span class="${value > 0 ? 'up' : 'down'}"
    ><b aria-hidden="true">${value > 0 ? '▲' : '▼'}</b> ${words}</span
  >`;
}

function leagueRow(v: AuditView, d: DistrictRow): Markup {
  return html`<tr>
    <td class="num">${d.rank ?? '—'}</td>
    <th scope="row"><a href="${auditUrl(v.lang, d.id)}">${d.name[v.lang] || d.name.en}</a></th>
    <td class="num share ${band(d.week)}">${percent(d.week)}</td>
    <td class="num share ${band(d.today)}">${percent(d.today)}</td>
    <td class="num">${change(v, d.change)}</td>
    ${rejectedCell(d)}
  </tr>`;
}

export function statePage(v: AuditView, s: StateAudit): Markup {
  return html`<div>
      <p class="lead">${asOf(v, s.day, s.minutes)}</p>
      <p class="note">${v.t.share}</p>
    </div>
    ${sharesOf(v, 'state-title', v.t.state, s.week, s.today)}
    <section aria-labelledby="league-title">
      <h2 id="league-title">${v.t.league}</h2>
      <div class="scroll" role="region" tabindex="0" aria-labelledby="league-title">
        <table>
          <caption>
            ${v.t.leagueCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col" class="num">${v.t.rank}</th>
              <th scope="col">${v.t.district}</th>
              <th scope="col" class="num">${v.t.thisWeek}</th>
              <th scope="col" class="num">${v.t.today}</th>
              <th scope="col" class="num">${v.t.change}</th>
              ${rejectedHeader(v)}
            </tr>
          </thead>
          <tbody>
            ${s.districts.length ? s.districts.map((d) => leagueRow(v, d)) : EMPTY}
          </tbody>
        </table>
      </div>
    </section>`;
}
