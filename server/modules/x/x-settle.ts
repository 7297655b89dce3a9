/**
 * Settling a post whose outcome was lost (UNKNOWN): is it among the account's own posts? X answers
 * a post's text as it shows it: `&`, `<` and `>` escaped as HTML entities, and a t.co link to the
 * photos appended. Our texts are unique per institution, meal and day, so the same text once
 * normalised is the same post. Not found within the grace period, the post waits; after it, the
 * caller posts again.
 */
import type { AppContext } from '../../context.ts';
import type { XClient } from './x-client.ts';
import type { ClaimedPublication } from './x-publications.repository.ts';
import { PUBLISH_STORE, type PublishStore } from './x-publish-store.ts';
import type { UsableAccount } from './x-tokens.ts';

/** What settling needs of a publishing turn (x-publish-step.ts's StepDeps has it and more). */
export interface SettleDeps {
  ctx: AppContext;
  client: XClient;
  owner: string;
  /** How long X may take to list a post among the account's own. */
  graceMs: number;
  /** The database and the tokens (PUBLISH_STORE unless a test passes its own). */
  store?: PublishStore;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function normalisedText(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/https:\/\/t\.co\/\w+/g, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

export const samePostText = (listed: string, ours: string): boolean => normalisedText(listed) === normalisedText(ours);

/** Reads the account's own posts for this one: answers true when it was settled (found or waiting). */
export async function settleUnknown(
  deps: SettleDeps,
  pub: ClaimedPublication,
  account: UsableAccount,
  text: string,
): Promise<boolean> {
  const { ctx, owner } = deps;
  const { updateClaimed } = deps.store ?? PUBLISH_STORE;
  const started = pub.attempt_started_at ?? pub.updated_at;
  const posts = await deps.client.ownPostsSince(
    account.accessToken,
    account.xUserId,
    new Date(started.getTime() - deps.graceMs),
  );
  const found = posts.find((p) => samePostText(p.text, text));
  const now = ctx.clock.now();
  if (found) {
    await updateClaimed(
      ctx.db,
      pub.post_id,
      owner,
      {
        status: 'PUBLISHED',
        tweet_id: found.id,
        published_at: found.createdAt ? new Date(found.createdAt) : now,
        last_error: null,
      },
      now,
    );
    return true;
  }
  const graceEnds = started.getTime() + deps.graceMs;
  if (now.getTime() < graceEnds) {
    await updateClaimed(ctx.db, pub.post_id, owner, { status: 'UNKNOWN', next_attempt_at: new Date(graceEnds) }, now);
    return true;
  }
  return false;
}
