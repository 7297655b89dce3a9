/**
 * The catalogue lookup and the current language. English is the default; the choice is kept in
 * localStorage so a warden who picks Kannada once keeps it on that phone. Plain functions (t,
 * translateText) work outside React, e.g. in the API client's toasts; components use useT().
 */
import { fill } from '@common/messages';
import { en, type Catalogue, type MessageId } from './en';
import { templateMatcher } from './contract-keys';

export const LANGS = ['en', 'kn'] as const;
export type Lang = (typeof LANGS)[number];
export type Params = Record<string, string | number>;

export const LANG_STORAGE_KEY = 'hostel-meals:lang';
// Kannada loads on demand: English-only phones never download it (docs/benchmarks.md, P3).
const catalogues: Partial<Record<Lang, Catalogue>> = { en };
let kannada: Promise<void> | null = null;

/** Makes a language's catalogue available; the app awaits the stored one before its first render. */
export function loadLang(lang: Lang): Promise<void> {
  if (catalogues[lang]) return Promise.resolve();
  kannada ??= import('./kn').then((m) => {
    catalogues.kn = m.kn;
  });
  return kannada;
}

function readStoredLang(): Lang {
  try {
    const stored = globalThis.localStorage?.getItem(LANG_STORAGE_KEY);
    return stored === 'kn' ? 'kn' : 'en';
  } catch {
    return 'en';
  }
}

let current: Lang = readStoredLang();
const listeners = new Set<() => void>();

function applyToDocument(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyToDocument(current);

export const getLang = (): Lang => current;

/** Switches once the language's catalogue is there, so no screen shows a half-translated frame. */
export async function setLang(lang: Lang): Promise<void> {
  if (lang === current) return;
  await loadLang(lang);
  current = lang;
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
  applyToDocument(lang);
  listeners.forEach((listener) => listener());
}

export function subscribeLang(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text of `key` in `lang` (default: the current language) with {placeholders} filled. */
export function t(key: MessageId, params?: Params, lang: Lang = current): string {
  const text = catalogues[lang]?.[key] ?? en[key] ?? key;
  return params ? fill(text, params) : text;
}

/** English text → catalogue id, built once; templates are matched by shape. */
const exactIds = new Map<string, MessageId>();
const templateIds: { id: MessageId; match: (text: string) => Record<string, string> | null }[] = [];
for (const [id, text] of Object.entries(en) as [MessageId, string][]) {
  if (!exactIds.has(text)) exactIds.set(text, id);
  const match = templateMatcher(text);
  if (match) templateIds.push({ id, match });
}

/** Catalogue id of an English text (a server or validation message), or null when unknown. */
export function idOfText(english: string): MessageId | null {
  return exactIds.get(english) ?? null;
}

/**
 * Translates an English contract text (API message, VMSG) into the current language. Filled
 * templates ('… after 12 minutes.') are recognised too; unknown texts are shown as they came.
 */
export function translateText(english: string, lang: Lang = current): string {
  const id = exactIds.get(english);
  if (id) return t(id, undefined, lang);
  for (const { id: templateId, match } of templateIds) {
    const values = match(english);
    if (values) return t(templateId, values, lang);
  }
  return english;
}
