/**
 * How names read on screen. Institutions and places carry an English and a Kannada name
 * (SPEC.md §3); a screen shows the one of its language, falling back to English where the
 * Kannada one is empty. Institution names are stored lower-cased, so lists capitalise them word by
 * word (SPEC.md §2 'Entity name … capitalised').
 */

/** A language-aware place or institution name. */
export function nameIn(name: { en: string; kn: string }, lang: string): string {
  return lang === 'kn' && name.kn ? name.kn : name.en;
}

/** 'government post-matric boys hostel, hunsur' → 'Government Post-Matric Boys Hostel, Hunsur'. */
export function capitalizeWords(text: string): string {
  return text.replace(/(^|[\s\-(/])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
