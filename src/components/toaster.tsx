/**
 * Renders the toast queue at the bottom centre, above the phone's gesture bar. Errors are
 * announced assertively, the rest politely; only the newest three are on screen so a burst of
 * messages never covers the form the warden is filling.
 */
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type ToastKind } from '@/toast/toast-store';
import { useT } from '@/i18n';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

const VISIBLE = 3;

const STYLE: Record<ToastKind, string> = {
  error: 'bg-danger-700 text-white',
  success: 'bg-brand-800 text-white',
  info: 'bg-ink text-white',
};

const ICON: Record<ToastKind, typeof AlertIcon> = {
  error: AlertIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
};

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const t = useT();
  const visible = toasts.slice(-VISIBLE);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 px-3 pb-[max(1rem,env(safe-area-inset-bottom))]"
      aria-live="polite"
    >
      {visible.map((item) => {
        const Icon = ICON[item.kind];
        return (
          <div
            key={item.id}
            role={item.kind === 'error' ? 'alert' : 'status'}
            data-toast={item.kind}
            className={`toast-enter pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl px-4 py-3 shadow-toast ${STYLE[item.kind]}`}
          >
            <Icon className="mt-0.5 shrink-0" />
            <p className="flex-1 text-[15px] leading-snug font-medium">{item.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              className="-my-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-full text-white/80 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
              aria-label={t('common.close')}
            >
              <CloseIcon width={18} height={18} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
