/**
 * 'Enable 2FA' (docs/product.md, 'Screens and routes' and 'Signing in'): the index of a session whose 2FA is not yet
 * enabled. Shows the QR code of `GET admin/enable/2fa/{admin_id}` (QRCodeSVG, 256, level L), the key for typing by
 * hand, the set-up panel and Continue → /verify-enable-2fa-otp. If the server says 2FA is already on (enrolment
 * finished in another tab or a reload), the code entry takes over.
 */
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { MSG } from '@common/messages';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/session/use-session';
import { Button, ButtonLink } from '@/components/button';
import { PreLoginLayout } from '@/components/pre-login-layout';
import { AlertIcon } from '@/components/icons';
import { SmartphoneIcon } from '@/components/action-icons';
import { AuthenticatorStepsPanel } from './authenticator-steps-panel';
import { GAuthStepScreen } from './gauth-step-screen';
import { ManualKey } from './manual-key';
import { SignedInAs } from './signed-in-as';
import { enrolmentQuery } from './two-factor-api';
import { secretOf } from './two-factor-codes';

export const QR_SIZE = 256;

function QrBox({
  uri,
  loading,
  failed,
  onRetry,
}: {
  uri: string | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="grid min-h-[17.5rem] w-full place-items-center rounded-2xl border border-line bg-white p-3 shadow-card">
        {uri ? (
          <QRCodeSVG
            value={uri}
            size={QR_SIZE}
            level="L"
            title={t('twoFa.qrAlt')}
            role="img"
            aria-label={t('twoFa.qrAlt')}
          />
        ) : loading ? (
          <p className="flex items-center gap-3 text-[15px] text-ink-muted" role="status">
            <span
              className="size-5 animate-spin rounded-full border-2 border-brand-600 border-r-transparent"
              aria-hidden="true"
            />
            {t('twoFa.qrLoading')}
          </p>
        ) : failed ? (
          <div className="flex flex-col items-center gap-3 px-4 text-center">
            <p className="flex items-center gap-2 text-[15px] font-medium text-danger-700" role="alert">
              <AlertIcon className="shrink-0" />
              {t('twoFa.qrFailed')}
            </p>
            <Button look="bordered" width="auto" onClick={onRetry}>
              {t('twoFa.retry')}
            </Button>
          </div>
        ) : null}
      </div>
      {uri ? (
        // Setting up on this very phone: the authenticator app opens otpauth:// links itself.
        <p className="flex flex-col items-center text-center sm:hidden">
          <span className="text-sm text-ink-muted">{t('twoFa.samePhone')}</span>
          <a
            href={uri}
            className="inline-flex min-h-11 items-center gap-2 px-2 text-base font-semibold text-brand-800 underline decoration-brand-300 decoration-2 underline-offset-4"
          >
            <SmartphoneIcon width={18} height={18} />
            {t('twoFa.openApp')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function EnableTwoFactorScreen() {
  const t = useT();
  const user = useSession();
  const query = useQuery(enrolmentQuery(Number(user.id)));
  const refused =
    isApiError(query.error) && query.error.status_code === 401 && query.error.message === MSG.notPermitted;
  if (refused) return <GAuthStepScreen notice="alreadyEnabled" />;

  const uri = query.data;
  const secret = uri ? secretOf(uri) : '';

  return (
    <PreLoginLayout wide title={t('twoFa.enableTitle')} description={t('twoFa.enableDescription')}>
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-x-10">
        <QrBox uri={uri} loading={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
        <AuthenticatorStepsPanel className="lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start" />
        {secret ? <ManualKey secret={secret} /> : null}
        {uri ? (
          <ButtonLink to="/verify-enable-2fa-otp">{t('twoFa.continue')}</ButtonLink>
        ) : (
          <Button disabled>{t('twoFa.continue')}</Button>
        )}
      </div>
      <SignedInAs />
    </PreLoginLayout>
  );
}
