/**
 * The upload popup's dropzone (docs/product.md, 'Screens and routes'): files dropped on it, or chosen with its
 * 'Choose files' button, which a keyboard reaches like any button and which opens the system's file picker. The
 * picker offers the allowed kinds (docs/product.md, 'Limits') but any file that comes is checked on its row.
 */
import { useRef, useState, type DragEvent } from 'react';
import { ALLOWED_EXTENSIONS, MAX_FILES_PER_SELECTION, MAX_MB, MEDIA_TYPES } from '@common/uploads';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { UploadIcon } from './library-icons';
import { typeLabel } from './media-preview';

const ACCEPT = MEDIA_TYPES.flatMap((type) => ALLOWED_EXTENSIONS[type].map((ext) => `.${ext}`)).join(',');

export interface UploadDropzoneProps {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

export function UploadDropzone({ disabled, onFiles }: UploadDropzoneProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-6 text-center transition-colors ${
        over ? 'border-brand-600 bg-brand-50' : 'border-brand-300 bg-page'
      }`}
    >
      <span className="grid size-12 place-items-center rounded-full bg-white text-brand-700 shadow-card">
        <UploadIcon width={24} height={24} />
      </span>
      <p className="text-[17px] font-semibold text-ink">{t('library.upload.drop')}</p>
      <Button width="auto" disabled={disabled} onClick={() => input.current?.click()}>
        {t('library.upload.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p className="max-w-md text-sm leading-relaxed text-ink-muted">
        {t('library.upload.rules', {
          n: MAX_FILES_PER_SELECTION,
          limits: MEDIA_TYPES.map((type) => `${typeLabel(t, type)} ${MAX_MB[type]} MB`).join(' · '),
        })}
      </p>
    </div>
  );
}
