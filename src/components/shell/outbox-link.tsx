/**
 * The header's way to the outbox: a tray button with a badge counting the posts not yet on the
 * server (hidden at zero), and an accessible name that says the count ('Outbox: 2 not sent').
 * It also keeps the warden's lists fresh: when the outbox sends a post, their queries refetch.
 */
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n';
import { useInvalidateOnSent, useUnsentCount } from '@/offline/use-outbox';

function TrayIcon() {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z" />
    </svg>
  );
}

export function OutboxLink() {
  const t = useT();
  const count = useUnsentCount();
  useInvalidateOnSent();
  return (
    <Link
      to="/dashboard/outbox"
      aria-label={count ? t('outbox.linkCount', { count: String(count) }) : t('outbox.link')}
      className="relative grid size-12 shrink-0 place-items-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white data-[status=active]:bg-white/15"
    >
      <TrayIcon />
      {count ? (
        <span
          className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-warn-600 px-1 text-xs font-bold text-white tabular-nums ring-2 ring-brand-800"
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
