/**
 * One post on the outbox screen: its state as a pill, the institution and meal, the Submit time it
 * will be judged by, attempts and the next try, the server's last error (translated), the photo
 * thumbnails from the phone's own copies, and the actions its state allows (edit a refused post,
 * delete anything not being sent). Sent posts show the server's verdict as a receipt, and their entry in
 * the public log once it is known (docs/log.md, 'Receipts').
 */
import type { MessageId } from '@/i18n';
import { useLang, useT } from '@/i18n';
import { TweetStatusBadge } from '@/components/post/tweet-status-badge';
import { facesBlurredText, formatPostedOn } from '@/lib/tweet-format';
import { titleCase } from '@/photos/stamp-text';
import type { OutboxPhoto, OutboxPost, PostState } from '@/offline/outbox-types';
import { useBlobSrc } from '@/lib/use-blob-src';

const PILL: Record<PostState, string> = {
  draft: 'bg-page text-ink-muted ring-line',
  queued: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  sending: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  sent: 'bg-ok-50 text-ok-600 ring-ok-600/25',
  failed: 'bg-danger-50 text-danger-700 ring-danger-600/25',
  signin: 'bg-warn-50 text-warn-600 ring-warn-600/25',
};

function Thumb({ photo, alt }: { photo: OutboxPhoto; alt: string }) {
  const ref = useBlobSrc(photo.blob);
  return (
    <img
      ref={ref}
      alt={alt}
      width={64}
      height={64}
      className="size-16 rounded-xl bg-page object-cover ring-1 ring-line"
    />
  );
}

/**
 * 'N faces blurred' over the post's photos, 'No faces blurred' when the warden removed every box
 * the phone found (rows saved before face blurring say nothing).
 */
function FacesBlurredLine({ photos }: { photos: OutboxPhoto[] }) {
  const t = useT();
  if (!photos.some((p) => p.faces)) return null;
  const count = photos.reduce((n, p) => n + (p.faces ? p.faces.detected + p.faces.hand : 0), 0);
  const removed = photos.reduce((n, p) => n + (p.faces?.removed ?? 0), 0);
  return (
    <p className="mt-2 text-[14px] text-ink-muted" data-faces={count}>
      {facesBlurredText(t, count, removed)}
    </p>
  );
}

export interface OutboxItemProps {
  post: OutboxPost;
  onEdit: (post: OutboxPost) => void;
  onDelete: (post: OutboxPost) => void;
}

export function OutboxItem({ post, onEdit, onDelete }: OutboxItemProps) {
  const t = useT();
  const [lang] = useLang();
  const meal = t(`compose.meal.${post.meal}` as MessageId);
  const institution = titleCase(
    lang === 'kn' ? post.organization_name.kn || post.organization_name.en : post.organization_name.en,
  );
  const clock = (epoch: number) => formatPostedOn(new Date(epoch).toISOString(), lang);
  // A queued post that has failed before waits for its backoff: say when it is tried next.
  const waiting = post.state === 'queued' && post.attempts > 0 && post.next_try_at > 0;

  return (
    <li
      className="rounded-card border border-line bg-white p-4 shadow-card"
      data-client-id={post.client_id}
      data-state={post.state}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-[17px] leading-snug font-semibold text-ink">{institution}</p>
          <p className="mt-0.5 text-[15px] text-ink-muted">
            {meal} · {t('outbox.submittedAt', { time: formatPostedOn(post.captured_at, lang) })}
          </p>
        </div>
        <span
          className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-[13px] font-semibold whitespace-nowrap ring-1 ring-inset ${PILL[post.state]}`}
        >
          {post.state === 'sending' ? (
            <span className="size-2 animate-pulse rounded-full bg-brand-600" aria-hidden="true" />
          ) : null}
          {t(`outbox.state.${post.state}` as MessageId)}
        </span>
      </div>

      {post.photos.length ? (
        <div className="mt-3 flex gap-2">
          {post.photos.map((photo) => (
            <Thumb key={photo.slot} photo={photo} alt={t('outbox.photoAlt', { slot: String(photo.slot), meal })} />
          ))}
        </div>
      ) : null}
      <FacesBlurredLine photos={post.photos} />

      <p className="mt-3 line-clamp-2 text-[15px] leading-relaxed text-ink">{post.content}</p>

      {post.state === 'sent' && post.result ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-[15px] text-ink-muted">
          <span className="inline-flex items-center gap-2">
            {t('outbox.verdict')}
            <TweetStatusBadge status={post.result.tweet_status} view="warden" />
          </span>
          <span>{t('outbox.receivedAt', { time: formatPostedOn(post.result.received_at, lang) })}</span>
          {post.result.clock_suspect ? <span className="w-full text-warn-600">{t('outbox.clockSuspect')}</span> : null}
          {post.result.log ? <span className="w-full">{t('log.entry', { index: post.result.log.index })}</span> : null}
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-1 text-[15px] text-ink-muted">
          {post.attempts > 0 ? (
            <p>
              {t('outbox.attempts', { count: String(post.attempts) })}
              {waiting ? ` · ${t('outbox.nextTry', { time: clock(post.next_try_at) })}` : ''}
            </p>
          ) : null}
          {post.last_error ? (
            <p className={post.state === 'failed' ? 'font-medium text-danger-700' : ''}>
              {t('outbox.lastError', { message: t.text(post.last_error) })}
            </p>
          ) : null}
        </div>
      )}

      {post.state !== 'sending' ? (
        <div className="mt-4 flex gap-3">
          {post.state === 'failed' || post.state === 'draft' ? (
            <button
              type="button"
              onClick={() => onEdit(post)}
              className="min-h-12 flex-1 rounded-xl border border-brand-600 px-4 text-base font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('outbox.edit')}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => onDelete(post)}
            className="min-h-12 flex-1 rounded-xl border border-danger-600/40 px-4 text-base font-semibold text-danger-700 hover:bg-danger-50"
          >
            {t('outbox.delete')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
