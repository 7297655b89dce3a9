/**
 * The blurred areas of a photo in 'Check faces' as a list under it, each with Remove: the boxes
 * the phone found (numbered like their solid outlines) and those blurred by hand (dashed), so a
 * box on a plate of food can go as easily as a tap that missed (docs/spec-notes.md 'Removing a
 * box the phone found'). Focusing or pointing at a row picks out its box on the photo.
 */
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import type { FaceBox } from '@/photos/photo-client';
import type { BoxKind } from './face-edits';

export const BOX_COLOUR: Record<BoxKind, string> = { found: '#22d3ee', hand: '#facc15' };

interface FaceBoxListProps {
  found: FaceBox[];
  hand: FaceBox[];
  busy: boolean;
  onRemove: (kind: BoxKind, index: number) => void;
  /** The row the warden is on, to pick out its box; null when none. */
  onPoint: (key: string | null) => void;
}

export const boxKey = (kind: BoxKind, index: number) => `${kind}-${index}`;

export function FaceBoxList({ found, hand, busy, onRemove, onPoint }: FaceBoxListProps) {
  const t = useT();
  const rows = [
    ...found.map((_, i) => ({ kind: 'found' as const, i })),
    ...hand.map((_, i) => ({ kind: 'hand' as const, i })),
  ];
  if (rows.length === 0) return null;
  return (
    <ul
      className="flex flex-col divide-y divide-line rounded-2xl border border-line"
      onMouseLeave={() => onPoint(null)}
    >
      {rows.map(({ kind, i }) => (
        <li
          key={boxKey(kind, i)}
          className="flex items-center justify-between gap-2 px-3 py-1.5"
          onMouseEnter={() => onPoint(boxKey(kind, i))}
          onFocus={() => onPoint(boxKey(kind, i))}
          onBlur={() => onPoint(null)}
        >
          <span className="flex items-center gap-2 text-[15px] text-ink">
            <span
              aria-hidden="true"
              className={`inline-block size-4 rounded-sm border-2 ${kind === 'hand' ? 'border-dashed' : ''}`}
              style={{ borderColor: BOX_COLOUR[kind] }}
            />
            {kind === 'found' ? t('compose.faces.found', { n: i + 1 }) : t('compose.faces.byHand', { n: i + 1 })}
          </span>
          <Button
            look="bordered"
            colour="error"
            width="auto"
            disabled={busy}
            aria-label={t(kind === 'found' ? 'compose.faces.removeFoundFor' : 'compose.faces.removeHandFor', {
              n: i + 1,
            })}
            onClick={() => onRemove(kind, i)}
          >
            {t('compose.faces.removeHand')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
