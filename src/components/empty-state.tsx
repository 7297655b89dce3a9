/**
 * The empty-state panel of every list (docs/product.md, 'Screens and routes': 'no data found!' by default), with an
 * optional hint and action below. A calm dashed panel rather than a blank space, so a warden on a slow phone can tell
 * "nothing here" apart from "still loading".
 */
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { InfoIcon } from './icons';

export interface EmptyStateProps {
  /** Defaults to 'no data found!'. */
  title?: string;
  hint?: string;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, hint, action, icon, className = '' }: EmptyStateProps) {
  const t = useT();
  return (
    <div
      role="status"
      className={`flex flex-col items-center gap-2 rounded-card border border-dashed border-brand-300 bg-white px-6 py-12 text-center ${className}`}
    >
      <div className="mb-2 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon ?? <InfoIcon width={28} height={28} />}
      </div>
      <p className="text-lg font-semibold text-ink">{title ?? t('list.empty')}</p>
      {hint ? <p className="max-w-md text-[15px] leading-relaxed text-ink-muted">{hint}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
