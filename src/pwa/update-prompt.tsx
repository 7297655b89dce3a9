/**
 * The 'A new version is available' bar with its 'Reload' button, shown when a new service worker
 * is waiting. Sits at the top so it never hides the toasts or a form's submit button.
 */
import { useSyncExternalStore } from 'react';
import { useT } from '@/i18n';
import { applyUpdate, dismissUpdate, isUpdateWaiting, subscribeUpdate } from './register-sw';

export function UpdatePrompt() {
  const t = useT();
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, isUpdateWaiting);
  if (!waiting) return null;

  return (
    <div className="fixed inset-x-0 top-0 z-50 flex justify-center px-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
      <div
        role="status"
        className="flex w-full max-w-md items-center gap-3 rounded-2xl bg-ink px-4 py-2.5 text-white shadow-toast"
      >
        <p className="flex-1 text-[15px] font-medium">{t('update.available')}</p>
        <button
          type="button"
          onClick={dismissUpdate}
          className="min-h-11 rounded-xl px-3 text-[15px] font-medium text-white/75 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('update.later')}
        </button>
        <button
          type="button"
          onClick={applyUpdate}
          className="min-h-11 rounded-xl bg-leaf-400 px-4 text-[15px] font-bold text-ink hover:brightness-105 focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('update.reload')}
        </button>
      </div>
    </div>
  );
}
