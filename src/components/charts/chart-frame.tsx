/**
 * The frame every chart sits in: a heading, a one-sentence description that is also the chart's
 * accessible description (it states the figures a sighted reader takes from the picture), optional
 * controls, the legend in words, and a button that swaps the picture for the same numbers as a table.
 * The picture's width follows its box (a phone or a desk), measured with a ResizeObserver.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/i18n';

export function useBoxWidth(fallback = 640): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(240, entry.contentRect.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function Legend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-ink-muted">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm ring-1 ring-ink-soft/40"
            style={{ background: item.color }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

export function ChartFrame(props: {
  id: string;
  title: string;
  description: string;
  controls?: ReactNode;
  legend?: ReactNode;
  chart: (width: number) => ReactNode;
  table: ReactNode;
}) {
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const [box, width] = useBoxWidth();
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${props.id}-title`} className="text-lg leading-snug font-bold text-ink">
          {props.title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          {props.controls}
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
            className="min-h-11 rounded-xl border border-line px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {asTable ? t('charts.showChart') : t('charts.showTable')}
          </button>
        </div>
      </div>
      <p id={`${props.id}-desc`} className="text-sm leading-relaxed text-ink-muted">
        {props.description}
      </p>
      {!asTable && props.legend}
      <div ref={box} className="min-w-0">
        {asTable ? (
          <div className="max-h-96 overflow-auto" role="group" tabIndex={0} aria-labelledby={`${props.id}-title`}>
            {props.table}
          </div>
        ) : (
          props.chart(width)
        )}
      </div>
    </section>
  );
}

export const TABLE =
  'w-full border-collapse text-left text-sm tabular-nums [&_td]:border-t [&_td]:border-line [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:bg-white';

/** The numbers behind a chart: a header row, then one row per day, place or weekday. */
export function ChartTable(props: {
  head: string[];
  rows: { key: string | number; label: string; cells: (string | number)[] }[];
}) {
  return (
    <table className={TABLE}>
      <thead>
        <tr>
          {props.head.map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
