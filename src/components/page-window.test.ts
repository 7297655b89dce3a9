/**
 * The pager's page window (docs/product.md, 'Limits': 2 in range, 3 at the margins, '...' for skipped pages),
 * checked against what react-paginate shows with the same settings, plus the phone window
 * (1 at the margins) and the page number read from the URL.
 */
import { describe, expect, it } from 'vitest';
import { pageWindow, parsePage } from './page-window';

const G = 'gap' as const;

describe('pageWindow', () => {
  it('shows nothing without pages and every page when they are few', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows the margins and a gap on the first page', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, G, 6, 7, 8]);
    expect(pageWindow(1, 34)).toEqual([1, 2, 3, G, 32, 33, 34]);
  });

  it('shows the current page with a neighbour on each side in the middle', () => {
    expect(pageWindow(10, 34)).toEqual([1, 2, 3, G, 9, 10, 11, G, 32, 33, 34]);
    expect(pageWindow(5, 34)).toEqual([1, 2, 3, 4, 5, 6, G, 32, 33, 34]);
    expect(pageWindow(30, 34)).toEqual([1, 2, 3, G, 29, 30, 31, 32, 33, 34]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageWindow(6, 34)).toEqual([1, 2, 3, 4, 5, 6, 7, G, 32, 33, 34]);
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(29, 34)).toEqual([1, 2, 3, G, 28, 29, 30, 31, 32, 33, 34]);
  });

  it('handles the last page and clamps pages out of range', () => {
    expect(pageWindow(34, 34)).toEqual([1, 2, 3, G, 32, 33, 34]);
    expect(pageWindow(99, 34)).toEqual(pageWindow(34, 34));
    expect(pageWindow(0, 34)).toEqual(pageWindow(1, 34));
  });

  it('gives a narrow window for phones with one page at each margin', () => {
    const phone = { margin: 1 };
    expect(pageWindow(10, 34, phone)).toEqual([1, G, 9, 10, 11, G, 34]);
    expect(pageWindow(1, 34, phone)).toEqual([1, 2, G, 34]);
    expect(pageWindow(34, 34, phone)).toEqual([1, G, 33, 34]);
    expect(pageWindow(3, 34, phone)).toEqual([1, 2, 3, 4, G, 34]);
  });
});

describe('parsePage', () => {
  it('reads whole numbers of at least 1', () => {
    expect(parsePage(3)).toBe(3);
    expect(parsePage('12')).toBe(12);
  });

  it('falls back to the first page for anything else', () => {
    for (const raw of [undefined, null, '', 'abc', '2.5', 2.5, 0, -4, '-1', '1e3', Number.NaN, {}]) {
      expect(parsePage(raw), String(raw)).toBe(1);
    }
  });
});
