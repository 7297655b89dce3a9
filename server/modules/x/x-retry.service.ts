/**
 * `POST tweet/{id}/x/retry`: a post X gave up on goes back in the queue with six fresh hours. Only
 * GAVE_UP posts: one waiting for a reconnect goes out on its own after the new sign-in, and any
 * other state is already on its way.
 */
import { MSG } from '@common/messages.ts';
import { X_GIVE_UP_AFTER_MS } from '@common/x-publishing.ts';
import { X_MSG } from '@common/x-messages.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { organizationById } from '../organizations/organizations.repository.ts';
import { reachableOrganization } from '../../access/scope.ts';
import { postRowById } from '../tweets/tweets.repository.ts';
import { requeueGaveUp } from './x-publications.repository.ts';

export async function retryOnX(ctx: AppContext, user: AuthUser, postId: number) {
  const post = await postRowById(ctx.db, postId);
  if (!post) throw errors.notFound(MSG.notFound);
  await reachableOrganization(ctx, user, 'x.retry', await organizationById(ctx.db, post.organization_id));
  const now = ctx.clock.now();
  const done = await requeueGaveUp(ctx.db, postId, now, new Date(now.getTime() + X_GIVE_UP_AFTER_MS));
  if (Number(done.numUpdatedRows) === 0) throw errors.conflict(X_MSG.notGaveUp);
  ctx.x?.poke();
  return { id: postId, status: 'QUEUED' as const };
}
