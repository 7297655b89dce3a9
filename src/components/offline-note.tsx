/**
 * A quiet line shown while a screen's data waits for the network: TanStack Query pauses fetches
 * while the phone is offline and resumes them on its own when the connection is back, so the
 * warden is told that nothing needs to be done, instead of looking at a dimmed list or a skeleton
 * that never fills.
 */
import { useT } from '@/i18n';
import { InfoIcon } from './icons';

export function OfflineNote({ show, className = '' }: { show: boolean; className?: string }) {
  const t = useT();
  if (!show) return null;
  return (
    <p
      role="status"
      className={`flex items-start gap-2.5 rounded-2xl border border-warn-600/25 bg-warn-50 px-4 py-3 text-[15px] leading-relaxed text-ink ${className}`}
    >
      <InfoIcon className="mt-0.5 shrink-0 text-warn-600" />
      {t('list.offline')}
    </p>
  );
}
