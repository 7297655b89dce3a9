/**
 * "Verify" on /audit (docs/log.md, 'Verifying, without trusting the server'): the page's one script,
 * built by `npm run build` into the static folder as audit-verify-<hash>.js
 * (scripts/build-audit-verify.ts). Found by its name once per folder; without it (a server run
 * from source with no build) the page shows each post's log entry with no button and keeps its
 * policy of no script at all. With it, the policy allows scripts and fetches from this site only.
 */
import fs from 'node:fs';
import { html, type Markup } from '../../lib/html.ts';
import { publicPageCsp } from '../../lib/public-page.ts';
import { auditVerifyTexts } from '@common/site/audit-verify-texts.ts';
import { fill } from '@common/messages.ts';
import type { SiteLang } from '@common/site/site-page-texts.ts';

/** The in-browser log check on a page: its script's file name and the log's verifier key; null without a build. */
export type VerifyView = { script: string; key: string } | null;

const SCRIPT = /^audit-verify-[A-Za-z0-9]+\.js$/;
const found = new Map<string, string | null>();

/** The script's file name in `staticDir`, or null when the PWA was not built there. */
export function auditVerifyScript(staticDir: string): string | null {
  if (!found.has(staticDir)) {
    let name: string | null = null;
    try {
      name = fs.readdirSync(staticDir).find((file) => SCRIPT.test(file)) ?? null;
    } catch {
      name = null;
    }
    found.set(staticDir, name);
  }
  return found.get(staticDir)!;
}

/** The page's policy: no script, or with the verifier, scripts and fetches from this site. */
export const auditPageCsp = (css: string, withScript: boolean): string =>
  withScript ? `${publicPageCsp(css)}; script-src 'self'; connect-src 'self'` : publicPageCsp(css);

/** A logged post's entry on the page, with its Verify button when the script is there. */
export function logEntryCell(v: { lang: SiteLang; verify: VerifyView }, log: { post: number; index: number }): Markup {
  const t = auditVerifyTexts(v.lang);
  const label = fill(t.entry, { index: log.index });
  if (!v.verify) return html`<span class="log">${label}</span>`;
  const out = `verify-${log.post}`;
  return html`<span class="log">${label}</span>
    <button
      type="button"
      class="verify"
      data-log-post="${log.post}"
      data-log-index="${log.index}"
      aria-controls="${out}"
      aria-label="${fill(t.verifyOf, { index: log.index })}"
      hidden
    >
      ${t.verify}
    </button>
    <output id="${out}" class="verdict" aria-live="polite"></output>`;
}

/** The script and what it needs (the log's key, the texts in the page's language), before </body>. */
export function verifierTag(v: { lang: SiteLang; verify: VerifyView }): Markup {
  if (!v.verify) return html``;
  return html`<div
      id="log-verify"
      data-key="${v.verify.key}"
      data-texts="${JSON.stringify(auditVerifyTexts(v.lang))}"
      hidden
    ></div>
    <script type="module" src="/${v.verify.script}"></script>`;
}
