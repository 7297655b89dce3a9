/**
 * POST /2/tweets: the fake's posting endpoint, with X's limits (user 15-minute window, app
 * 24-hour allowance), duplicate-content 403, and the posting faults, checked in the order X's own
 * answers suggest: usage cap, then rate windows, then the request itself.
 */
import { duplicate, invalidRequest, parseJson, readBody, tooMany, usageCapped } from './answers.ts';
import type { Ctx } from './context.ts';
import { appHeaders, take, userHeaders } from './limits.ts';

const MAX_CHARS = 280;
const MAX_MEDIA = 4;

/** The post's text and media ids, or the problem to answer 400 with. */
function readPost(ctx: Ctx, body: unknown): { text: string; mediaIds: string[] } | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object.';
  const { text, media } = body as { text?: unknown; media?: unknown };
  if (typeof text !== 'string' || text.trim() === '') return 'text must be a non-empty string.';
  if ([...text].length > MAX_CHARS) return `text is longer than ${MAX_CHARS} characters.`;
  if (media === undefined) return { text, mediaIds: [] };
  const ids = (media as { media_ids?: unknown } | null)?.media_ids;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && /^\d{1,19}$/.test(id))) {
    return 'media.media_ids must be a list of numeric strings.';
  }
  if (ids.length > MAX_MEDIA) return `media.media_ids may hold at most ${MAX_MEDIA} ids.`;
  for (const id of ids as string[]) {
    const found = ctx.world.content.liveMedia(id, ctx.user!.id);
    if (!found?.data) return `Media id ${id} is not a finalized, unexpired upload of yours.`;
  }
  return { text, mediaIds: ids as string[] };
}

export async function createPost(ctx: Ctx): Promise<void> {
  const { world, user } = ctx;
  const body = await readBody(ctx.req);
  const userWindow = world.limits.userWindow(user!.id, ctx.endpoint);
  const appWindow = world.limits.appWindow();
  ctx.headers = { ...userHeaders(userWindow), ...appHeaders(appWindow) };

  if (world.faults.current.usageCapped) return ctx.json(429, usageCapped);
  const rateUntil = world.faults.until('rateLimit');
  if (rateUntil !== undefined) {
    return ctx.json(429, tooMany, userHeaders(userWindow, { remaining: 0, resetAt: rateUntil }));
  }
  const appUntil = world.faults.until('appQuota');
  if (appUntil !== undefined) {
    return ctx.json(429, tooMany, appHeaders(appWindow, { remaining: 0, resetAt: appUntil }));
  }
  if (!take(userWindow)) return ctx.json(429, tooMany, userHeaders(userWindow));
  ctx.headers = { ...ctx.headers, ...userHeaders(userWindow) };
  if (!take(appWindow)) return ctx.json(429, tooMany, appHeaders(appWindow));
  ctx.headers = { ...ctx.headers, ...appHeaders(appWindow) };

  if (world.faults.spend('duplicate403')) return ctx.json(403, duplicate);
  const post = readPost(ctx, parseJson(body.toString('utf8')));
  if (typeof post === 'string') return ctx.json(400, invalidRequest(post));
  if (world.content.hasText(user!.id, post.text)) return ctx.json(403, duplicate);
  const stored = world.content.addPost(user!.id, post.text, post.mediaIds);
  if (world.faults.spend('acceptThenDrop')) {
    ctx.req.socket.destroy();
    return;
  }
  if (world.faults.spend('holdAfterAccept')) return;
  ctx.json(201, { data: { id: stored.id, text: stored.text, edit_history_tweet_ids: [stored.id] } });
}
