/**
 * The ten recovery codes of a new 2FA enrolment, shown once: each lets the user sign in once
 * without the phone. Copy all and 'Download as .txt' help keep them; 'I have saved them —
 * Continue' finishes sign-in. Large monospace codes in two columns, readable on a small phone.
 */
import { useState } from 'react';
import { useT } from '@/i18n';
import { copyText, downloadText } from '@/lib/clipboard';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { CheckIcon, CopyIcon, DownloadIcon, ShieldIcon } from '@/components/action-icons';
import { PreLoginLayout } from '@/components/pre-login-layout';
import type { ValidatedResult } from '@common/contract/answers/auth';
import { recoveryCodesText } from './two-factor-codes';

export const RECOVERY_FILE_NAME = 'hostel-meals-recovery-codes.txt';

export function RecoveryCodesScreen({ result, onContinue }: { result: ValidatedResult; onContinue: () => void }) {
  const t = useT();
  const codes = result.recovery_codes ?? [];
  const [copied, setCopied] = useState(false);
  const fileText = () =>
    recoveryCodesText(t('twoFa.codesFileHeader', { email: result.email_id }), codes, t('twoFa.codesFileNote'));

  const onCopy = async () => {
    if (await copyText(codes.join('\n'))) {
      setCopied(true);
      toast.success(t('twoFa.codesCopied'));
    } else {
      toast.error(t('twoFa.copyFailed'));
    }
  };

  return (
    <PreLoginLayout
      title={t('twoFa.codesTitle')}
      description={t('twoFa.codesDescription')}
      badge={
        <div className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <ShieldIcon width={28} height={28} />
        </div>
      }
    >
      <ol
        aria-label={t('twoFa.codesListLabel', { count: codes.length })}
        className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-page p-3"
        translate="no"
      >
        {codes.map((code, i) => (
          <li
            key={code}
            className="flex items-baseline justify-center gap-1.5 rounded-xl bg-white px-2 py-2.5 whitespace-nowrap shadow-[0_1px_0_rgb(18_34_31/0.06)]"
          >
            <span className="w-4 shrink-0 text-right text-xs font-medium text-ink-soft tabular-nums" aria-hidden="true">
              {i + 1}
            </span>
            <span className="font-mono text-base font-semibold text-ink">{code}</span>
          </li>
        ))}
      </ol>

      <div className="mt-4 flex flex-wrap gap-3">
        <Button look="bordered" onClick={() => void onCopy()} className="flex-1 basis-40 whitespace-nowrap">
          {copied ? <CheckIcon /> : <CopyIcon />}
          {t('twoFa.copyAll')}
        </Button>
        <Button
          look="bordered"
          className="flex-1 basis-40 whitespace-nowrap"
          onClick={() => {
            if (!downloadText(RECOVERY_FILE_NAME, fileText())) toast.error(t('twoFa.downloadFailed'));
          }}
        >
          <DownloadIcon />
          {t('twoFa.download')}
        </Button>
      </div>

      <p className="mt-6 text-[15px] leading-relaxed text-ink-muted">{t('twoFa.codesOnce')}</p>
      <Button className="mt-4" onClick={onContinue}>
        {t('twoFa.codesSaved')}
      </Button>
    </PreLoginLayout>
  );
}
