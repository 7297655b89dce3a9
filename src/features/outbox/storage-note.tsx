/**
 * The foot of the outbox screen: how much the app stores on the phone against what the browser
 * allows (navigator.storage.estimate), and a warning when the browser refused persistent storage
 * (the outbox asked at the first queued post), since the phone may then clear saved posts when
 * space runs very low.
 */
import { useEffect, useState } from 'react';
import { useT } from '@/i18n';
import { AlertIcon } from '@/components/icons';
import { formatBytes, persistAnswer, storageEstimate, type StorageEstimate } from '@/offline/storage-status';

export function StorageNote() {
  const t = useT();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  const refused = persistAnswer() === 'refused';
  useEffect(() => {
    let live = true;
    void storageEstimate().then((next) => live && setEstimate(next));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="flex flex-col gap-3">
      {refused ? (
        <p
          role="status"
          className="flex items-start gap-2.5 rounded-2xl border border-warn-600/25 bg-warn-50 px-4 py-3 text-[15px] leading-relaxed text-ink"
        >
          <AlertIcon className="mt-0.5 shrink-0 text-warn-600" />
          {t('outbox.persistRefused')}
        </p>
      ) : null}
      {estimate && estimate.quota > 0 ? (
        <p className="text-sm text-ink-muted">
          {t('outbox.storage', { usage: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })}
        </p>
      ) : null}
    </div>
  );
}
