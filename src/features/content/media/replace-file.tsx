/**
 * Replace: a new file of the same kind takes the place of a library file (PUT media/{id}/file),
 * keeping its id, so every section using it shows the new one. The kind and size are checked as
 * the upload popup checks them before anything is sent; the upload shows its progress and a
 * refusal stays under the button.
 */
import { useRef, useState } from 'react';
import type { Media } from '@common/contract/answers/media';
import { useQueryClient } from '@tanstack/react-query';
import { ALLOWED_EXTENSIONS, MAX_MB, extensionOf, isSizeAllowed, mediaTypeOfExtension } from '@common/uploads';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { AlertIcon } from '@/components/icons';
import { libraryKeys } from './library-api';
import { replaceMediaFile } from './library-mutations';
import { SwapIcon } from './library-icons';
import { typeLabel } from './media-preview';
import { ProgressBar } from './progress-bar';
import { TOOL } from './folder-bar';

export function ReplaceFile({ media }: { media: Pick<Media, 'id' | 'media_type'> }) {
  const t = useT();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const kind = media.media_type.name;
  const kindLabel = typeLabel(t, kind);

  const send = async (file: File) => {
    setError(null);
    if (mediaTypeOfExtension(extensionOf(file.name)) !== kind)
      return setError(t('libraryMsg.replaceType', { type: kindLabel }));
    if (!isSizeAllowed(file.size, kind))
      return setError(
        `${t('uploadMsg.sizeExceeded')} ${t('uploadMsg.belowMax', { type: kindLabel, max: MAX_MB[kind] })}`,
      );
    setProgress(0);
    try {
      await replaceMediaFile(media.id, file, { onProgress: setProgress });
      toast.success(t('libraryMsg.mediaReplaced'));
      await client.invalidateQueries({ queryKey: libraryKeys.all });
    } catch (failure) {
      setError(t.text(isApiError(failure) ? failure.message : String(failure)));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button type="button" className={TOOL} disabled={progress !== null} onClick={() => input.current?.click()}>
        <SwapIcon width={18} height={18} />
        {t('library.details.replace')}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ALLOWED_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {progress !== null ? <ProgressBar value={progress} label={t('library.details.replacing')} /> : null}
      {error ? (
        <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <AlertIcon width={16} height={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
