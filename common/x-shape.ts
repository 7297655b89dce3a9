/**
 * How X shows in answers (docs/spec-notes.md, 'Publishing to X'): an institution's account as status, handle and
 * since when; a post's publication as status, X's id and address, attempts, the last error and when it went out.
 * Built from the columns the institution and post queries join in; never a token. A pure rule with
 * no I/O, in common/ so that the institutions' and the posts' answers can show X without importing
 * the X module (docs/architecture.md, 'Layers').
 */
import { xPostUrl, type XAccountStatus, type XPostStatus } from './x-publishing.ts';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function xAccountShape(r: {
  x_status: string | null;
  x_username: string | null;
  x_connected_at: Date | string | null;
}) {
  return {
    status: (r.x_status ?? 'NOT_CONNECTED') as XAccountStatus,
    username: r.x_username,
    connected_at: iso(r.x_connected_at),
  };
}

export function xPostShape(r: {
  x_status: string | null;
  x_tweet_id: string | null;
  x_attempts: number | null;
  x_last_error: string | null;
  x_published_at: Date | string | null;
  x_username: string | null;
}) {
  return {
    status: (r.x_status ?? 'NOT_CONNECTED') as XPostStatus,
    tweet_id: r.x_tweet_id,
    url: r.x_tweet_id && r.x_username ? xPostUrl(r.x_username, r.x_tweet_id) : null,
    attempts: r.x_attempts ?? 0,
    last_error: r.x_last_error,
    published_at: iso(r.x_published_at),
  };
}
