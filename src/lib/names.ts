/**
 * How names read on screen. Institutions and places carry an English and a Kannada name
 * (SPEC.md §3); a screen shows the one of its language, falling back to English where the
 * Kannada one is empty. Capitalising stored names is the rule of common/names.ts, shared with the
 * server's X posts.
 */

/** A language-aware place or institution name. */
export function nameIn(name: { en: string; kn: string }, lang: string): string {
  return lang === 'kn' && name.kn ? name.kn : name.en;
}

export { capitalizeWords } from '@common/names';
