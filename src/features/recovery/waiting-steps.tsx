/**
 * The recovery steps where the person can only wait or leave: REQUIRES_APPROVAL ('Sent For
 * Approval'), TRY_LATER ('Try Again Later!', 24 hours after a rejection) and REQUEST_WITHDRAWN
 * ('Request Withdrawn!'). Texts in quotes are the contract's and stay letter for letter.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readableResetId } from '@common/reset-status';
import { useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { Button } from '@/components/button';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { resetStatusQuery } from './recovery-api';
import { ClockMark, SendMark, StatusBadge, UndoMark } from './recovery-badges';
import { Notice, StepActions, startOver, useWithdraw } from './recovery-parts';
import { goToStep } from './reset-state';

function RequestId({ id }: { id: number }) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-page px-4 py-3">
      <span className="text-[15px] text-ink-muted">{t('recovery.panel.id')}</span>
      <span className="font-mono text-lg font-bold tracking-wide text-ink">{readableResetId(id)}</span>
    </div>
  );
}

export function RequiresApprovalStep() {
  const t = useT();
  const user = useSession();
  const queryClient = useQueryClient();
  const withdraw = useWithdraw();
  const [checking, setChecking] = useState(false);

  const checkStatus = async () => {
    setChecking(true);
    try {
      await queryClient.fetchQuery({ ...resetStatusQuery(user.reset_password_request_id), staleTime: 0 });
      goToStep('ALREADY_EXIST');
    } catch {
      // The API client has shown the reason; stay here.
    } finally {
      setChecking(false);
    }
  };

  return (
    <PreLoginLayout
      title={t('recovery.approval.title')}
      description={t('recovery.approval.description')}
      badge={
        <StatusBadge tone="brand">
          <SendMark />
        </StatusBadge>
      }
    >
      <div className="flex flex-col gap-4">
        <RequestId id={user.reset_password_request_id} />
        <Notice>{t('recovery.approval.next', { email: user.email_id })}</Notice>
      </div>
      <StepActions>
        <Button busy={checking} onClick={() => void checkStatus()} disabled={withdraw.isSuccess}>
          {t('recovery.checkStatus')}
        </Button>
        <Button
          look="bordered"
          colour="error"
          busy={withdraw.isPending}
          disabled={withdraw.isSuccess}
          onClick={() => withdraw.mutate()}
        >
          {withdraw.isPending ? t('recovery.withdrawing') : t('recovery.withdraw')}
        </Button>
      </StepActions>
    </PreLoginLayout>
  );
}

const HOUR_MS = 3600 * 1000;

export function TryLaterStep() {
  const t = useT();
  const { reset_password_request_try_after: tryAfter } = useSession();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = tryAfter - now;
  const hours = Math.ceil(left / HOUR_MS);

  return (
    <PreLoginLayout
      title={t('recovery.tryLater.title')}
      description={t('recovery.tryLater.description')}
      badge={
        <StatusBadge tone="warn">
          <ClockMark />
        </StatusBadge>
      }
    >
      <div className="flex flex-col items-center gap-1 rounded-2xl border border-warn-600/25 bg-warn-50 px-4 py-5 text-center">
        {left > 0 ? (
          <p className="text-2xl font-bold text-ink tabular-nums">
            {hours > 1 ? t('recovery.tryLater.hours', { hours }) : t('recovery.tryLater.lastHour')}
          </p>
        ) : (
          <p className="text-lg font-semibold text-ink">{t('recovery.tryLater.ready')}</p>
        )}
      </div>
      <div className="mt-4">
        <Notice>{t('recovery.tryLater.help')}</Notice>
      </div>
      {left > 0 ? (
        <StepActions backFirst />
      ) : (
        <StepActions>
          <Button onClick={startOver}>{t('recovery.newRequest')}</Button>
        </StepActions>
      )}
    </PreLoginLayout>
  );
}

export function WithdrawnStep() {
  const t = useT();
  const user = useSession();
  return (
    <PreLoginLayout
      title={t('recovery.withdrawn.title')}
      description={t('recovery.withdrawn.description', { id: readableResetId(user.reset_password_request_id) })}
      badge={
        <StatusBadge tone="brand">
          <UndoMark />
        </StatusBadge>
      }
    >
      <StepActions backFirst>
        <Button look="bordered" onClick={startOver}>
          {t('recovery.newRequest')}
        </Button>
      </StepActions>
    </PreLoginLayout>
  );
}
