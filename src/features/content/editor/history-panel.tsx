/**
 * Every version of a section, newest first, with who saved it and each review step taken on it
 * (who, when and the comment), and Restore on old versions for those who may: restoring copies the
 * old words into a new draft, which then goes through review like any other.
 */
import { useLang, useT } from '@/i18n';
import { Button } from '@/components/button';
import { formatAdminDate } from '@/lib/format-time';
import type { SectionDetail } from '@common/contract/answers/site';
import { isOpen } from '@common/site/site-review';
import { StatePill } from '../state-pill';

interface Props {
  detail: SectionDetail;
  busy: boolean;
  onRestore: (version: number) => void;
}

export function HistoryPanel({ detail, busy, onRestore }: Props) {
  const t = useT();
  const [lang] = useLang();
  return (
    <section aria-labelledby="history-title" className="rounded-card border border-line bg-white p-4 sm:p-5">
      <h2 id="history-title" className="text-lg font-bold text-ink">
        {t('content.history.title')}
      </h2>
      {detail.versions.length === 0 ? <p className="mt-2 text-ink-muted">{t('content.history.none')}</p> : null}
      <ol className="mt-3 divide-y divide-line">
        {detail.versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {t('content.versionN', { n: v.version })} <StatePill state={v.state} />
                {v.restored_from ? (
                  <span className="text-sm font-normal text-ink-muted">
                    {t('content.history.restoredFrom', { n: v.restored_from })}
                  </span>
                ) : null}
              </p>
              <ul className="mt-1 text-sm text-ink-muted">
                {v.activities.map((a, i) => (
                  <li key={i}>
                    {t(`content.activity.${a.type}`, {
                      name: a.actor.name,
                      time: formatAdminDate(Date.parse(a.created_at), lang),
                    })}
                    {a.comment ? <q className="ml-1 text-ink">{a.comment}</q> : null}
                  </li>
                ))}
              </ul>
            </div>
            {detail.can.restore && !isOpen(v.state) ? (
              <Button look="bordered" width="auto" disabled={busy} onClick={() => onRestore(v.version)}>
                {t('content.history.restore', { n: v.version })}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
