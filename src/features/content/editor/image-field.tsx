/**
 * A section's image: its thumbnail from the media library and a button that opens the library's
 * picker (images only). The choice is the file's id, so a file replaced in the library shows its
 * new version on the site without touching the section.
 */
import { useId, useState } from 'react';
import { translateText, useT } from '@/i18n';
import { FieldError } from '@/components/text-field';
import { Button } from '@/components/button';
import { MediaPicker, MediaThumb } from '../media';

interface Props {
  label: string;
  mediaId: number | null;
  error: string | undefined;
  readOnly: boolean;
  onChange: (id: number | null) => void;
}

export function ImageField({ label, mediaId, error, readOnly, onChange }: Props) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <p id={`${id}-label`} className="mb-1.5 text-[15px] font-semibold text-ink">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {mediaId ? <MediaThumb mediaId={mediaId} /> : <p className="text-ink-muted">{t('content.noImage')}</p>}
        {readOnly ? null : (
          <Button type="button" look="bordered" width="auto" onClick={() => setOpen(true)}>
            {mediaId ? t('content.changeImage') : t('content.chooseImage')}
          </Button>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error ? translateText(error) : undefined} />
      <MediaPicker
        open={open}
        accept="image"
        onClose={() => setOpen(false)}
        onPick={(media) => {
          onChange(media.id);
          setOpen(false);
        }}
      />
    </div>
  );
}
