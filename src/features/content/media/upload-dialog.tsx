/**
 * The Media upload popup (docs/product.md, 'Screens and routes' and 'Media and uploads'): the dropzone, the chosen
 * files each with its own Upload, Remove and progress, Submit (every allowed file not uploaded yet) and Cancel. Files
 * go to the folder being viewed. It closes by itself, with 'Media upload successfull', only when every listed file is
 * uploaded; a refused or failed file keeps the popup open with its reason on its row.
 */
import { useId } from 'react';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { LibraryDialog, DialogActions } from './library-dialog';
import { UploadDropzone } from './upload-dropzone';
import { UploadRow } from './upload-row';
import { anyUploading, uploadable } from './upload-items';
import { useUploads } from './use-uploads';

export interface UploadDialogProps {
  open: boolean;
  /** The folder viewed (null: the top of the library) and its name for the description. */
  folder: number | null;
  folderName: string;
  onClose: () => void;
}

export function UploadDialog({ open, folder, folderName, onClose }: UploadDialogProps) {
  const t = useT();
  const listId = useId();
  const uploads = useUploads(folder, onClose);
  const close = () => {
    uploads.reset();
    onClose();
  };
  const busy = anyUploading(uploads.items);
  const ready = uploadable(uploads.items).length;

  return (
    <LibraryDialog
      open={open}
      size="wide"
      title={t('library.upload.title')}
      description={t('library.upload.into', { folder: folderName })}
      busy={busy}
      onClose={close}
    >
      <UploadDropzone disabled={busy} onFiles={uploads.add} />
      {uploads.notice ? (
        <p
          role="alert"
          className="mt-3 flex items-center gap-2 rounded-xl bg-warn-50 px-3 py-2 text-[15px] font-semibold text-warn-600"
        >
          <AlertIcon width={18} height={18} className="shrink-0" />
          {uploads.notice}
        </p>
      ) : null}
      {uploads.items.length > 0 ? (
        <>
          <h3 className="mt-5 mb-2 text-[15px] font-semibold text-ink" id={listId}>
            {t('library.upload.chosen', { count: uploads.items.length })}
          </h3>
          <ul aria-labelledby={listId} className="flex flex-col gap-2">
            {uploads.items.map((item) => (
              <UploadRow
                key={item.id}
                item={item}
                onUpload={() => void uploads.upload(item.id)}
                onRemove={() => uploads.remove(item.id)}
              />
            ))}
          </ul>
        </>
      ) : null}
      <DialogActions>
        <Button look="bordered" width="auto" onClick={close}>
          {busy ? t('library.upload.stop') : t('library.cancel')}
        </Button>
        <Button width="auto" busy={busy} disabled={ready === 0} onClick={() => void uploads.uploadAll()}>
          {t('library.upload.submit')}
        </Button>
      </DialogActions>
    </LibraryDialog>
  );
}
