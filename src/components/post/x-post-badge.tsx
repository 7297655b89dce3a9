/**
 * Where a post stands on its way to X, in a word, for lists (docs/spec-notes.md, 'Publishing to X'): published posts
 * link to the post on x.com so anyone checking the audit can open it; every other state is a small pill coloured by
 * whether it will go out by itself (waiting), needs someone (reconnect, gave up), or never will (the institution had
 * no X account).
 */
import type { XPostStatus } from '@common/x-publishing';
import type { XPublication } from '@common/contract/answers/x';
import { useT } from '@/i18n';

const TONE: Record<XPostStatus, string> = {
  NOT_CONNECTED: 'bg-page text-ink-muted ring-line',
  QUEUED: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  PUBLISHING: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  RETRYING: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  UNKNOWN: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  PUBLISHED: 'bg-ink text-white ring-ink',
  NEEDS_RECONNECT: 'bg-warn-50 text-warn-600 ring-warn-600/25',
  GAVE_UP: 'bg-danger-50 text-danger-700 ring-danger-600/25',
};

const PILL =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-[13px] font-semibold whitespace-nowrap ring-1 ring-inset';

/** X's letter mark, drawn small beside the word. */
export function XMark({ size = 12 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill="currentColor">
      <path d="M17.8 2.5h3.3l-7.2 8.2 8.5 10.8h-6.6l-5.2-6.6-5.9 6.6H1.4l7.7-8.8L1 2.5h6.8l4.7 6.1 5.3-6.1zm-1.2 17h1.8L7.1 4.4H5.1l11.5 15.1z" />
    </svg>
  );
}

export function XPostBadge({ x }: { x: XPublication }) {
  const t = useT();
  const word = t(`x.post.${x.status}`);
  if (x.status === 'PUBLISHED' && x.url)
    return (
      <a
        href={x.url}
        target="_blank"
        rel="noopener noreferrer"
        title={t('x.post.viewOf')}
        data-x-status={x.status}
        className={`${PILL} ${TONE.PUBLISHED} hover:bg-ink/85 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400`}
      >
        <XMark />
        {word}
        <span className="sr-only"> ({t('x.post.viewOf')})</span>
      </a>
    );
  return (
    <span data-x-status={x.status} className={`${PILL} ${TONE[x.status]}`}>
      <XMark />
      {word}
    </span>
  );
}
