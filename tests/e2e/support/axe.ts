/**
 * Runs axe-core inside a page for the accessibility test: WCAG 2.0/2.1 A and AA rules only (our
 * contract), and keeps the violations a person would be blocked by (impact serious or critical),
 * each with what is needed to find and fix it: rule, impact, target selectors, the route and, for
 * contrast, the colours axe measured.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const AXE_SCRIPT = path.resolve('node_modules/axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface Violation {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  detail: string;
}

/** A contrast failure names its colours, so the theme shade to change is plain from the log. */
function detailOf(node: AxeResults['violations'][number]['nodes'][number]): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  if (data?.fgColor && data.bgColor) return `${data.fgColor} on ${data.bgColor} is ${data.contrastRatio}:1`;
  return (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
}

/** The serious and critical violations of the page as it stands; `where` names role, route and language. */
export async function axeViolations(page: Page, where: string): Promise<Violation[]> {
  // A full navigation drops the injected script; put it back only when missing. Evaluated through
  // the debugger rather than added as a <script> element, which the app's CSP refuses (no inline script).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(fs.readFileSync(AXE_SCRIPT, 'utf8'));
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  )) as AxeResults;
  return results.violations.flatMap((rule) =>
    rule.nodes
      .filter((node) => BLOCKING.has(node.impact ?? rule.impact ?? ''))
      .map((node) => ({
        where,
        rule: rule.id,
        impact: node.impact ?? rule.impact ?? '',
        targets: node.target.map(String),
        detail: detailOf(node),
      })),
  );
}

export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.where}: ${v.rule} (${v.impact}) at ${v.targets.join(' ')}${v.detail ? ` — ${v.detail}` : ''}`)
    .join('\n');
}
