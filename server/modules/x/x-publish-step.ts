/**
 * One turn of one claimed publication (claimed with a slot of the deployment's pace): settle a lost
 * outcome first, get a usable token, upload the photos (or reuse ids still valid), write
 * PUBLISHING, and only then send `POST /2/tweets`, once. Every failure is turned into the next state by what it
 * means (x-errors.ts); nothing here repeats a post whose outcome is unknown without first reading
 * the account's own recent posts.
 */
import { keyOf } from '../../storage/file-store.ts';
import { XApiError, type XLimits } from './x-errors.ts';
import { postText } from './x-text.ts';
import type { UsableAccount } from './x-tokens.ts';
import type { ClaimedPublication } from './x-publications.repository.ts';
import { PUBLISH_STORE } from './x-publish-store.ts';
import { settleUnknown, type SettleDeps } from './x-settle.ts';

/** How long X may take to show a post in the account's own list before we call it not posted. */
export const RECONCILE_GRACE_MS = 2 * 60 * 1000;
const MEDIA_MARGIN_MS = 10 * 60 * 1000;
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 30 * 60 * 1000;

/** What a turn needs: settling's needs (graceMs is RECONCILE_GRACE_MS in production) and the reports. */
export interface StepDeps extends SettleDeps {
  /** Reports what a failure means for the account or the app (reconnect, waits, pause). */
  onFailure: (error: XApiError, pub: ClaimedPublication) => Promise<void>;
  /** Reads the limits X reported with a post (a spent account or app quota waits before the next). */
  onLimits: (limits: XLimits, pub: ClaimedPublication) => Promise<void>;
}

/** Whether the post may already be on X: it was sent and its answer is missing (or its worker died). */
const outcomeUnknown = (pub: ClaimedPublication) => pub.status === 'UNKNOWN' || pub.status === 'PUBLISHING';

export const retryDelay = (attempts: number) => Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

async function textOf(deps: StepDeps, postId: number): Promise<string> {
  const post = await (deps.store ?? PUBLISH_STORE).postForText(deps.ctx.db, postId);
  if (!post) throw new XApiError('refused', 'the post is gone');
  return postText({
    name: { en: post.en_name, kn: post.kn_name },
    meal: post.meal,
    day: post.day,
    description: post.content,
  });
}

async function mediaIds(deps: StepDeps, pub: ClaimedPublication, account: UsableAccount): Promise<string[]> {
  const now = deps.ctx.clock.now();
  if (pub.media_ids && pub.media_expires_at && pub.media_expires_at.getTime() - now.getTime() > MEDIA_MARGIN_MS)
    return pub.media_ids;
  const store = deps.store ?? PUBLISH_STORE;
  const rows = await store.postPhotos(deps.ctx.db, pub.post_id);
  const order = rows[0] ? [rows[0].image_1, rows[0].image_2, rows[0].image_3, rows[0].image_4] : [];
  const ids: string[] = [];
  let expiresAt = new Date(now.getTime() + 24 * 3600 * 1000);
  for (const mediaId of order) {
    const photo = rows.find((r) => r.id === mediaId);
    if (!photo) continue;
    const bytes = await deps.ctx.files.read(keyOf(photo.high_res_path));
    if (!bytes) throw new Error(`photo ${photo.id} has no file at ${photo.high_res_path}`);
    const uploaded = await deps.client.uploadMedia(account.accessToken, bytes, photo.mime);
    ids.push(uploaded.id);
    if (uploaded.expiresAt < expiresAt) expiresAt = uploaded.expiresAt;
  }
  await store.updateClaimed(
    deps.ctx.db,
    pub.post_id,
    deps.owner,
    { media_ids: JSON.stringify(ids), media_expires_at: expiresAt, lease_until: pub.lease_until },
    now,
  );
  return ids;
}

export async function publishStep(deps: StepDeps, pub: ClaimedPublication): Promise<void> {
  const { ctx, client, owner } = deps;
  const db = ctx.db;
  const { updateClaimed, usableAccount, tokenReplaced } = deps.store ?? PUBLISH_STORE;
  let usedToken: string | null = null;
  try {
    const text = await textOf(deps, pub.post_id);
    const account = await usableAccount(ctx, client, pub.organization_id, owner);
    usedToken = account.accessToken;
    if (outcomeUnknown(pub) && (await settleUnknown(deps, pub, account, text))) return;
    if (ctx.clock.now() > pub.give_up_at) {
      const reason = 'not published within 6 hours of the meal’s late-until time';
      await updateClaimed(
        db,
        pub.post_id,
        owner,
        { status: 'GAVE_UP', last_error: pub.last_error ? `${reason}; last: ${pub.last_error}` : reason },
        ctx.clock.now(),
      );
      return;
    }
    // The deployment's publishing slot came with the claim (claimDue).
    const ids = await mediaIds(deps, pub, account);
    const startedAt = ctx.clock.now();
    await updateClaimed(
      db,
      pub.post_id,
      owner,
      { status: 'PUBLISHING', attempts: pub.attempts + 1, attempt_started_at: startedAt, lease_until: pub.lease_until },
      startedAt,
    );
    try {
      const posted = await client.createPost(account.accessToken, text, ids);
      await updateClaimed(
        db,
        pub.post_id,
        owner,
        { status: 'PUBLISHED', tweet_id: posted.id, published_at: ctx.clock.now(), last_error: null },
        ctx.clock.now(),
      );
      await deps.onLimits(posted.limits, pub);
    } catch (error) {
      const failure = error instanceof XApiError ? error : new XApiError('network', String(error));
      // Sent, answer lost or ambiguous: only the account's own posts can tell.
      if (['network', 'timeout', 'server', 'duplicate'].includes(failure.kind)) {
        await updateClaimed(
          db,
          pub.post_id,
          owner,
          {
            status: 'UNKNOWN',
            next_attempt_at: new Date(
              ctx.clock.now().getTime() + (failure.kind === 'duplicate' ? 0 : deps.graceMs / 4),
            ),
            last_error: failure.message,
          },
          ctx.clock.now(),
        );
        return;
      }
      throw failure;
    }
  } catch (error) {
    const failure =
      error instanceof XApiError
        ? error
        : new XApiError('network', error instanceof Error ? error.message : String(error));
    const now = ctx.clock.now();
    if (failure.status === 401 && (await tokenReplaced(ctx, pub.organization_id, usedToken))) {
      await updateClaimed(
        db,
        pub.post_id,
        owner,
        { status: outcomeUnknown(pub) ? 'UNKNOWN' : 'RETRYING', next_attempt_at: now, last_error: failure.message },
        now,
      );
      return;
    }
    const attempts = pub.attempts + 1;
    const waitUntil =
      failure.resetAt && failure.resetAt > now ? failure.resetAt : new Date(now.getTime() + retryDelay(attempts));
    if (failure.kind === 'refused') {
      // Media X no longer knows (expired, refused) are uploaded again next time.
      await updateClaimed(
        db,
        pub.post_id,
        owner,
        {
          status: 'RETRYING',
          attempts,
          next_attempt_at: waitUntil,
          media_ids: null,
          media_expires_at: null,
          last_error: failure.message,
        },
        now,
      );
    } else if (failure.kind === 'reconnect') {
      // The account waits for a new sign-in (onFailure), and so does this post; one whose outcome
      // was already unknown stays so, to be settled from the account once it is connected again.
      await updateClaimed(
        db,
        pub.post_id,
        owner,
        { status: outcomeUnknown(pub) ? 'UNKNOWN' : 'NEEDS_RECONNECT', last_error: failure.message },
        now,
      );
    } else {
      const status = outcomeUnknown(pub) ? 'UNKNOWN' : 'RETRYING';
      await updateClaimed(
        db,
        pub.post_id,
        owner,
        { status, attempts, next_attempt_at: waitUntil, last_error: failure.message },
        now,
      );
    }
    await deps.onFailure(failure, pub);
  }
}
