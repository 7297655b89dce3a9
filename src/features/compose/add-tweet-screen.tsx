/**
 * /dashboard/add-tweet, 'Create Tweet': Back, the 'add new tweet' card with 'country: India', and
 * the composer once the warden's institutions are known (from the network, or from the phone when
 * offline), with the hostel and meal the home's checklist chose, if any. The schedule is asked for
 * alongside, never waited for: the phone's copy, or the defaults, serve until it answers. Cancel
 * and a successful save go back one page, or home when this page was opened first. A draft the
 * account left is offered before the form opens (draft-offer.tsx).
 */
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { ArrowLeftIcon, InfoIcon } from '@/components/icons';
import { ComposeForm, type ComposePreset } from './compose-form';
import { useServedSchedule } from './served-schedule-api';
import { useWardenInstitutions } from './warden-institutions-api';
import { useSession } from '@/session/use-session';
import { DraftGate } from './draft-offer';
import { presetOf } from './use-draft-offer';

function Panel({ children, action }: { children: string; action?: { label: string; onClick: () => void } }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-page p-4 text-base leading-relaxed text-ink-muted">
      <p className="flex gap-3">
        <InfoIcon className="mt-1 shrink-0 text-brand-700" />
        {children}
      </p>
      {action ? (
        <Button look="bordered" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}

export function AddTweetScreen({ preset = {} }: { preset?: ComposePreset }) {
  const t = useT();
  const router = useRouter();
  const navigate = useNavigate();
  const institutions = useWardenInstitutions();
  const user = useSession();
  const schedule = useServedSchedule();
  const goBack = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/dashboard/home', replace: true });
  };

  let body;
  if (institutions.isPending) {
    body = (
      <div className="flex items-center gap-3 py-6 text-ink-muted" role="status">
        <span
          className="size-5 animate-spin rounded-full border-2 border-brand-600 border-r-transparent"
          aria-hidden="true"
        />
        {t('common.loading')}
      </div>
    );
  } else if (institutions.isError) {
    body = (
      <Panel action={{ label: t('compose.retry'), onClick: () => void institutions.refetch() }}>
        {t('compose.loadFailed')}
      </Panel>
    );
  } else if (institutions.data.items.length === 0) {
    body = <Panel>{t('compose.noInstitutions')}</Panel>;
  } else {
    body = (
      <DraftGate accountId={user.id} preset={preset}>
        {(restored) => (
          <ComposeForm
            institutions={institutions.data}
            schedule={schedule}
            preset={restored ? presetOf(restored) : preset}
            onDone={goBack}
            onCancel={goBack}
          />
        )}
      </DraftGate>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <div className="flex items-center gap-3">
        <Button look="bordered" width="auto" className="px-3" onClick={goBack} aria-label={t('common.back')}>
          <ArrowLeftIcon />
          <span className="hidden sm:inline">{t('common.back')}</span>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('addTweet.title')}</h1>
      </div>
      <div className="rounded-card border border-line bg-white p-4 shadow-card sm:p-7">
        <div className="mb-5 border-b border-line pb-4">
          <h2 className="text-xl font-bold tracking-tight text-ink">{t('compose.heading')}</h2>
          <p className="mt-0.5 text-[15px] text-ink-muted">{t('compose.country')}</p>
        </div>
        {body}
      </div>
    </section>
  );
}
