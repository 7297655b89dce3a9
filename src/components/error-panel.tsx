/**
 * What a screen shows when its data could not be loaded: what failed, the reason (the server's
 * message or 'No internet connection…', translated), and a retry button. Used instead of a toast
 * for queries, because the panel stays where the data would be until the warden retries.
 */
import { useT } from '@/i18n';
import { Button } from './button';
import { AlertIcon } from './icons';

export interface ErrorPanelProps {
  title: string;
  /** The English reason (server message, network failure); translated here. */
  reason?: string | undefined;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
  className?: string;
}

export function ErrorPanel({ title, reason, onRetry, retrying = false, className = '' }: ErrorPanelProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-2 rounded-card border border-danger-600/25 bg-white px-6 py-10 text-center ${className}`}
    >
      <div className="mb-1 grid size-12 place-items-center rounded-full bg-danger-50 text-danger-700">
        <AlertIcon width={24} height={24} />
      </div>
      <p className="text-[17px] font-semibold text-ink">{title}</p>
      {reason ? <p className="max-w-md text-[15px] leading-relaxed text-ink-muted">{t.text(reason)}</p> : null}
      {onRetry ? (
        <Button width="auto" className="mt-3" busy={retrying} onClick={onRetry}>
          {t('list.retry')}
        </Button>
      ) : null}
    </div>
  );
}
