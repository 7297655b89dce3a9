/**
 * The public site as it would look with this draft, in English or Kannada: the server renders the
 * same page as /site with the editor's items in place of the published ones, and the page shows
 * it in a sandboxed frame (no script runs in it). It follows the editor's unsaved changes, a
 * moment after typing stops, and loads only when opened.
 */
import { useEffect, useState } from 'react';
import { useT } from '@/i18n';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import type { SectionItem } from '@common/site/site-schema';
import type { SectionKey } from '@common/site/site-sections';

const WAIT_MS = 600;

export function PreviewPanel({ sectionKey, items }: { sectionKey: SectionKey; items: SectionItem[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useState<'en' | 'kn'>('en');
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const body = JSON.stringify(items);

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      call(ops.previewSiteSection, {
        params: { key: sectionKey },
        body: { items: JSON.parse(body) as SectionItem[], lang },
        toastError: false,
        signal: abort.signal,
      })
        .then((answer) => {
          setHtml(answer.html);
          setFailed(false);
        })
        .catch(() => {
          if (!abort.signal.aborted) setFailed(true);
        });
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [open, lang, body, sectionKey]);

  return (
    <section aria-labelledby="preview-title" className="rounded-card border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-title" className="text-lg font-bold text-ink">
          {t('content.preview.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {open
            ? (['en', 'kn'] as const).map((l) => (
                <button
                  key={l}
                  type="button"
                  aria-pressed={lang === l}
                  onClick={() => setLang(l)}
                  className="min-h-11 rounded-lg px-3 text-sm font-semibold ring-1 ring-line aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {t(`lang.name.${l}`)}
                </button>
              ))
            : null}
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700"
          >
            {open ? t('content.preview.hide') : t('content.preview.show')}
          </button>
        </div>
      </div>
      {open ? (
        failed ? (
          <p className="mt-3 text-danger-700">{t('content.preview.failed')}</p>
        ) : html === null ? (
          <p className="mt-3 text-ink-muted">{t('common.loading')}</p>
        ) : (
          <iframe
            title={t('content.preview.frame')}
            sandbox=""
            srcDoc={html}
            className="mt-3 h-[70vh] w-full rounded-xl border border-line"
          />
        )
      ) : null}
    </section>
  );
}
