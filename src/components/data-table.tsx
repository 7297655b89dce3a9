/**
 * A list that is a table on wider screens and a stack of readable cards on a phone, from one
 * markup: each cell carries its column label, shown only on the phone (the table head does that
 * job on wider screens). Explicit ARIA roles keep the table semantics when CSS turns rows into
 * cards. While a page loads the rows are skeletons; while the next page loads the old rows stay,
 * dimmed, so the screen does not jump on a slow connection.
 */
import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * On a phone: 'labelled' (label beside the value, the default), 'stacked' (label above a wide
   * value such as a photo with text), 'bare' (no label: the row's action button).
   */
  phone?: 'labelled' | 'stacked' | 'bare';
  /** Extra classes for the cell on wider screens (width, alignment). */
  className?: string;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** A newer page is on its way: the rows shown are the previous page's. */
  stale?: boolean;
  skeletonRows?: number;
}

const ROW =
  'mb-3 block rounded-2xl border border-line bg-white p-4 shadow-[0_1px_2px_rgb(18_34_31/0.05)] md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none md:last:border-b-0';
const CELL = 'py-1.5 md:table-cell md:px-4 md:py-3.5 md:align-middle';
const PHONE_CELL = {
  labelled: 'grid grid-cols-[7.25rem_minmax(0,1fr)] items-baseline gap-3',
  stacked: 'block',
  bare: 'block',
} as const;
const PHONE_LABEL = 'text-[13px] font-semibold tracking-wide text-ink-muted uppercase md:hidden';

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  stale = false,
  skeletonRows = 5,
}: DataTableProps<T>) {
  return (
    <div className="md:overflow-hidden md:rounded-card md:border md:border-line md:bg-white md:shadow-card">
      <table
        role="table"
        aria-busy={loading || stale || undefined}
        className={`block w-full border-collapse text-left md:table ${stale ? 'opacity-60 transition-opacity' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-line bg-page md:table-header-group">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 text-[13px] font-semibold tracking-wide text-ink-muted uppercase ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {loading
            ? Array.from({ length: skeletonRows }, (_, i) => <SkeletonRow key={i} columns={columns} />)
            : rows?.map((row) => (
                <tr key={rowKey(row)} role="row" className={ROW}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      role="cell"
                      className={`${CELL} ${PHONE_CELL[column.phone ?? 'labelled']} ${column.className ?? ''}`}
                    >
                      {column.phone === 'bare' ? null : (
                        <span className={`${PHONE_LABEL} ${column.phone === 'stacked' ? 'mb-1.5 block' : ''}`}>
                          {column.header}
                        </span>
                      )}
                      <div className="min-w-0 text-[15px] text-ink">{column.cell(row)}</div>
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function SkeletonRow<T>({ columns }: { columns: Column<T>[] }) {
  return (
    <tr role="row" aria-hidden="true" className={ROW}>
      {columns.map((column, i) => (
        <td key={column.id} className={`${CELL} block ${column.className ?? ''}`}>
          <span
            className={`block h-4 animate-pulse rounded-full bg-brand-100/70 ${i === 0 ? 'w-4/5' : i % 2 ? 'w-3/5' : 'w-2/5'}`}
          />
        </td>
      ))}
    </tr>
  );
}
