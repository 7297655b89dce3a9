/**
 * An image's alt text in English and Kannada (PATCH media/{id}), which the website gives to
 * screen readers in the visitor's language. Up to 250 characters each, as the server allows; the
 * form follows the file shown (a refetch after a save replaces its starting values).
 */
import { useState } from 'react';
import type { Media } from '@common/contract/answers/media';
import { useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useUpdateMedia } from './library-mutations';

const ALT_MAX = 250;

export interface AltTextFormProps {
  media: Pick<Media, 'id' | 'alt'>;
  readOnly: boolean;
}

export function AltTextForm({ media, readOnly }: AltTextFormProps) {
  const t = useT();
  const update = useUpdateMedia(media.id);
  const [en, setEn] = useState(media.alt.en);
  const [kn, setKn] = useState(media.alt.kn);
  const [base, setBase] = useState(media.alt);
  if (base.en !== media.alt.en || base.kn !== media.alt.kn) {
    setBase(media.alt);
    setEn(media.alt.en);
    setKn(media.alt.kn);
  }
  const changed = en.trim() !== media.alt.en || kn.trim() !== media.alt.kn;

  return (
    <form
      noValidate
      aria-labelledby={`alt-${media.id}`}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { alt: { en: en.trim(), kn: kn.trim() } },
          {
            onSuccess: () => toast.success(t('libraryMsg.mediaUpdated')),
            onError: (failure) => toast.error(t.text(failure.message)),
          },
        );
      }}
    >
      <h3 id={`alt-${media.id}`} className="text-[17px] font-bold text-ink">
        {t('library.alt.title')}
      </h3>
      <p className="-mt-2 text-sm text-ink-muted">{t('library.alt.hint')}</p>
      <TextField
        label={t('library.alt.en')}
        value={en}
        maxLength={ALT_MAX}
        readOnly={readOnly}
        onChange={(event) => setEn(event.target.value)}
      />
      <TextField
        label={t('library.alt.kn')}
        lang="kn"
        value={kn}
        maxLength={ALT_MAX}
        readOnly={readOnly}
        onChange={(event) => setKn(event.target.value)}
      />
      {readOnly ? null : (
        <Button
          type="submit"
          width="auto"
          look="bordered"
          className="self-start"
          busy={update.isPending}
          disabled={!changed}
        >
          {t('library.alt.save')}
        </Button>
      )}
    </form>
  );
}
