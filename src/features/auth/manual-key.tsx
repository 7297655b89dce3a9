/**
 * The authenticator key for typing by hand (when the QR code cannot be scanned, e.g. when setting
 * up on the same phone): shown in groups of four in a large monospace face, with a copy button.
 * The copied text has no spaces; apps accept the key either way.
 */
import { useEffect, useId, useState } from 'react';
import { useT } from '@/i18n';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { CheckIcon, CopyIcon } from '@/components/action-icons';
import { keyGroups } from './two-factor-codes';

const COPIED_MS = 2000;

export function ManualKey({ secret }: { secret: string }) {
  const t = useT();
  const labelId = useId();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const onCopy = async () => {
    if (await copyText(secret)) setCopied(true);
    else toast.error(t('twoFa.copyFailed'));
  };

  return (
    <div role="group" aria-labelledby={labelId} className="rounded-2xl border border-line bg-page p-4">
      <p id={labelId} className="text-[15px] font-semibold text-ink">
        {t('twoFa.manualKeyLabel')}
      </p>
      <code
        className="mt-2 flex flex-wrap gap-x-2.5 gap-y-1 font-mono text-lg font-semibold tracking-wider text-brand-950 select-all"
        translate="no"
      >
        {keyGroups(secret).map((group, i) => (
          <span key={i}>{group}</span>
        ))}
      </code>
      <div className="mt-3">
        <Button look="bordered" width="auto" onClick={() => void onCopy()} aria-live="polite">
          {copied ? <CheckIcon /> : <CopyIcon />}
          {copied ? t('twoFa.copied') : t('twoFa.copyKey')}
        </Button>
      </div>
    </div>
  );
}
