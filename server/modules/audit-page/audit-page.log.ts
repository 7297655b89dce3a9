/**
 * The 'Public log' section of /audit (docs/log.md): how many entries the signed log holds, when
 * its latest checkpoint was signed (India time), how many of the configured witnesses cosigned that
 * checkpoint, and the log's verifier key (the same as GET /log/key) with the command that checks
 * the log from outside. Plain markup, no script: the page's CSP allows none.
 */
import { AUDIT_LOG_TEXTS } from '@common/site/audit-log-texts.ts';
import { fill } from '@common/messages.ts';
import { html, type Markup } from '../../lib/html.ts';
import type { LogSummary } from '../public-log/log-cosigned.ts';
import type { AuditView } from './audit-page.render.ts';

const locale = (v: AuditView) => (v.lang === 'kn' ? 'kn-IN' : 'en-IN');

/** '16:05 on 28 November 2026 (India time)' in the page's language. */
function signedAt(v: AuditView, at: Date): string {
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale(v), { ...o, timeZone: 'Asia/Kolkata' }).format(at);
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return fill(AUDIT_LOG_TEXTS[v.lang].signedAt, {
    time,
    date: part({ day: 'numeric', month: 'long', year: 'numeric' }),
  });
}

export function logSection(v: AuditView, s: LogSummary, publicUrl: string): Markup {
  const t = AUDIT_LOG_TEXTS[v.lang];
  const witnesses =
    s.witnesses === 0 ? t.logNoWitnesses : fill(t.logCosigned, { cosigned: s.cosigned, witnesses: s.witnesses });
  return html`<section aria-labelledby="log-title">
    <h2 id="log-title">${t.publicLog}</h2>
    <p class="note">${t.logLead}</p>
    <dl class="counts log">
      <div>
        <dt>${t.logEntries}</dt>
        <dd>${new Intl.NumberFormat(locale(v)).format(s.size)}</dd>
      </div>
      <div>
        <dt>${t.logSigned}</dt>
        <dd>${s.signedAt ? signedAt(v, s.signedAt) : t.logNotSigned}</dd>
      </div>
      <div>
        <dt>${t.logWitnesses}</dt>
        <dd>${witnesses}</dd>
      </div>
    </dl>
    <h3 id="log-key">${t.logKey}</h3>
    <pre class="code" aria-labelledby="log-key"><code>${s.verifierKey}</code></pre>
    <p>${t.logVerify}</p>
    <pre class="code"><code>npm run log:verify -- --url ${publicUrl}</code></pre>
  </section>`;
}
