/**
 * How names read on screen. Institutions and places carry an English and a Kannada name
 * (docs/product.md, 'Records and fields'); a screen shows the one of its language, falling back to English where the
 * Kannada one is empty. Lists, post details, the feed, the league and the helpline name places
 * and institutions through these helpers (docs/spec-notes.md). Capitalising stored names is the
 * rule of common/names.ts, shared with the server's X posts.
 */
import { capitalizeWords } from '@common/names';

/** A language-aware place or institution name. */
export function nameIn(name: { en: string; kn: string }, lang: string): string {
  return lang === 'kn' && name.kn ? name.kn : name.en;
}

/** An institution's name in the screen's language, capitalised word by word (stored lower-cased). */
export function institutionName(name: { en: string; kn: string }, lang: string): string {
  return capitalizeWords(nameIn(name, lang).trim());
}

export { capitalizeWords };
