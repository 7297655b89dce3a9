/**
 * One number on the admin home: label, count (a skeleton while loading) and, when it leads
 * somewhere, the whole card is a link with a chevron. Tones follow the warden home's status colours.
 */
import { Link, type LinkProps } from '@tanstack/react-router';
import { abbreviateNumber } from '@common/uploads';
import { ChevronRightIcon } from '@/components/list-icons';

const TONES = {
  ok: 'border-l-ok-600',
  warn: 'border-l-warn-600',
  danger: 'border-l-danger-600',
  muted: 'border-l-line',
  brand: 'border-l-brand-600',
} as const;

export interface StatCardProps {
  label: string;
  value: number | undefined;
  tone?: keyof typeof TONES;
  to?: LinkProps['to'];
  params?: LinkProps['params'];
  search?: LinkProps['search'];
}

export function StatCard({ label, value, tone = 'brand', to, params, search }: StatCardProps) {
  const body = (
    <>
      <span className="text-[15px] leading-snug font-medium text-ink-muted">{label}</span>
      <span className="mt-1 flex items-center justify-between gap-2">
        {value === undefined ? (
          <span className="block h-8 w-16 animate-pulse rounded-lg bg-brand-100/70" aria-hidden="true" />
        ) : (
          <span className="text-[28px] leading-none font-bold text-ink tabular-nums" title={String(value)}>
            {abbreviateNumber(value)}
          </span>
        )}
        {to ? <ChevronRightIcon width={20} height={20} className="text-brand-700" /> : null}
      </span>
    </>
  );
  const frame = `flex min-h-24 flex-col justify-between rounded-2xl border border-l-4 border-line bg-white p-4 shadow-card ${TONES[tone]}`;
  return to ? (
    <Link
      to={to}
      params={params}
      search={search}
      className={`${frame} hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-400`}
    >
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}
