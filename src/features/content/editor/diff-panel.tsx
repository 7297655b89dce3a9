/**
 * The reviewer's view of a draft: what it changes on the public site, as a list of fields with
 * the published words struck through and the draft's beside them. Before anything is published,
 * everything is new, and the panel says so rather than listing every field.
 */
import { useT, type MessageId } from '@/i18n';
import type { SectionItem } from '@common/site/site-schema';
import type { SectionDefinition } from '@common/site/site-sections';
import { diffItems } from './section-diff';

interface Props {
  section: SectionDefinition;
  published: SectionItem[] | null;
  draft: SectionItem[];
}

export function DiffPanel({ section, published, draft }: Props) {
  const t = useT();
  const changes = published ? diffItems(section, published, draft) : [];
  return (
    <section aria-labelledby="diff-title" className="rounded-card border border-line bg-white p-4 sm:p-5">
      <h2 id="diff-title" className="text-lg font-bold text-ink">
        {t('content.diff.title')}
      </h2>
      {!published ? (
        <p className="mt-2 text-ink-muted">{t('content.diff.allNew')}</p>
      ) : changes.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('content.diff.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {changes.map((c) => (
            <li key={`${c.item}.${c.field}.${c.lang}`} className="py-3">
              <p className="text-sm font-semibold text-ink">
                {t('content.itemN', { n: c.item + 1 })} · {t(`content.field.${c.field}` as MessageId)}
                {c.lang ? ` · ${t(`lang.name.${c.lang}`)}` : ''}
                {c.kind !== 'changed' ? ` · ${t(`content.diff.${c.kind}`)}` : ''}
              </p>
              <p className="mt-1 grid gap-1 text-[15px] sm:grid-cols-2 sm:gap-4">
                {c.kind === 'added' ? null : (
                  <del className="rounded bg-danger-50 px-2 py-1 text-danger-700" lang={c.lang ?? undefined}>
                    <span className="sr-only">{t('content.diff.before')} </span>
                    {c.before || '—'}
                  </del>
                )}
                {c.kind === 'removed' ? null : (
                  <ins className="rounded bg-ok-50 px-2 py-1 text-ok-600 no-underline" lang={c.lang ?? undefined}>
                    <span className="sr-only">{t('content.diff.after')} </span>
                    {c.after || '—'}
                  </ins>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
