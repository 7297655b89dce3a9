/**
 * The offline banner across the whole app (root layout): a slim amber strip at the very top while
 * the browser says it has no network, telling the warden that posting still works and that posts
 * are sent when the network returns. It takes no space when online.
 */
import { useT } from '@/i18n';
import { useOnline } from './use-online';

function CloudOffIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="shrink-0"
    >
      <path d="M2 2l20 20" />
      <path d="M5.8 5.8A7 7 0 0 0 7 19h10a5 5 0 0 0 1.9-.4" />
      <path d="M21.3 16.3A5 5 0 0 0 17 9h-1.3A7 7 0 0 0 9.5 5.2" />
    </svg>
  );
}

export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-warn-600 px-4 py-2 text-center text-[15px] leading-snug font-medium text-white"
    >
      <CloudOffIcon />
      <span>{t('outbox.offlineBanner')}</span>
    </div>
  );
}
