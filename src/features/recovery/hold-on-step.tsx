/**
 * ALREADY_EXIST ('Hold On!'): an open request exists. Shows its status panel, refreshed from
 * `GET reset-password/{request_id}` whenever the screen opens, and the two actions of the contract (docs/product.md,
 * 'Password reset'): Continue (disabled while waiting for approval, onwards to the OTP or new-password step, or
 * 'Something Went Wrong. Try Again Later.' for a closed request) and Withdraw while it is open.
 */
import { useQuery } from '@tanstack/react-query';
import { resetStatusView, type ResetStatusView } from '@common/reset-status';
import { t as translate, useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { resetStatusQuery } from './recovery-api';
import { CrossMark, HourglassMark, MailMark, StatusBadge } from './recovery-badges';
import { Notice, StepActions, startOver, useWithdraw } from './recovery-parts';
import { goToStep } from './reset-state';
import { StatusPanel } from './status-panel';

/** Waiting (or still loading): an hourglass; ready to continue: the mailed code; closed: a cross. */
function HoldOnBadge({ view }: { view: ResetStatusView | null }) {
  if (!view || view.next === 'DISABLED')
    return (
      <StatusBadge tone="warn">
        <HourglassMark />
      </StatusBadge>
    );
  if (view.open)
    return (
      <StatusBadge tone="ok">
        <MailMark />
      </StatusBadge>
    );
  return (
    <StatusBadge tone="danger">
      <CrossMark />
    </StatusBadge>
  );
}

export function HoldOnStep() {
  const t = useT();
  const user = useSession();
  const status = useQuery(resetStatusQuery(user.reset_password_request_id));
  const withdraw = useWithdraw();
  const current = status.data?.status;
  const view = current ? resetStatusView(current) : null;
  const askedAt = Date.parse(status.data?.activities.find((a) => a.activity_type === 'REQUESTED')?.createdAt ?? '');

  const onContinue = () => {
    if (!view) return;
    if (view.next === 'VALIDATE_OTP') goToStep('VALIDATE_OTP');
    else if (view.next === 'CHANGE_PASSWORD') goToStep('CHANGE_PASSWORD');
    else if (view.next === 'ERROR') toast.error(translate('recovery.somethingWrong'));
  };

  return (
    <PreLoginLayout
      title={t('recovery.holdOn.title')}
      description={t('recovery.holdOn.description', { email: user.email_id })}
      badge={<HoldOnBadge view={view} />}
    >
      <StatusPanel
        requestId={user.reset_password_request_id}
        requestedOn={Number.isNaN(askedAt) ? user.reset_password_requested_on : askedAt}
        status={current}
        refreshing={status.isFetching}
      />
      <div className="mt-4">
        {view?.next === 'DISABLED' ? <Notice>{t('recovery.holdOn.waiting')}</Notice> : null}
        {view && !view.open ? <Notice tone="warn">{t('recovery.holdOn.closed')}</Notice> : null}
      </div>
      <Button
        look="underline"
        width="auto"
        className="mt-2 self-center"
        busy={status.isFetching}
        onClick={() => void status.refetch()}
      >
        {t('recovery.checkStatus')}
      </Button>

      <StepActions>
        <Button onClick={onContinue} disabled={!view || view.next === 'DISABLED' || withdraw.isSuccess}>
          {t('recovery.continue')}
        </Button>
        {view?.open ? (
          <Button
            look="bordered"
            colour="error"
            busy={withdraw.isPending}
            disabled={withdraw.isSuccess}
            onClick={() => withdraw.mutate()}
          >
            {withdraw.isPending ? t('recovery.withdrawing') : t('recovery.withdraw')}
          </Button>
        ) : null}
        {view && !view.open ? (
          <Button look="bordered" onClick={startOver}>
            {t('recovery.newRequest')}
          </Button>
        ) : null}
      </StepActions>
    </PreLoginLayout>
  );
}
