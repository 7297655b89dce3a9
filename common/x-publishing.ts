/**
 * Publishing to X, the public social audit (docs/spec-notes.md, 'Publishing to X'): the states an institution's X
 * account and a post's publication go through, shared by the server (which moves them), the answers (which show them)
 * and the PWA (which words them). Plain TypeScript: the warden's screens load it.
 */

/** An institution's X account: never connected (or disconnected), usable, or refused by X. */
export const X_ACCOUNT_STATUSES = ['NOT_CONNECTED', 'CONNECTED', 'NEEDS_RECONNECT'] as const;
export type XAccountStatus = (typeof X_ACCOUNT_STATUSES)[number];

/**
 * A post on its way to X. QUEUED waits its turn; PUBLISHING is written before `POST /2/tweets` is
 * sent; UNKNOWN means that call's outcome was lost and is being reconciled from the account's own
 * posts; RETRYING waits after a failure that is safe to repeat; NEEDS_RECONNECT waits for the
 * account; GAVE_UP ended without a post (x/retry brings it back); NOT_CONNECTED: the institution
 * had no X account when the post arrived.
 */
export const X_POST_STATUSES = [
  'NOT_CONNECTED',
  'QUEUED',
  'PUBLISHING',
  'PUBLISHED',
  'RETRYING',
  'UNKNOWN',
  'NEEDS_RECONNECT',
  'GAVE_UP',
] as const;
export type XPostStatus = (typeof X_POST_STATUSES)[number];

/** What X's OAuth 2.0 grant must cover: read and write posts, read the user, upload media, refresh. */
export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'] as const;

/** A post not on X within this long after its meal's late-until time gives up (x/retry brings it back). */
export const X_GIVE_UP_AFTER_MS = 6 * 60 * 60 * 1000;

/** The hashtag every post carries, so the audit is searchable in one place. */
export const X_HASHTAG = '#SocialAudit_SWDMeals';

/** X's own address of a post: `https://x.com/{username}/status/{tweet_id}`. */
export const xPostUrl = (username: string, tweetId: string): string =>
  `https://x.com/${encodeURIComponent(username)}/status/${encodeURIComponent(tweetId)}`;
