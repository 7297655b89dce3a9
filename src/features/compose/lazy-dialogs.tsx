/**
 * The composer's two popups, loaded when first opened (src/components/lazy-dialog.tsx): the crop
 * dialog when a photo is picked (with react-cropper and cropperjs), 'Check faces' when asked for.
 * compose-form.tsx and faces-check.tsx import them from here rather than from their files, which
 * keeps both out of the add-tweet route's first download (docs/benchmarks.md, P3).
 */
import { lazyDialog } from '@/components/lazy-dialog';
import type { CropDialogProps } from './crop-dialog';
import type { FacesDialogProps } from './faces-dialog';

export const CropDialog = lazyDialog<CropDialogProps>(
  async () => (await import('./crop-dialog')).CropDialog,
  (props) => props.open,
);

export const FacesDialog = lazyDialog<FacesDialogProps>(
  async () => (await import('./faces-dialog')).FacesDialog,
  (props) => props.photo !== null,
);
