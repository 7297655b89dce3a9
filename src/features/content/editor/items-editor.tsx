/**
 * The items of a section as cards: one for a single section, an ordered list for a repeatable
 * one with Move up, Move down and Remove on each card and Add below (up to the section's limit).
 * Reordering is by buttons, not dragging, so it works by keyboard, by screen reader and by thumb.
 */
import { translateText, useT } from '@/i18n';
import { Button } from '@/components/button';
import type { SectionItem } from '@common/site/site-schema';
import type { SectionDefinition } from '@common/site/site-sections';
import { ItemFields } from './item-fields';

interface Props {
  section: SectionDefinition;
  items: SectionItem[];
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (at: number, key: string, value: SectionItem[string], lang?: 'en' | 'kn') => void;
  onMove: (from: number, to: number) => void;
  onRemove: (at: number) => void;
  onAdd: () => void;
}

const SMALL = 'min-h-11 rounded-lg px-3 text-sm font-semibold ring-1 ring-line hover:bg-brand-50 disabled:opacity-40';

export function ItemsEditor({ section, items, errors, readOnly, onChange, onMove, onRemove, onAdd }: Props) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      {errors.items ? <p className="font-medium text-danger-700">{translateText(errors.items)}</p> : null}
      {items.length === 0 ? <p className="text-ink-muted">{t('content.noItems')}</p> : null}
      <ol className="flex flex-col gap-4">
        {items.map((item, at) => (
          <li key={at} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
            {section.repeatable ? (
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-bold text-ink">{t('content.itemN', { n: at + 1 })}</h3>
                {readOnly ? null : (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={SMALL}
                      disabled={at === 0}
                      aria-label={t('content.moveUpN', { n: at + 1 })}
                      onClick={() => onMove(at, at - 1)}
                    >
                      {t('content.moveUp')}
                    </button>
                    <button
                      type="button"
                      className={SMALL}
                      disabled={at === items.length - 1}
                      aria-label={t('content.moveDownN', { n: at + 1 })}
                      onClick={() => onMove(at, at + 1)}
                    >
                      {t('content.moveDown')}
                    </button>
                    <button
                      type="button"
                      className={`${SMALL} text-danger-700`}
                      aria-label={t('content.removeN', { n: at + 1 })}
                      onClick={() => onRemove(at)}
                    >
                      {t('content.remove')}
                    </button>
                  </div>
                )}
              </div>
            ) : null}
            <ItemFields
              fields={section.fields}
              item={item}
              at={at}
              errors={errors}
              readOnly={readOnly}
              onChange={(key, value, lang) => onChange(at, key, value, lang)}
            />
          </li>
        ))}
      </ol>
      {section.repeatable && !readOnly ? (
        <Button
          type="button"
          look="bordered"
          width="auto"
          className="self-start"
          disabled={items.length >= section.maxItems}
          onClick={onAdd}
        >
          {t('content.addItem')}
        </Button>
      ) : null}
    </div>
  );
}
