/**
 * An on-time percentage as a number with a bar under it: green from 90 %, amber from 70 %, red
 * below, so the weakest places stand out when scanning a league table. Nothing due reads '—'.
 */
export function OnTimeBar({ value }: { value: number | null }) {
  if (value === null) return <span className="text-ink-muted">—</span>;
  const tone = value >= 90 ? 'bg-ok-600' : value >= 70 ? 'bg-warn-600' : 'bg-danger-600';
  return (
    <div className="flex min-w-40 items-center gap-3">
      <span className="w-14 text-right font-semibold tabular-nums">{value.toFixed(1)}%</span>
      <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-brand-50" aria-hidden="true">
        <span className={`block h-full rounded-full ${tone}`} style={{ width: `${Math.max(2, value)}%` }} />
      </span>
    </div>
  );
}
