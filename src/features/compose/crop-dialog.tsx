/**
 * The 'Crop Image' popup (SPEC.md §2, §9): react-cropper on the worker's preview of the photo,
 * zoom 1–3 in 0.05 steps on a slider (pinch and wheel follow the same limits), quarter turns, and
 * arrow-key nudges of the crop box (1, 10 with Shift, 100 with Ctrl or Cmd). It only reports the
 * crop; the photo worker applies it to the original. Full screen on phones, a large sheet on desks.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { Cropper, type ReactCropperElement } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { CloseIcon } from '@/components/icons';
import { Modal, ModalTitle } from '@/components/modal';
import type { CropBox } from '@/photos/photo-maths';
import { RotateLeftIcon, RotateRightIcon } from './compose-icons';
import { ROTATE_STEP, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, clampZoom, nudgeFor } from './crop-keys';
import { centreAndFill, fitRatio } from './crop-fit';

export interface CropDialogProps {
  open: boolean;
  /** Object URL of the preview to crop on; null while it is being made. */
  previewUrl: string | null;
  /** The slot's label, shown under the title. */
  subject: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (crop: CropBox) => void;
}

export function CropDialog({ open, previewUrl, subject, busy, onCancel, onConfirm }: CropDialogProps) {
  const t = useT();
  const cropperRef = useRef<ReactCropperElement>(null);
  const [zoom, setZoom] = useState(1);
  const cropper = () => cropperRef.current?.cropper;

  const applyZoom = (value: number) => {
    const c = cropper();
    if (!c) return;
    const next = clampZoom(value);
    setZoom(next);
    c.zoomTo(fitRatio(c) * next);
  };

  const turn = (by: number) => {
    const c = cropper();
    if (!c) return;
    // Shrink the crop box first: cropperjs keeps the photo at least as large as the box.
    c.setCropBoxData({ width: 48, height: 48 });
    c.rotate(by);
    c.zoomTo(fitRatio(c) * zoom);
    centreAndFill(c);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    const move = nudgeFor(event);
    const c = cropper();
    if (!move || !c) return;
    event.preventDefault();
    const box = c.getCropBoxData();
    c.setCropBoxData({ left: box.left + move.dx, top: box.top + move.dy });
  };

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      onKeyDown={onKeyDown}
      frame="flex items-stretch justify-center bg-ink/60 sm:items-center sm:p-4"
      className="flex h-dvh w-full flex-col bg-white shadow-card sm:h-[min(92dvh,760px)] sm:max-w-2xl sm:rounded-card"
    >
      <div className="flex items-start gap-3 px-4 pt-3 pb-2">
        <div className="min-w-0 flex-1">
          <ModalTitle className="text-xl font-bold tracking-tight text-ink">{t('compose.crop.title')}</ModalTitle>
          <p className="text-[15px] text-ink-muted">{subject}</p>
        </div>
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          aria-label={t('common.close')}
          className="-mr-2 grid size-12 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <CloseIcon />
        </button>
      </div>

      <div className="relative min-h-0 flex-1 bg-ink" aria-label={t('compose.crop.area')} role="group">
        {previewUrl ? (
          <Cropper
            ref={cropperRef}
            src={previewUrl}
            alt={subject}
            style={{ height: '100%', width: '100%' }}
            viewMode={1}
            dragMode="move"
            autoCropArea={1}
            background={false}
            checkOrientation={false}
            toggleDragModeOnDblclick={false}
            minCropBoxWidth={48}
            minCropBoxHeight={48}
            ready={() => setZoom(1)}
            zoom={(event) => {
              const c = cropper();
              if (!c) return;
              const relative = event.detail.ratio / fitRatio(c);
              if (relative < ZOOM_MIN - 0.001 || relative > ZOOM_MAX + 0.001) event.preventDefault();
              else setZoom(clampZoom(relative));
            }}
          />
        ) : (
          <div className="grid h-full place-items-center text-brand-100">
            <span
              className="size-8 animate-spin rounded-full border-3 border-current border-r-transparent"
              aria-label={t('common.loading')}
            />
          </div>
        )}
      </div>

      <div className="flex flex-col gap-3 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <div className="flex items-center gap-3">
          <label htmlFor="crop-zoom" className="w-16 shrink-0 text-[15px] font-semibold text-ink">
            {t('compose.crop.zoom')}
          </label>
          <input
            id="crop-zoom"
            type="range"
            min={ZOOM_MIN}
            max={ZOOM_MAX}
            step={ZOOM_STEP}
            value={zoom}
            onChange={(event) => applyZoom(Number(event.target.value))}
            className="h-12 min-w-0 flex-1 accent-brand-700"
          />
          <output
            htmlFor="crop-zoom"
            className="w-14 shrink-0 text-right text-[15px] font-semibold text-ink tabular-nums"
          >
            {zoom.toFixed(2)}×
          </output>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Button look="bordered" onClick={() => turn(-ROTATE_STEP)} disabled={!previewUrl || busy}>
            <RotateLeftIcon />
            {t('compose.crop.rotateLeft')}
          </Button>
          <Button look="bordered" onClick={() => turn(ROTATE_STEP)} disabled={!previewUrl || busy}>
            <RotateRightIcon />
            {t('compose.crop.rotateRight')}
          </Button>
        </div>
        <p className="hidden text-sm text-ink-muted sm:block">{t('compose.crop.keysHint')}</p>
        <div className="grid grid-cols-2 gap-3 border-t border-line pt-3">
          <Button look="bordered" onClick={onCancel} disabled={busy}>
            {t('compose.crop.cancel')}
          </Button>
          <Button
            busy={busy}
            disabled={!previewUrl}
            onClick={() => {
              const data = cropper()?.getData(true);
              if (data)
                onConfirm({ x: data.x, y: data.y, width: data.width, height: data.height, rotate: data.rotate });
            }}
          >
            {t('compose.crop.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
