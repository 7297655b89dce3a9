/**
 * The contract's character-limit ring beside a limited field: how much of the limit the value uses,
 * green below 70 %, amber from 70 % to under 100 %, red at 100 % (ringColour in
 * common/site/site-fields.ts). Characters are counted as a reader counts them, so a Kannada
 * letter with its vowel sign is one; the count is also said in words for screen readers.
 */
import { useT } from '@/i18n';
import { ringColour } from '@common/site/site-fields';
import { graphemeLength } from '@common/site/grapheme-length';

const STROKE = { green: 'stroke-ok-600', amber: 'stroke-warn-600', red: 'stroke-danger-600' } as const;
const RADIUS = 9;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function LimitRing({ value, max, id }: { value: string; max: number; id: string }) {
  const t = useT();
  const used = graphemeLength(value.trim());
  const share = Math.min(1, used / max);
  const colour = ringColour(used / max);
  return (
    <span id={id} className="inline-flex items-center gap-1.5 text-[13px] font-medium text-ink-muted">
      <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" data-ring={colour}>
        <circle cx="11" cy="11" r={RADIUS} fill="none" strokeWidth="3" className="stroke-line" />
        <circle
          cx="11"
          cy="11"
          r={RADIUS}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          className={STROKE[colour]}
          strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(-90 11 11)"
        />
      </svg>
      <span className={colour === 'red' ? 'text-danger-700' : undefined}>{t('content.limit', { used, max })}</span>
    </span>
  );
}
