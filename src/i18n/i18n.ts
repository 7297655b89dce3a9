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
/** Texts loaded with a console's routes (addTexts), by language. */
const extras: Record<Lang, Record<string, string>> = { en: {}, kn: {} };
type TextLoader = (lang: Lang) => Promise<Record<string, string>>;
const loaders: TextLoader[] = [];
let kannada: Promise<void> | null = null;

/** Makes a language's catalogue available; the app awaits the stored one before its first render. */
export async function loadLang(lang: Lang): Promise<void> {
  if (!catalogues[lang]) {
    kannada ??= import('./kn').then((m) => {
      catalogues.kn = m.kn;
    });
    await kannada;
  }
  await Promise.all(loaders.map((load) => mergeExtra(load, lang)));
}

const merged = new Map<TextLoader, Set<Lang>>();
async function mergeExtra(load: TextLoader, lang: Lang): Promise<void> {
  const done = merged.get(load) ?? new Set<Lang>();
  merged.set(load, done);
  if (done.has(lang)) return;
  const texts = await load(lang);
  Object.assign(extras[lang], texts);
  if (lang === 'en') indexTexts(texts as Record<MessageId, string>);
  done.add(lang);
}

/**
 * Adds a console's texts (a dynamic import per language), in English and in the current language,
 * and in any language switched to later; its route awaits this before it shows anything.
 */
export async function addTexts(load: TextLoader): Promise<void> {
  if (!loaders.includes(load)) loaders.push(load);
  await Promise.all([mergeExtra(load, 'en'), mergeExtra(load, current)]);
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
  const text =
    (catalogues[lang] as Record<string, string> | undefined)?.[key] ??
    extras[lang][key] ??
    (en as Record<string, string>)[key] ??
    extras.en[key] ??
    key;
  return params ? fill(text, params) : text;
}

/** English text → catalogue id, built once; templates are matched by shape. */
const exactIds = new Map<string, MessageId>();
const templateIds: { id: MessageId; match: (text: string) => Record<string, string> | null }[] = [];
function indexTexts(texts: Record<MessageId, string>): void {
  for (const [id, text] of Object.entries(texts) as [MessageId, string][]) {
    if (!exactIds.has(text)) exactIds.set(text, id);
    const match = templateMatcher(text);
    if (match) templateIds.push({ id, match });
  }
}
indexTexts(en as Record<MessageId, string>);

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
