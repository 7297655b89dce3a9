/**
 * The shape of a post waiting on the phone (the outbox row; docs/product.md, 'The outbox').
 * One row carries everything needed to send it later without the screen that made it:
 * fields, stamped photo blobs, the Submit time and the account it belongs to, plus the bookkeeping
 * that lets a crash resume exactly where it stopped (`uploaded`, attempts, next_try_at).
 * Times the outbox itself keeps are epoch milliseconds (indexable); times sent to the server are
 * ISO strings with an offset.
 */
import type { LogReceipt } from '@common/contract/answers/public-log';
import type { Meal } from '@common/schedule';
import type { PhotoSource } from '@common/review-rules';

/**
 * draft: saved but not ready to send (the warden is editing it; used by the outbox screen).
 * queued: waiting for its turn or its next_try_at. sending: a drainer holds it.
 * sent: the server has it (kept as a receipt with the verdict). failed: the server refused it for
 * good (a 4xx other than 401/408/429); kept with the message until the warden edits or deletes it.
 * signin: 'sign in to send': a 401 whose token refresh was refused; it waits for the next sign-in
 * of the same account (never another) and is queued again then. Rows are keyed by client_id and
 * the state index needed no migration for this value (schema version 2 only added indexes).
 */
export const POST_STATES = ['draft', 'queued', 'sending', 'sent', 'failed', 'signin'] as const;
export type PostState = (typeof POST_STATES)[number];

export const PHOTO_SLOTS = [1, 2, 3, 4] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

/** Faces blurred in a photo before it was saved (docs/spec-notes.md, 'Blurring faces on the phone'); sent as `POST tweet`'s `faces`. */
export interface FacesBlurred {
  detected: number;
  hand: number;
  /** The phone's boxes the warden removed; absent on rows saved before they could (sent as none). */
  removed?: number;
  no_people: boolean;
  detector: 'ran' | 'unavailable';
}

export interface OutboxPhoto {
  slot: PhotoSlot;
  /** The stamped, compressed JPEG that will be uploaded. */
  blob: Blob;
  name: string;
  size: number;
  width: number;
  height: number;
  /** When the camera took the original, from its EXIF (ISO with offset), if it said. */
  exif_taken_at: string | null;
  /** Absent on rows saved before faces were blurred. */
  faces?: FacesBlurred;
  /**
   * How it came in: the camera during the post, or the gallery (docs/spec-notes.md, 'How a photo came in'),
   * sent as `POST tweet`'s `photo_sources`; absent on rows saved before, which send none.
   */
  source?: PhotoSource;
  /** The picked file's own date (its lastModified, ISO), or null when the phone gave none. */
  file_time?: string | null;
}

/** What the server answered for the post (the contract's read shape, the fields worth keeping). */
export interface ServerVerdict {
  tweet_id: number;
  tweet_status: string;
  clock_suspect: boolean;
  /** The server's receipt time (its `createdAt`). */
  received_at: string;
  /**
   * Its entry in the public log (docs/log.md, 'Receipts'): null until a signed checkpoint covers it,
   * which comes a few seconds after the answer (use-log-receipts.ts asks again); absent on older rows.
   */
  log?: LogReceipt | null;
}

export interface OutboxPost {
  client_id: string;
  /** The signed-in user's id (session `id`) when Submit was pressed; only they may send it. */
  account_id: string;
  organization_id: number;
  organization_name: { en: string; kn: string };
  meal: Meal;
  content: string;
  /** The phone's clock when Submit was pressed: what the server judges the deadline by. */
  captured_at: string;
  exif_taken_at: string | null;
  latitude: number | null;
  longitude: number | null;
  photos: OutboxPhoto[];
  /**
   * The warden removed photo 4's last blurred area and confirmed no child's face can be seen
   * (docs/spec-notes.md 'Removing a box the phone found'); absent on rows saved before.
   */
  no_faces_confirmed?: boolean;
  state: PostState;
  attempts: number;
  /** Not before this instant (epoch ms); 0 means at once. */
  next_try_at: number;
  last_error: string | null;
  /** HTTP status of the last failure; 0 when no answer came (offline). */
  last_status: number | null;
  /** Server media id per slot, written as soon as each upload succeeds. */
  uploaded: Partial<Record<PhotoSlot, number>>;
  result: ServerVerdict | null;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
}

/** What the composer hands over on Submit. */
export type NewPost = Pick<
  OutboxPost,
  | 'client_id'
  | 'account_id'
  | 'organization_id'
  | 'organization_name'
  | 'meal'
  | 'content'
  | 'captured_at'
  | 'exif_taken_at'
  | 'latitude'
  | 'longitude'
  | 'photos'
  | 'no_faces_confirmed'
>;

/** A failure as the sender reports it to the outbox. */
export interface SendError {
  status: number;
  message: string;
}

/**
 * The last error of a row that cannot be read whole (outbox-export.ts isDamaged): the outbox's own
 * words, not the server's, shown through the catalogue like a server message.
 */
export const DAMAGED_MESSAGE = 'This post could not be read on this phone. Export what is left of it, then delete it.';
