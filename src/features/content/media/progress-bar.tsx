/**
 * A file's upload progress as a real progressbar (role, aria-valuenow 0–100 and a name), so a
 * screen reader hears how far it got; a failed or finished upload changes its colour. Used by
 * the upload popup's rows and by Replace in a file's details.
 */
export interface ProgressBarProps {
  /** Percent, 0–100. */
  value: number;
  label: string;
  tone?: 'busy' | 'done' | 'failed';
  className?: string;
}

const TONE = { busy: 'bg-brand-600', done: 'bg-ok-600', failed: 'bg-danger-600' } as const;

export function ProgressBar({ value, label, tone = 'busy', className = '' }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={`h-2 w-full overflow-hidden rounded-full bg-brand-50 ring-1 ring-line ring-inset ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-200 motion-reduce:transition-none ${TONE[tone]}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
