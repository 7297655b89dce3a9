/**
 * The two helpers every console list shares, kept here so a module that pages or searches does not
 * import another module for them (docs/architecture.md, 'Layers'):
 *
 * - `listPage` wraps a page of items in the answer every list sends (`items`, `total_items`,
 *   `total_pages`, `current_page`; docs/product.md, 'Calls and answers').
 * - `escapeLike` and `containsPattern` make a typed search safe inside LIKE/ILIKE: `%`, `_` and `\`
 *   match themselves, so searching for "50%" finds "50%" and not every name starting with 50.
 *
 * Plain functions, no database: the repositories put the pattern into their own queries.
 */

/** A page of a list as every list answers it. */
export function listPage<T>(items: T[], total: number, page: number, size: number) {
  return { items, total_items: total, total_pages: Math.ceil(total / size), current_page: page };
}

/** Escapes LIKE's wildcards (and its escape character) in a typed search. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern that finds a typed search anywhere in a text. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
