/**
 * How an institution's stored name reads: names are stored lower-cased, so they are capitalised
 * word by word wherever people read them (SPEC.md §2 'Entity name … capitalised'): the PWA's lists
 * and the text published on X.
 */

/** 'government post-matric boys hostel, hunsur' → 'Government Post-Matric Boys Hostel, Hunsur'. */
export function capitalizeWords(text: string): string {
  return text.replace(/(^|[\s\-(/])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
