/**
 * The library's Crop Image popup (docs/product.md, 'Screens and routes' and 'Limits'): the image as stored, with the
 * shared zoom (1–3 in 0.05 steps), quarter turns and arrow-key nudges (1, 10 with Shift, 100 with Ctrl or Cmd) of
 * src/components/crop-controls.tsx. Saving draws the crop in the browser and uploads it as a NEW file in the same
 * folder (POST media), named after the original with '-cropped'; the original is left untouched, and the lists
 * refresh to show the new file.
 */
import { useState } from 'react';
import { Cropper } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { useQueryClient } from '@tanstack/react-query';
import type { Media } from '@common/contract/answers/media';
import { MAX_MB, extensionOf, isSizeAllowed } from '@common/uploads';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { CropZoomTurn, useCropControls } from '@/components/crop-controls';
import { libraryKeys } from './library-api';
import { LibraryDialog } from './library-dialog';
import { uploadMedia } from './library-mutations';
import { mediaName } from './media-preview';
import { ProgressBar } from './progress-bar';

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The cropped file's name and type: the original's where a canvas can write it, else PNG. */
export function croppedFile(name: string): { name: string; type: string } {
  const ext = extensionOf(name);
  const base = ext ? name.slice(0, -(ext.length + 1)) : name;
  const kept = MIME[ext] ? ext : 'png';
  return { name: `${base}-cropped.${kept}`, type: MIME[kept]! };
}

export interface CropImageDialogProps {
  open: boolean;
  media: Pick<Media, 'id' | 'image_url' | 'name' | 'extension' | 'belongs_to_folder'>;
  onClose: () => void;
  onSaved: (created: Media) => void;
}

export function CropImageDialog({ open, media, onClose, onSaved }: CropImageDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const controls = useCropControls();
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const name = mediaName(media);
  const src = media.image_url?.full.high_res ?? null;

  const save = async () => {
    const canvas = controls
      .cropper()
      ?.getCroppedCanvas({ maxWidth: 4096, maxHeight: 4096, imageSmoothingQuality: 'high' });
    if (!canvas) return;
    const target = croppedFile(name);
    setProgress(0);
    try {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, target.type, 0.92));
      if (!blob) throw new Error(t('library.crop.failed'));
      if (!isSizeAllowed(blob.size, 'image')) {
        toast.error(
          `${t('uploadMsg.sizeExceeded')} ${t('uploadMsg.belowMax', { type: t('library.type.image'), max: MAX_MB.image })}`,
        );
        return;
      }
      const created = await uploadMedia(blob, target.name, media.belongs_to_folder, { onProgress: setProgress });
      toast.success(t('library.crop.saved', { name: target.name }));
      await client.invalidateQueries({ queryKey: libraryKeys.all });
      onSaved(created);
    } catch (failure) {
      toast.error(isApiError(failure) ? t.text(failure.message) : t('library.crop.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <LibraryDialog
      open={open}
      size="wide"
      busy={busy}
      title={t('library.crop.title')}
      description={t('library.crop.description', { name })}
      onClose={onClose}
      onKeyDown={controls.onKeyDown}
    >
      <div className="h-[min(44dvh,400px)] bg-ink" role="group" aria-label={t('library.crop.area')}>
        {src ? (
          <Cropper {...controls.cropperProps} src={src} alt={name} minCropBoxWidth={16} minCropBoxHeight={16} />
        ) : null}
      </div>
      <div className="mt-3 flex flex-col gap-3">
        <CropZoomTurn
          controls={controls}
          turnDisabled={!src || busy}
          labels={{
            zoom: t('library.crop.zoom'),
            rotateLeft: t('library.crop.rotateLeft'),
            rotateRight: t('library.crop.rotateRight'),
          }}
        />
        <p className="hidden text-sm text-ink-muted sm:block">{t('library.crop.keysHint')}</p>
        {busy ? <ProgressBar value={progress} label={t('library.crop.saving')} /> : null}
        <div className="grid grid-cols-2 gap-3 border-t border-line pt-3">
          <Button look="bordered" onClick={onClose} disabled={busy}>
            {t('library.cancel')}
          </Button>
          <Button busy={busy} disabled={!src} onClick={() => void save()}>
            {t('library.crop.save')}
          </Button>
        </div>
      </div>
    </LibraryDialog>
  );
}
