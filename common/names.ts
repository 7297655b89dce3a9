/**
 * How an institution's stored name reads: names are stored lower-cased, so they are capitalised
 * word by word wherever people read them (the contract's 'Entity name … capitalised',
 * docs/product.md, 'Screens and routes'): the PWA's lists
 * and the text published on X.
 */

/** 'government post-matric boys hostel, hunsur' → 'Government Post-Matric Boys Hostel, Hunsur'. */
export function capitalizeWords(text: string): string {
  return text.replace(/(^|[\s\-(/])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
