/**
 * What the accessibility test does on every screen: wait until the screen has settled (its
 * language applied, nothing loading, no transition half-way, since axe would measure a fading
 * dialog's colours), run axe, and switch language the way a person does: the pill on the screens
 * before sign-in, the account menu after it. Texts come from the app's own catalogues, so the
 * Kannada pass finds its buttons by their Kannada names.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { fill } from '@common/messages';
import { en, type MessageId } from '@/i18n/en';
import { kn } from '@/i18n/kn';
import { contentEn } from '@/i18n/content-en';
import { contentKn } from '@/i18n/content-kn';
import { libraryEn } from '@/i18n/library-en';
import { libraryKn } from '@/i18n/library-kn';
import { chartsEn } from '@/i18n/charts-en';
import { chartsKn } from '@/i18n/charts-kn';
import { helpEn } from '@/i18n/help-en';
import { helpKn } from '@/i18n/help-kn';
import { reviewEn } from '@/i18n/review-en';
import { reviewKn } from '@/i18n/review-kn';
import { adminConsoleEn } from '@/i18n/admin-console-en';
import { adminConsoleKn } from '@/i18n/admin-console-kn';
import { signedInEn } from '@/i18n/signed-in-en';
import { signedInKn } from '@/i18n/signed-in-kn';
import { authFlowEn } from '@/i18n/auth-flow-en';
import { authFlowKn } from '@/i18n/auth-flow-kn';
import { axeViolations, formatViolations, type Violation } from './axe.ts';

export type Lang = 'en' | 'kn';
export const LANGS: readonly Lang[] = ['en', 'kn'];
/** The consoles are desk work (docs/product.md, 'Roles'); the warden's screens are checked at PHONE size. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

// The core catalogue and the texts the app loads with their routes: the content console's, charts', help page's, review
// queue's, admin console's, signed-in screens' and sign-in steps'.
const TEXTS: Record<Lang, Record<MessageId, string>> = {
  en: {
    ...en,
    ...contentEn,
    ...libraryEn,
    ...chartsEn,
    ...helpEn,
    ...reviewEn,
    ...adminConsoleEn,
    ...signedInEn,
    ...authFlowEn,
  },
  kn: {
    ...kn,
    ...contentKn,
    ...libraryKn,
    ...chartsKn,
    ...helpKn,
    ...reviewKn,
    ...adminConsoleKn,
    ...signedInKn,
    ...authFlowKn,
  },
};

export function say(lang: Lang, key: MessageId, params?: Record<string, string | number>): string {
  const text = TEXTS[lang][key];
  return params ? fill(text, params) : text;
}

/** A template such as 'Disable {name}' as a pattern matching any filled-in name. */
export function sayAny(lang: Lang, key: MessageId): RegExp {
  const parts = say(lang, key).split(/\{\w+\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

/** The screen in `lang`, with a heading, no loading placeholder and no transition still running. */
export async function settle(page: Page, lang: Lang): Promise<void> {
  await page.waitForFunction(
    ({ lang, loading }) => {
      if (document.documentElement.lang !== lang || !document.querySelector('h1, h2')) return false;
      if (document.querySelector(`[aria-busy="true"], [aria-label="${loading}"]`)) return false;
      if (document.body.innerText.includes(loading)) return false;
      return document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
    },
    { lang, loading: say(lang, 'common.loading') },
  );
}

/**
 * Goes to `path` inside the app, as its own links do: the router follows history.pushState, so the
 * page is not reloaded and axe, already injected and warmed up, stays. When the route changes, waits
 * for the old heading to leave or change, so the check cannot pass on the screen being left; when
 * only the query changes, the screen's own step waits for what the query brings.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  const routeChanges = await page.evaluate((to) => {
    if (location.pathname + location.search === to) return false;
    const heading = document.querySelector('h1');
    (window as unknown as { leaving: [Element | null, string] }).leaving = [heading, heading?.textContent ?? ''];
    const state = (history.state ?? {}) as { __TSR_index?: number };
    const samePath = location.pathname === new URL(to, location.href).pathname;
    history.pushState({ ...state, __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', to);
    return !samePath && heading !== null;
  }, path);
  if (!routeChanges) return;
  await page.waitForFunction(() => {
    const [heading, text] = (window as unknown as { leaving: [Element | null, string] }).leaving;
    return !heading || !document.contains(heading) || heading.textContent !== text;
  });
}

/** Goes to `path` (loading the app on a fresh page) and waits for its heading. */
export async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await (page.url().startsWith('http') ? navigate(page, path) : page.goto(path));
  await page.getByRole('heading', { name: heading }).waitFor();
}

/** Closes what a state left open (a dialog, the menu) with Escape, as a keyboard user would. */
export async function closePopups(page: Page): Promise<void> {
  const popups = page.locator('dialog[open], [role="menu"]');
  if ((await popups.count()) === 0) return;
  await page.keyboard.press('Escape');
  await popups.first().waitFor({ state: 'detached' });
}

/** The settled screen's serious and critical violations. */
export async function violationsOf(page: Page, lang: Lang, where: string): Promise<Violation[]> {
  await settle(page, lang);
  return axeViolations(page, `${where} [${lang}]`);
}

/** Fails listing each violation: rule, impact, target selectors, route and language. */
export function expectNone(violations: Violation[]): void {
  if (violations.length) console.error(formatViolations(violations));
  expect(formatViolations(violations), 'serious or critical accessibility violations').toBe('');
}

export async function expectAccessible(page: Page, lang: Lang, where: string): Promise<void> {
  expectNone(await violationsOf(page, lang, where));
}

/** The pill of the screens before sign-in: English → ಕನ್ನಡ and back. */
export async function switchLanguagePill(page: Page, to: Lang): Promise<void> {
  const from: Lang = to === 'kn' ? 'en' : 'kn';
  await page.getByRole('button', { name: new RegExp(`^${say(from, 'lang.label')}:`) }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to);
}

/** A screen before sign-in in English, then in Kannada, left in English: its violations in both. */
export async function inBothLanguages(page: Page, where: string): Promise<Violation[]> {
  const found = await violationsOf(page, 'en', where);
  await switchLanguagePill(page, 'kn');
  found.push(...(await violationsOf(page, 'kn', where)));
  await switchLanguagePill(page, 'en');
  return found;
}

export async function openAccountMenu(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: sayAny(lang, 'dash.accountMenuOf') }).click();
  await page.getByRole('menu').waitFor();
}

/** Signed in, the language is an item of the account menu. */
export async function switchLanguageMenu(page: Page, to: Lang): Promise<void> {
  const from: Lang = to === 'kn' ? 'en' : 'kn';
  await openAccountMenu(page, from);
  await page.getByRole('menuitem', { name: say(from, to === 'kn' ? 'lang.name.kn' : 'lang.name.en') }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to);
}
