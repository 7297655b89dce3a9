/**
 * The pager of every list (docs/product.md, 'Limits'): Previous, Next, page numbers with '...' for skipped pages,
 * 2 pages in range and 3 at the margins (see page-window.ts). On a phone the margins shrink to one
 * page each so the row fits a 360 px screen without wrapping; Previous and Next stay large
 * thumb-sized buttons there. Nothing is rendered for a single page.
 */
import { useT } from '@/i18n';
import { pageWindow, type PageItem } from './page-window';
import { ChevronLeftIcon, ChevronRightIcon } from './list-icons';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

const STEP =
  'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-xl border border-line bg-white px-3.5 text-[15px] font-semibold text-brand-800 ' +
  'hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400 ' +
  'disabled:cursor-not-allowed disabled:border-line disabled:bg-white disabled:text-ink-soft disabled:opacity-60';

const NUMBER =
  'inline-grid h-11 min-w-11 place-items-center rounded-xl px-2 text-[15px] font-semibold tabular-nums ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400';

function Pages({
  items,
  page,
  onPageChange,
  className,
}: {
  items: PageItem[];
  page: number;
  onPageChange: (page: number) => void;
  className: string;
}) {
  const t = useT();
  return (
    <ol className={`items-center justify-center gap-1 ${className}`}>
      {items.map((item, i) =>
        item === 'gap' ? (
          <li key={`gap-${i}`} className="grid h-11 w-7 place-items-center text-ink-soft" aria-hidden="true">
            ...
          </li>
        ) : (
          <li key={item}>
            <button
              type="button"
              className={`${NUMBER} ${item === page ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50'}`}
              aria-label={t('list.pager.page', { page: item })}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => item !== page && onPageChange(item)}
            >
              {item}
            </button>
          </li>
        ),
      )}
    </ol>
  );
}

export function Pagination({ page, totalPages, onPageChange, className = '' }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  return (
    <nav
      aria-label={t('list.pager.label')}
      className={`flex flex-wrap items-center justify-between gap-2 ${className}`}
    >
      <button type="button" className={STEP} disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        <ChevronLeftIcon width={18} height={18} />
        {t('list.pager.previous')}
      </button>
      <Pages
        items={pageWindow(current, totalPages)}
        page={current}
        onPageChange={onPageChange}
        className="hidden sm:flex"
      />
      <Pages
        items={pageWindow(current, totalPages, { margin: 1 })}
        page={current}
        onPageChange={onPageChange}
        className="order-last flex w-full sm:hidden"
      />
      <button type="button" className={STEP} disabled={current >= totalPages} onClick={() => onPageChange(current + 1)}>
        {t('list.pager.next')}
        <ChevronRightIcon width={18} height={18} />
      </button>
    </nav>
  );
}
