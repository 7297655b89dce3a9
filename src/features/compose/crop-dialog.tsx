/**
 * The 'Crop Image' popup (docs/product.md, 'Screens and routes' and 'Limits'): react-cropper on the worker's preview
 * of the photo, zoom 1–3 in 0.05 steps on a slider (pinch and wheel follow the same limits), quarter turns, and
 * arrow-key nudges of the crop box (1, 10 with Shift, 100 with Ctrl or Cmd), all from the shared
 * src/components/crop-controls.tsx. It only reports the crop; the photo worker applies it to the original. Full
 * screen on phones, a large sheet on desks.
 */
import { Cropper } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { CloseIcon } from '@/components/icons';
import { Modal, ModalTitle } from '@/components/modal';
import { CropZoomTurn, useCropControls } from '@/components/crop-controls';
import type { CropBox } from '@/photos/photo-maths';

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
  const controls = useCropControls();
  const { cropper } = controls;

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      onKeyDown={controls.onKeyDown}
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
            {...controls.cropperProps}
            src={previewUrl}
            alt={subject}
            minCropBoxWidth={48}
            minCropBoxHeight={48}
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
        <CropZoomTurn
          controls={controls}
          turnDisabled={!previewUrl || busy}
          labels={{
            zoom: t('compose.crop.zoom'),
            rotateLeft: t('compose.crop.rotateLeft'),
            rotateRight: t('compose.crop.rotateRight'),
          }}
        />
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
