/**
 * The fake's back door for tests and other processes: GET /__fake/state, POST /__fake/faults
 * (merges) and DELETE /__fake/faults (clears), answered to loopback callers only; and the
 * FakeXState snapshot they and startFakeX().state() share.
 */
import { parseJson, readBody } from './answers.ts';
import type { Ctx, World } from './context.ts';
import type { Faults, FakeXState } from './types.ts';

export function snapshot(world: World): FakeXState {
  const { accounts, content } = world;
  const username = (id: string) => accounts.userById(id)?.username ?? '';
  return {
    users: accounts.users.map(({ id, username }) => ({ id, username })),
    posts: content.posts.map((post) => ({
      id: post.id,
      user_id: post.userId,
      username: username(post.userId),
      text: post.text,
      media_ids: [...post.mediaIds],
      created_at: new Date(post.createdAt).toISOString(),
    })),
    media: [...content.media.values()].map((media) => ({
      id: media.id,
      user_id: media.userId,
      bytes: media.data ? media.data.length : [...media.segments.values()].reduce((sum, part) => sum + part.length, 0),
      finalized: media.data !== null,
    })),
    counts: { ...world.counts },
    unauthorized: { ...world.unauthorized },
    refreshes: { ...world.refreshes },
    answers429: world.stats.answers429,
    faults: world.faults.snapshot(),
    clients: [...world.clients],
  };
}

/** Loopback only: the server listens on 127.0.0.1, but a check here keeps it so if that changes. */
function fromLoopback(ctx: Ctx): boolean {
  const address = ctx.req.socket.remoteAddress ?? '';
  if (['127.0.0.1', '::ffff:127.0.0.1', '::1'].includes(address)) return true;
  ctx.json(403, { title: 'Forbidden', type: 'about:blank', status: 403, detail: 'Loopback callers only.' });
  return false;
}

export function getState(ctx: Ctx): void {
  if (fromLoopback(ctx)) ctx.json(200, snapshot(ctx.world));
}

export async function postFaults(ctx: Ctx): Promise<void> {
  const body = parseJson((await readBody(ctx.req)).toString('utf8'));
  if (!fromLoopback(ctx)) return;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return ctx.json(400, { title: 'Bad Request', type: 'about:blank', status: 400, detail: 'Send a JSON object.' });
  }
  try {
    ctx.world.faults.set(body as Partial<Faults>);
  } catch (error) {
    const detail = (error as Error).message;
    return ctx.json(400, { title: 'Bad Request', type: 'about:blank', status: 400, detail });
  }
  ctx.json(200, { faults: ctx.world.faults.snapshot() });
}

export function deleteFaults(ctx: Ctx): void {
  if (!fromLoopback(ctx)) return;
  ctx.world.faults.clear();
  ctx.json(200, { faults: ctx.world.faults.snapshot() });
}
