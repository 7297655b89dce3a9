/**
 * An institution's X account in a pill (docs/spec-notes.md, 'Publishing to X'): connected (with the handle X signed
 * in as), needing a new sign-in, or not connected. The console's institution rows and the warden's banner word it the
 * same way.
 */
import type { XAccount } from '@common/contract/answers/x';
import type { XAccountStatus } from '@common/x-publishing';
import { useT } from '@/i18n';

const TONE: Record<XAccountStatus, string> = {
  CONNECTED: 'bg-ok-50 text-ok-600 ring-ok-600/25',
  NEEDS_RECONNECT: 'bg-warn-50 text-warn-600 ring-warn-600/25',
  NOT_CONNECTED: 'bg-page text-ink-muted ring-line',
};

export function XAccountBadge({ x }: { x: XAccount }) {
  const t = useT();
  return (
    <span
      data-x-account={x.status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-[13px] font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[x.status]}`}
    >
      {t(`x.account.${x.status}`)}
      {x.status === 'CONNECTED' && x.username ? <span className="font-normal">@{x.username}</span> : null}
    </span>
  );
}
