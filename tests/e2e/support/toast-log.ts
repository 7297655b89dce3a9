/**
 * Toasts are transient: one lives 2 to 5 seconds and only the newest three are on screen, so a
 * test that waits for a toast's text after the action can miss it on a busy machine (a burst of
 * other toasts hides it, or the page is too busy for the check to run before it goes). Tests
 * therefore prove an action by the state it leaves (a row, a badge, the database) and read what
 * the user was told from this log: every toast any page of the context showed, kept in the tab's
 * sessionStorage so it survives a navigation. Installed on each context by support/browser.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

const KEY = 'e2e-toast-log';

export interface LoggedToast {
  kind: string;
  text: string;
  at: number;
}

/** Runs in every document of the context before the app's own scripts. */
function installToastObserver(key: string): void {
  const seen = new WeakSet<Element>();
  const note = (element: Element) => {
    if (seen.has(element)) return;
    seen.add(element);
    const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
    log.push({ kind: element.getAttribute('data-toast'), text: element.textContent ?? '', at: Date.now() });
    sessionStorage.setItem(key, JSON.stringify(log));
  };
  const scan = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches('[data-toast]')) note(node);
    node.querySelectorAll('[data-toast]').forEach(note);
  };
  new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(scan))).observe(document, {
    childList: true,
    subtree: true,
  });
}

export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(installToastObserver, KEY);
}

/** Every toast this tab has shown since the log was last cleared. */
export async function toastsOf(page: Page): Promise<LoggedToast[]> {
  try {
    return await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as LoggedToast[], KEY);
  } catch {
    return []; // the page is navigating: the next poll reads the new document's log
  }
}

/** Waits until the tab has shown a toast whose text matches, however briefly it stayed. */
export async function expectToast(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  const matches = (toast: LoggedToast) =>
    typeof text === 'string' ? toast.text.includes(text) : text.test(toast.text);
  await expect
    .poll(async () => (await toastsOf(page)).some(matches), { timeout, message: `a toast saying ${String(text)}` })
    .toBe(true);
}

/** Waits until no toast is on screen (before a screenshot that should show the page alone). */
export async function expectNoToastShown(page: Page, timeout = 15_000): Promise<void> {
  await expect.poll(() => page.locator('[data-toast]').count(), { timeout }).toBe(0);
}
