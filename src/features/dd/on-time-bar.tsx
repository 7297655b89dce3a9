/**
 * An on-time percentage as a number with a bar under it, coloured by the one share scale of every
 * screen, the PDF and /audit (common/share-scale.ts: green from 90 %, amber from 70 %, red below),
 * so the weakest places stand out when scanning a league table. Nothing due reads '—'.
 */
import { shareBand, type ShareBand } from '@common/share-scale';

const TONE: Record<ShareBand, string> = { good: 'bg-ok-600', attention: 'bg-warn-600', poor: 'bg-danger-600' };

export function OnTimeBar({ value }: { value: number | null }) {
  const band = shareBand(value);
  if (value === null || band === null) return <span className="text-ink-muted">—</span>;
  return (
    <div className="flex min-w-40 items-center gap-3" data-band={band}>
      <span className="w-14 text-right font-semibold tabular-nums">{value.toFixed(1)}%</span>
      <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-brand-50" aria-hidden="true">
        <span className={`block h-full rounded-full ${TONE[band]}`} style={{ width: `${Math.max(2, value)}%` }} />
      </span>
    </div>
  );
}
