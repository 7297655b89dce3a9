/**
 * Which page numbers a pager shows (docs/product.md, 'Limits': 2 pages in range, 3 at the margins, gaps shown as
 * '...'). Ported from the behaviour of react-paginate, which the original console used, so the
 * same pages appear: the margins at both ends, a window around the current page, one gap where
 * pages are skipped, and no gap that would hide a single page (that page is shown instead).
 * Pure so the window logic is unit-tested apart from the component.
 */
export type PageItem = number | 'gap';

export interface PageWindowOptions {
  /** Pages shown around the current one (react-paginate's pageRangeDisplayed). */
  range?: number;
  /** Pages always shown at each end (react-paginate's marginPagesDisplayed). */
  margin?: number;
}

export const PAGE_RANGE = 2;
export const PAGE_MARGIN = 3;

/** The items of a pager for 1-based `current` of `total` pages. */
export function pageWindow(
  current: number,
  total: number,
  { range = PAGE_RANGE, margin = PAGE_MARGIN }: PageWindowOptions = {},
): PageItem[] {
  if (total <= 0) return [];
  const selected = Math.min(Math.max(1, Math.floor(current)), total) - 1; // 0-based, as react-paginate counts
  if (total <= range) return Array.from({ length: total }, (_, i) => i + 1);

  let left = range / 2;
  let right = range - left;
  if (selected > total - range / 2) {
    right = total - selected;
    left = range - right;
  } else if (selected < range / 2) {
    left = selected;
    right = range - left;
  }
  // On the first page react-paginate shows one page fewer to the right.
  const adjustedRight = selected === 0 && range > 1 ? right - 1 : right;

  const items: PageItem[] = [];
  for (let index = 0; index < total; index += 1) {
    const page = index + 1;
    const inMargin = page <= margin || page > total - margin;
    const inRange = index >= selected - left && index <= selected + adjustedRight;
    if (inMargin || inRange) items.push(page);
    else if (items.length > 0 && items[items.length - 1] !== 'gap') items.push('gap');
  }

  // A gap standing for exactly one page shows that page instead.
  return items.map((item, i) => {
    const before = items[i - 1];
    const after = items[i + 1];
    if (item === 'gap' && typeof before === 'number' && typeof after === 'number' && after - before === 2)
      return before + 1;
    return item;
  });
}

/** A page number read from the URL: a whole number of at least 1, else 1. */
export function parsePage(raw: unknown): number {
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}
