/**
 * A post's way to X on its details page (docs/spec-notes.md, 'Publishing to X'), for the warden, the DD and the
 * console: 'On X' with a link to the post on x.com once published; otherwise where it stands in a sentence (why it
 * waits, or why it never went), what X last answered, and 'Retry on X' for a post X gave up on, shown only to roles
 * the server lets retry (the server checks the institution too).
 */
import { can } from '@common/access';
import type { XPublication } from '@common/contract/answers/x';
import { useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { Button, buttonClass } from '@/components/button';
import { formatPostedOn } from '@/lib/tweet-format';
import { useRetryOnX } from '@/lib/retry-on-x';
import { XMark, XPostBadge } from './x-post-badge';

export function XPostPanel({ postId, x }: { postId: number; x: XPublication }) {
  const t = useT();
  const { role } = useSession();
  const retry = useRetryOnX();
  const published = x.status === 'PUBLISHED';
  const reason = published
    ? t('x.reason.PUBLISHED', { time: x.published_at ? formatPostedOn(x.published_at, t.lang) : '' })
    : t(`x.reason.${x.status}`);
  return (
    <section
      aria-labelledby="x-panel-title"
      className="flex flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="x-panel-title" className="text-lg font-bold text-ink">
          {t('x.post.heading')}
        </h2>
        <XPostBadge x={x} />
      </div>
      <p className="text-base leading-relaxed text-ink">{reason}</p>
      {!published && x.last_error ? (
        <p className="text-[14px] leading-relaxed break-words text-ink-muted">
          {t('x.post.lastError', { error: x.last_error })}
          {x.attempts > 0 ? ` · ${t('x.post.attempts', { count: x.attempts })}` : ''}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {published && x.url ? (
          <a
            href={x.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ look: 'bordered', width: 'auto' })}
          >
            <XMark size={16} />
            {t('x.post.view')}
            <span className="sr-only"> (x.com)</span>
          </a>
        ) : null}
        {x.status === 'GAVE_UP' && can(role, 'x.retry') ? (
          <Button width="auto" busy={retry.isPending} onClick={() => retry.mutate(postId)}>
            {t('x.post.retry')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
