/**
 * Where a file is used on the website (GET media/{id}/usage): each section by its title in the
 * language shown, the version and its state, and whether that use keeps the file from being
 * deleted (a published version or an open draft). UsesList is also what a refused delete shows.
 */
import type { MediaUse } from '@common/contract/answers/library';
import { useT } from '@/i18n';
import { useMediaUsage } from './library-api';

export function UsesList({ uses }: { uses: MediaUse[] }) {
  const t = useT();
  return (
    <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
      {uses.map((use) => (
        <li key={`${use.key}-${use.version}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
          <span className="min-w-0 flex-1 font-semibold text-ink">
            {(t.lang === 'kn' ? use.title.kn || use.title.en : use.title.en || use.title.kn) || use.key}
          </span>
          <span className="text-sm text-ink-muted">{t('library.usage.version', { version: use.version })}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${
              use.blocks_delete ? 'bg-warn-50 text-warn-600' : 'bg-brand-50 text-brand-800'
            }`}
          >
            {t(`library.state.${use.state}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function UsagePanel({ mediaId }: { mediaId: number }) {
  const t = useT();
  const usage = useMediaUsage(mediaId);
  return (
    <section aria-labelledby={`usage-${mediaId}`} className="flex flex-col gap-2">
      <h3 id={`usage-${mediaId}`} className="text-[17px] font-bold text-ink">
        {t('library.usage.title')}
      </h3>
      {usage.isPending ? (
        <p className="text-[15px] text-ink-muted">{t('common.loading')}</p>
      ) : usage.isError ? (
        <p role="alert" className="text-[15px] text-danger-700">
          {t('library.usage.failed')} {t.text(usage.error.message)}
        </p>
      ) : usage.data.uses.length === 0 ? (
        <p className="text-[15px] text-ink-muted">{t('library.usage.none')}</p>
      ) : (
        <>
          <p className="text-[15px] text-ink-muted">{t('library.usage.some', { count: usage.data.uses.length })}</p>
          <UsesList uses={usage.data.uses} />
        </>
      )}
    </section>
  );
}
