/**
 * The fields of one item of a section, generated from its definition (common/site/site-sections.ts):
 * words a reader reads side by side in English and Kannada (Kannada may wait: the site shows
 * English until it is written, and the editor says so), addresses and numbers once, the go-to page
 * as a select, and an image chosen from the media library.
 */
import { useT, type MessageId } from '@/i18n';
import type { FieldDefinition } from '@common/site/site-fields';
import type { SectionItem, TranslatedText } from '@common/site/site-schema';
import { FieldInput } from './field-input';
import { ImageField } from './image-field';

interface Props {
  fields: readonly FieldDefinition[];
  item: SectionItem;
  at: number;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (key: string, value: SectionItem[string], lang?: 'en' | 'kn') => void;
}

export function ItemFields({ fields, item, at, errors, readOnly, onChange }: Props) {
  const t = useT();
  return (
    <fieldset disabled={readOnly} className="grid min-w-0 gap-4">
      {fields.map((field) => {
        const label = t(`content.field.${field.key}` as MessageId);
        const path = `${at}.${field.key}`;
        if (field.type === 'media')
          return (
            <ImageField
              key={field.key}
              label={label}
              mediaId={(item[field.key] as number | null) ?? null}
              error={errors[path]}
              readOnly={readOnly}
              onChange={(id) => onChange(field.key, id)}
            />
          );
        if (!field.translated)
          return (
            <FieldInput
              key={field.key}
              field={field}
              label={label}
              value={(item[field.key] as string | number | null) ?? ''}
              error={errors[path]}
              onChange={(v) => onChange(field.key, v)}
            />
          );
        const pair = (item[field.key] as TranslatedText | undefined) ?? { en: '', kn: '' };
        return (
          <div key={field.key} className="grid gap-3 md:grid-cols-2">
            <FieldInput
              field={field}
              label={t('content.inEnglish', { label })}
              value={pair.en}
              error={errors[`${path}.en`]}
              lang="en"
              onChange={(v) => onChange(field.key, String(v), 'en')}
            />
            <div>
              <FieldInput
                field={field}
                label={t('content.inKannada', { label })}
                value={pair.kn}
                error={errors[`${path}.kn`]}
                lang="kn"
                onChange={(v) => onChange(field.key, String(v), 'kn')}
              />
              {pair.en.trim() && !pair.kn.trim() ? (
                <p className="mt-1.5 text-sm text-warn-600">{t('content.kannadaMissing')}</p>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
