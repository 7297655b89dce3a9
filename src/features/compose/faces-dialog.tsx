/**
 * 'Check faces': the photo as it will be posted, each blurred area outlined and numbered (found by
 * the phone: solid; added by hand: dashed). A tap or click on a face that was missed blurs a box
 * there, sized to the tap; with the keyboard, the arrow keys move a cross and Enter blurs there.
 * Every box, the phone's too, is listed with Remove (face-box-list.tsx): a box on a plate of food
 * hides what the audit is about. Removing the last box of the children's photo asks first
 * (last-face-confirm.tsx; docs/spec-notes.md 'Removing a box the phone found').
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useT } from '@/i18n';
import { Modal, ModalTitle } from '@/components/modal';
import { Button } from '@/components/button';
import type { FaceBox } from '@/photos/photo-client';
import type { PhotoSlot } from '@/offline/outbox-types';
import type { SlotPhoto } from './use-photo-slots';
import { handBoxAt, moveCross } from './hand-box';
import { addHand, asksBeforeRemoving, removeBox, type BoxEdit, type BoxKind } from './face-edits';
import { BOX_COLOUR, FaceBoxList, boxKey } from './face-box-list';
import { LastFaceConfirm } from './last-face-confirm';

export interface FacesDialogProps {
  photo: SlotPhoto | null;
  slot: PhotoSlot;
  subject: string;
  busy: boolean;
  onChange: (edit: BoxEdit) => void;
  onClose: () => void;
}

type Asking = { kind: BoxKind; index: number } | null;

export function FacesDialog({ photo, slot, subject, busy, onChange, onClose }: FacesDialogProps) {
  // The question is a sibling of this dialog, not inside it: React passes a nested <dialog>'s
  // 'close' and 'cancel' on to its parents, which would close 'Check faces' with it.
  const [asking, setAsking] = useState<Asking>(null);
  const area = useRef<HTMLDivElement>(null);
  const answer = (yes: boolean) => {
    if (yes && asking && photo) {
      onChange(removeBox(photo, asking.kind, asking.index, true));
      requestAnimationFrame(() => area.current?.focus());
    }
    setAsking(null);
  };
  const body = { slot, subject, busy, onChange, onClose, area, onAsk: setAsking };
  return (
    <>
      <Modal
        open={photo !== null}
        onClose={busy ? () => undefined : onClose}
        frame="flex items-stretch justify-center bg-ink/60 sm:items-center sm:p-4"
        className="flex max-h-dvh w-full flex-col gap-3 overflow-y-auto bg-white p-4 shadow-card sm:max-w-2xl sm:rounded-card"
      >
        {photo ? <FacesBody photo={photo} {...body} /> : null}
      </Modal>
      <LastFaceConfirm open={asking !== null} onKeep={() => answer(false)} onRemove={() => answer(true)} />
    </>
  );
}

interface FacesBodyProps extends Omit<FacesDialogProps, 'photo'> {
  photo: SlotPhoto;
  area: RefObject<HTMLDivElement | null>;
  onAsk: (asking: Asking) => void;
}

function FacesBody({ photo, slot, subject, busy, onChange, onClose, area, onAsk }: FacesBodyProps) {
  const t = useT();
  const [cross, setCross] = useState<{ x: number; y: number } | null>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const { size, faces } = photo;
  const add = (centre: { x: number; y: number }, tapCss: number, shownWidth: number) =>
    onChange(addHand(photo, handBoxAt(centre, tapCss, size, shownWidth)));
  // The row and its button go: the keyboard carries on from the photo, where the change shows.
  const remove = (kind: BoxKind, index: number) => {
    setPointed(null);
    onChange(removeBox(photo, kind, index));
    requestAnimationFrame(() => area.current?.focus());
  };
  const ask = (kind: BoxKind, index: number) =>
    asksBeforeRemoving(slot, photo) ? onAsk({ kind, index }) : remove(kind, index);

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
  const outline = (box: FaceBox, kind: BoxKind, i: number) => {
    const key = boxKey(kind, i);
    const hand = kind === 'hand';
    const font = Math.max(size.width, size.height) / 28;
    return (
      <g key={key}>
        <rect
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
          fill="none"
          stroke={BOX_COLOUR[kind]}
          strokeWidth={pointed === key ? 5 : 2}
          strokeDasharray={hand ? `${size.width / 80} ${size.width / 120}` : undefined}
          vectorEffect="non-scaling-stroke"
        />
        <text
          x={box.x + font * 0.2}
          y={box.y + font}
          fontSize={font}
          fontWeight={700}
          fill={BOX_COLOUR[kind]}
          stroke="#000"
          strokeWidth={font / 8}
          paintOrder="stroke"
        >
          {i + 1}
        </text>
      </g>
    );
  };

  return (
    <>
      <div>
        <ModalTitle className="text-xl font-bold tracking-tight text-ink">{t('compose.faces.title')}</ModalTitle>
        <p className="text-[15px] text-ink-muted">{subject}</p>
      </div>
      <p id="faces-hint" className="text-[15px] leading-relaxed text-ink">
        {t('compose.faces.hint')} {t('compose.faces.removeHint')}
      </p>
      <div
        ref={area}
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
          {faces.detected.map((b, i) => outline(b, 'found', i))}
          {faces.hand.map((b, i) => outline(b, 'hand', i))}
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
      <FaceBoxList found={faces.detected} hand={faces.hand} busy={busy} onRemove={ask} onPoint={setPointed} />
      <Button onClick={onClose} busy={busy}>
        {t('compose.faces.done')}
      </Button>
    </>
  );
}
