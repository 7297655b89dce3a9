/**
 * 'Check faces': the photo as it will be posted, each blurred area outlined (found by the phone:
 * solid; added by hand: dashed). A tap or click on a face that was missed blurs a box there, sized
 * to the tap; with the keyboard, the arrow keys move a cross and Enter blurs there. Boxes added by
 * hand are listed and can be removed; those the detector found cannot.
 */
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '@/i18n';
import { Modal, ModalTitle } from '@/components/modal';
import { Button } from '@/components/button';
import type { FaceBox } from '@/photos/photo-client';
import type { SlotPhoto } from './use-photo-slots';
import { handBoxAt, moveCross } from './hand-box';

interface FacesDialogProps {
  photo: SlotPhoto | null;
  subject: string;
  busy: boolean;
  onChange: (hand: FaceBox[]) => void;
  onClose: () => void;
}

export function FacesDialog({ photo, subject, busy, onChange, onClose }: FacesDialogProps) {
  return (
    <Modal
      open={photo !== null}
      onClose={busy ? () => undefined : onClose}
      frame="flex items-stretch justify-center bg-ink/60 sm:items-center sm:p-4"
      className="flex max-h-dvh w-full flex-col gap-3 overflow-y-auto bg-white p-4 shadow-card sm:max-w-2xl sm:rounded-card"
    >
      {photo ? <FacesBody photo={photo} subject={subject} busy={busy} onChange={onChange} onClose={onClose} /> : null}
    </Modal>
  );
}

function FacesBody({ photo, subject, busy, onChange, onClose }: FacesDialogProps & { photo: SlotPhoto }) {
  const t = useT();
  const [cross, setCross] = useState<{ x: number; y: number } | null>(null);
  const { size, faces } = photo;
  const add = (centre: { x: number; y: number }, tapCss: number, shownWidth: number) =>
    onChange([...faces.hand, handBoxAt(centre, tapCss, size, shownWidth)]);

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (busy) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / rect.width) * size.width;
    const y = ((event.clientY - rect.top) / rect.height) * size.height;
    add({ x, y }, Math.max(event.width, event.height), rect.width);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = cross ?? { x: size.width / 2, y: size.height / 2 };
    const moved = moveCross(event.key, at, size);
    if (moved) {
      event.preventDefault();
      setCross(moved);
    } else if ((event.key === 'Enter' || event.key === ' ') && !busy) {
      event.preventDefault();
      add(at, 0, event.currentTarget.getBoundingClientRect().width);
    }
  };
  const outline = (box: FaceBox, hand: boolean, key: string) => (
    <rect
      key={key}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      fill="none"
      stroke={hand ? '#facc15' : '#22d3ee'}
      strokeWidth={Math.max(2, size.width / 300)}
      strokeDasharray={hand ? `${size.width / 80} ${size.width / 120}` : undefined}
      vectorEffect="non-scaling-stroke"
    />
  );

  return (
    <>
      <div>
        <ModalTitle className="text-xl font-bold tracking-tight text-ink">{t('compose.faces.title')}</ModalTitle>
        <p className="text-[15px] text-ink-muted">{subject}</p>
      </div>
      <p id="faces-hint" className="text-[15px] leading-relaxed text-ink">
        {t('compose.faces.hint')}
      </p>
      <div
        role="group"
        tabIndex={0}
        aria-label={t('compose.faces.area')}
        aria-describedby="faces-hint"
        aria-busy={busy}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
        className={`relative mx-auto w-full max-w-xl cursor-crosshair touch-manipulation select-none focus-visible:outline-3 focus-visible:outline-brand-400 ${busy ? 'opacity-70' : ''}`}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
      >
        <img src={photo.thumbUrl} alt={subject} className="size-full" draggable={false} />
        <svg viewBox={`0 0 ${size.width} ${size.height}`} className="absolute inset-0 size-full" aria-hidden="true">
          {faces.detected.map((b, i) => outline(b, false, `d${i}`))}
          {faces.hand.map((b, i) => outline(b, true, `h${i}`))}
          {cross ? (
            <path
              d={`M${cross.x - size.width / 40} ${cross.y}h${size.width / 20}M${cross.x} ${cross.y - size.width / 40}v${size.width / 20}`}
              stroke="#f43f5e"
              strokeWidth={3}
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
      </div>
      {faces.hand.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
          {faces.hand.map((_, i) => (
            <li key={i} className="flex items-center justify-between gap-2 px-3 py-1.5">
              <span className="text-[15px] text-ink">{t('compose.faces.byHand', { n: i + 1 })}</span>
              <Button
                look="bordered"
                colour="error"
                width="auto"
                disabled={busy}
                aria-label={t('compose.faces.removeHandFor', { n: i + 1 })}
                onClick={() => onChange(faces.hand.filter((__, k) => k !== i))}
              >
                {t('compose.faces.removeHand')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button onClick={onClose} busy={busy}>
        {t('compose.faces.done')}
      </Button>
    </>
  );
}
