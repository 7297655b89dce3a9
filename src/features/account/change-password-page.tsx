/**
 * /dashboard/change-password: the change-password form as a page, for a direct link or a bookmark
 * (the header menu opens the same form as a popup). Cancel and success go back one page (docs/product.md,
 * 'Screens and routes'), or to the home page when this page was opened first.
 */
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { ArrowLeftIcon } from '@/components/icons';
import { LockIcon } from '@/components/action-icons';
import { ChangePasswordForm } from '@/components/shell/change-password-form';

export function ChangePasswordPage() {
  const t = useT();
  const router = useRouter();
  const navigate = useNavigate();
  const goBack = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/dashboard/home', replace: true });
  };

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <div className="flex items-center gap-3">
        <Button look="bordered" width="auto" className="px-3" onClick={goBack} aria-label={t('common.back')}>
          <ArrowLeftIcon />
          <span className="hidden sm:inline">{t('common.back')}</span>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('changePassword.title')}</h1>
      </div>
      <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-7">
        <div className="mb-6 flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <LockIcon width={22} height={22} />
          </span>
          <p className="pt-2 text-[15px] leading-relaxed text-ink-muted">{t('changePassword.description')}</p>
        </div>
        <ChangePasswordForm onDone={goBack} onCancel={goBack} />
      </div>
    </section>
  );
}
