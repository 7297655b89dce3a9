// @vitest-environment jsdom
/**
 * The pager: nothing for a single page, Previous disabled on the first page and Next on the last,
 * the current page marked, and a tap on a number or a step reporting the page to go to.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination } from './pagination';

afterEach(cleanup);

/** The desktop list (jsdom applies no media queries, so both lists are in the DOM). */
const wideList = () => screen.getByRole('navigation', { name: 'Pages' }).querySelectorAll('ol')[0]!;

describe('Pagination', () => {
  it('renders nothing when there is one page or none', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('disables Previous on the first page and marks the current page', () => {
    render(<Pagination page={1} totalPages={34} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    const list = within(wideList());
    expect(list.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(wideList().textContent).toBe('123...323334');
  });

  it('reports the page chosen by number, Next and Previous', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={10} totalPages={34} onPageChange={onPageChange} />);
    fireEvent.click(within(wideList()).getByRole('button', { name: 'Page 11' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(within(wideList()).getByRole('button', { name: 'Page 10' }));
    expect(onPageChange.mock.calls).toEqual([[11], [11], [9]]);
  });

  it('disables Next on the last page', () => {
    render(<Pagination page={34} totalPages={34} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
