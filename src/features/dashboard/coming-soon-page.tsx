/**
 * A titled dashboard page with a Back button and a short "arrives later" note, for pages whose
 * real content belongs to a later issue (add-tweet, change password). Keeps links working and
 * honest instead of leading to a 404.
 */
import { useRouter } from '@tanstack/react-router';
import { useT, type MessageId } from '@/i18n';
import { Button, ButtonLink } from '@/components/button';
import { ArrowLeftIcon, InfoIcon } from '@/components/icons';

export function ComingSoonPage({ title, note }: { title: MessageId; note: MessageId }) {
  const t = useT();
  const router = useRouter();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;

  return (
    <section className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        {canGoBack ? (
          <Button look="bordered" width="auto" className="px-3" onClick={() => router.history.back()} aria-label={t('common.back')}>
            <ArrowLeftIcon />
            <span className="hidden sm:inline">{t('common.back')}</span>
          </Button>
        ) : (
          <ButtonLink to="/dashboard/home" look="bordered" width="auto" className="px-3" aria-label={t('common.back')}>
            <ArrowLeftIcon />
          </ButtonLink>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t(title)}</h1>
      </div>
      <div className="flex gap-3 rounded-card border border-line bg-white p-5 text-base leading-relaxed text-ink-muted shadow-card">
        <InfoIcon className="mt-0.5 shrink-0 text-brand-700" />
        <p>{t(note)}</p>
      </div>
    </section>
  );
}
