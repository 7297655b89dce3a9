/**
 * A post's photos one at a time, large, on the shared modal <dialog> (components/modal.tsx):
 * previous and next buttons, the arrow keys, a swipe (pointer events, so touch, pen and mouse
 * alike), Escape or the close button to leave, and a '2 / 4' counter read out as it changes.
 * Each photo carries its own alt text. It wraps round: next on the last photo shows the first.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '@/i18n';
import { Modal, ModalTitle } from '@/components/modal';
import { ArrowLeftIcon, CloseIcon } from '@/components/icons';

export interface ViewerPhoto {
  src: string;
  alt: string;
}

export interface PhotoViewerProps {
  open: boolean;
  title: string;
  photos: readonly ViewerPhoto[];
  /** The photo shown first each time the viewer opens. */
  start?: number;
  onClose: () => void;
}

/** How far (CSS px) a pointer must travel sideways to count as a swipe. */
const SWIPE = 40;
const ROUND =
  'grid size-12 place-items-center rounded-full bg-white/90 text-ink shadow-card hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white';

export function PhotoViewer({ open, title, photos, start = 0, onClose }: PhotoViewerProps) {
  const t = useT();
  const [index, setIndex] = useState(start);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setIndex(start);
  }
  const from = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const step = (by: number) => count > 0 && setIndex((i) => (i + by + count) % count);
  const photo = photos[Math.min(index, count - 1)];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    from.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = from.current;
    from.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE && Math.abs(dx) > Math.abs(event.clientY - start.y)) step(dx < 0 ? 1 : -1);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      frame="flex items-center justify-center bg-ink/90 p-2 sm:p-6"
      className="flex w-full max-w-5xl flex-col gap-3 text-white"
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center justify-between gap-3">
        <ModalTitle className="min-w-0 truncate text-lg font-bold">{title}</ModalTitle>
        <p aria-live="polite" className="shrink-0 text-base font-semibold tabular-nums" data-testid="viewer-counter">
          {t('viewer.counter', { n: index + 1, count })}
        </p>
        <button type="button" className={ROUND} aria-label={t('viewer.close')} onClick={onClose} data-autofocus>
          <CloseIcon width={24} height={24} />
        </button>
      </div>
      <div
        className="relative grid touch-pan-y place-items-center select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (from.current = null)}
      >
        {photo ? (
          <img
            key={photo.src}
            src={photo.src}
            alt={photo.alt}
            draggable={false}
            className="max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-xl object-contain"
          />
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${ROUND} absolute top-1/2 left-2 -translate-y-1/2`}
              aria-label={t('viewer.prev')}
              onClick={() => step(-1)}
            >
              <ArrowLeftIcon width={24} height={24} />
            </button>
            <button
              type="button"
              className={`${ROUND} absolute top-1/2 right-2 -translate-y-1/2`}
              aria-label={t('viewer.next')}
              onClick={() => step(1)}
            >
              <ArrowLeftIcon width={24} height={24} className="rotate-180" />
            </button>
          </>
        ) : null}
      </div>
      <p className="text-center text-sm text-white/80">{t('viewer.hint')}</p>
    </Modal>
  );
}
