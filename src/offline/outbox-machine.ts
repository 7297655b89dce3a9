/**
 * The outbox's state machine as pure functions: each takes a post and answers the next version of
 * it, or throws OutboxTransitionError when the move is not allowed. The repository applies them
 * inside IndexedDB transactions; the sender decides which one to apply. Keeping the rules here,
 * free of I/O, makes every transition and every crash point testable (excalidraw's data/ style).
 */
import type { LogReceipt } from '@common/contract/answers/public-log';
import type { CreateTweetInput } from '@common/tweet-schema';
import type { NewPost, OutboxPhoto, OutboxPost, PhotoSlot, PostState, SendError, ServerVerdict } from './outbox-types';

/**
 * Allowed moves. 'sent' is final; 'failed' and 'draft' go back to the queue after an edit;
 * 'signin' goes back to the queue when the same account signs in again.
 */
const MOVES: Record<PostState, readonly PostState[]> = {
  draft: ['queued'],
  queued: ['sending', 'draft'],
  sending: ['queued', 'sent', 'failed', 'signin'],
  failed: ['queued', 'draft'],
  sent: [],
  signin: ['queued'],
};

export const BACKOFF_FIRST_MS = 5_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

export class OutboxTransitionError extends Error {
  constructor(from: PostState, to: PostState, clientId: string) {
    super(`Outbox post ${clientId} cannot move from ${from} to ${to}`);
    this.name = 'OutboxTransitionError';
  }
}

export function canMove(from: PostState, to: PostState): boolean {
  return MOVES[from].includes(to);
}

function move(post: OutboxPost, to: PostState, now: number, patch: Partial<OutboxPost> = {}): OutboxPost {
  if (!canMove(post.state, to)) throw new OutboxTransitionError(post.state, to, post.client_id);
  return { ...post, ...patch, state: to, updated_at: now };
}

/** A new post, queued to go at once (or kept as a draft). */
export function createPost(input: NewPost, now: number, state: 'queued' | 'draft' = 'queued'): OutboxPost {
  return {
    ...input,
    photos: [...input.photos].sort((a, b) => a.slot - b.slot),
    state,
    attempts: 0,
    next_try_at: 0,
    last_error: null,
    last_status: null,
    uploaded: {},
    result: null,
    created_at: now,
    updated_at: now,
    sent_at: null,
  };
}

/** Wait before attempt n+1 after n failures: 5 s, doubling, at most 5 minutes; attempts never run out. */
export function backoffMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(attempts - 1, 30));
}

export function isDue(post: OutboxPost, now: number): boolean {
  return post.state === 'queued' && post.next_try_at <= now;
}

/** queued → sending: a drainer takes the post. */
export function claim(post: OutboxPost, now: number): OutboxPost {
  return move(post, 'sending', now);
}

/** Records one finished upload at once, so a crash after it never uploads that photo again. */
export function recordUpload(post: OutboxPost, slot: PhotoSlot, mediaId: number, now: number): OutboxPost {
  if (post.state !== 'sending') throw new OutboxTransitionError(post.state, 'sending', post.client_id);
  return { ...post, uploaded: { ...post.uploaded, [slot]: mediaId }, updated_at: now };
}

export function markSent(post: OutboxPost, verdict: ServerVerdict, now: number): OutboxPost {
  return move(post, 'sent', now, { result: verdict, sent_at: now, last_error: null, last_status: null });
}

/** A transient failure (offline, 5xx, 408, 429): back in the queue after the backoff. */
export function retryLater(post: OutboxPost, error: SendError, now: number): OutboxPost {
  const attempts = post.attempts + 1;
  return move(post, 'queued', now, {
    attempts,
    next_try_at: now + backoffMs(attempts),
    last_error: error.message,
    last_status: error.status,
  });
}

/** A refusal for good (another 4xx): kept with the server's message for the warden to act on. */
export function markFailed(post: OutboxPost, error: SendError, now: number): OutboxPost {
  return move(post, 'failed', now, {
    attempts: post.attempts + 1,
    last_error: error.message,
    last_status: error.status,
  });
}

/** A 401 whose refresh was refused: waits, untouched, for the same account's next sign-in. */
export function waitForSignIn(post: OutboxPost, error: SendError, now: number): OutboxPost {
  return move(post, 'signin', now, { last_error: error.message, last_status: error.status });
}

/** The account signed in again: its waiting posts go back to the queue, due at once. */
export function resumeSignedIn(post: OutboxPost, now: number): OutboxPost {
  return move(post, 'queued', now, { next_try_at: 0 });
}

/** The warden corrected a failed (or draft) post's text: queued again, due at once. */
export function edit(post: OutboxPost, content: string, now: number): OutboxPost {
  if (post.state !== 'failed' && post.state !== 'draft')
    throw new OutboxTransitionError(post.state, 'queued', post.client_id);
  return move(post, 'queued', now, { content, next_try_at: 0 });
}

/** A post left 'sending' by a closed tab or a crash goes back to the queue, due at once. */
export function release(post: OutboxPost, now: number): OutboxPost {
  return move(post, 'queued', now, { next_try_at: 0 });
}

/** 'Send now' or an edited post: queued again and due at once (uploaded photos stay recorded). */
export function requeue(post: OutboxPost, now: number): OutboxPost {
  if (post.state === 'queued') return { ...post, next_try_at: 0, updated_at: now };
  return move(post, 'queued', now, { next_try_at: 0 });
}

/** A sent post's entry in the public log, once the server has logged it; other rows are left as they are. */
export function recordLog(post: OutboxPost, log: LogReceipt, now: number): OutboxPost {
  if (post.state !== 'sent' || !post.result) return post;
  return { ...post, result: { ...post.result, log }, updated_at: now };
}

/** A receipt still waiting for its log entry, sent before `sentBefore` (the server logs within a minute). */
export const awaitsLog = (post: OutboxPost, sentBefore: number): boolean =>
  post.state === 'sent' && !!post.result && !post.result.log && post.sent_at !== null && post.sent_at < sentBefore;

/** Sent posts stay this long as receipts; then the phone forgets them (the server keeps them). */
export const RECEIPT_DAYS = 30;

export function receiptExpired(post: OutboxPost, now: number): boolean {
  return post.state === 'sent' && post.sent_at !== null && now - post.sent_at > RECEIPT_DAYS * 86_400_000;
}

/** Photos still to upload, in slot order. */
export function pendingPhotos(post: OutboxPost): OutboxPhoto[] {
  return post.photos.filter((photo) => post.uploaded[photo.slot] === undefined);
}

/** The `POST tweet` body once every photo has its media id. */
export function tweetBody(post: OutboxPost): CreateTweetInput {
  const media = (slot: PhotoSlot): number | null => post.uploaded[slot] ?? null;
  const first = media(1);
  if (first === null || pendingPhotos(post).length > 0)
    throw new Error(`Outbox post ${post.client_id} still has photos to upload`);
  const faces = post.photos.flatMap((photo) => (photo.faces ? [{ slot: photo.slot, ...photo.faces }] : []));
  const sources = post.photos.flatMap((photo) =>
    photo.source ? [{ slot: photo.slot, source: photo.source, file_time: photo.file_time ?? null }] : [],
  );
  return {
    organization_id: post.organization_id,
    content: post.content,
    image_1: first,
    image_2: media(2),
    image_3: media(3),
    image_4: media(4),
    meal: post.meal,
    client_id: post.client_id,
    captured_at: post.captured_at,
    exif_taken_at: post.exif_taken_at,
    latitude: post.latitude,
    longitude: post.longitude,
    ...(faces.length > 0 ? { faces } : {}),
    // Rows saved before photos said how they came in send no sources (the server reads none).
    ...(sources.length > 0 ? { photo_sources: sources } : {}),
    // Rows saved before the question existed have no answer and send none (the server reads false).
    ...(post.no_faces_confirmed ? { no_faces_confirmed: true } : {}),
  };
}
