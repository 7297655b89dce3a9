/**
 * GET /2/users/me and GET /2/users/:id/tweets: who the token belongs to, and a user's posts newest
 * first with X's filters (start_time, end_time, since_id) and pagination (max_results, next_token).
 */
import { invalidRequest } from './answers.ts';
import type { Ctx } from './context.ts';

const ID = /^\d{1,19}$/;

export function me(ctx: Ctx): void {
  const { id, name, username } = ctx.user!;
  ctx.json(200, { data: { id, name, username } });
}

function time(value: string | null, name: string): number | string | undefined {
  if (value === null) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? `${name} must be an ISO 8601 time such as 2024-01-31T12:00:00Z.` : ms;
}

export function userPosts(ctx: Ctx): void {
  const q = ctx.url.searchParams;
  const id = ctx.params.id!;
  if (!ID.test(id)) return ctx.json(400, invalidRequest('id must be a numeric string.'));
  const max = q.get('max_results') ?? '10';
  if (!/^\d+$/.test(max) || Number(max) < 5 || Number(max) > 100) {
    return ctx.json(400, invalidRequest('max_results must be a number from 5 to 100.'));
  }
  const start = time(q.get('start_time'), 'start_time');
  const end = time(q.get('end_time'), 'end_time');
  if (typeof start === 'string' || typeof end === 'string')
    return ctx.json(400, invalidRequest((start || end) as string));
  const sinceId = q.get('since_id');
  if (sinceId !== null && !ID.test(sinceId)) return ctx.json(400, invalidRequest('since_id must be a numeric string.'));
  const token = q.get('pagination_token');
  const before = token === null ? null : Buffer.from(token, 'base64url').toString('utf8');
  if (before !== null && !ID.test(before)) return ctx.json(400, invalidRequest('pagination_token is not valid.'));

  const { accounts, content } = ctx.world;
  if (!accounts.userById(id)) {
    const detail = `Could not find user with id: [${id}].`;
    const type = 'https://api.twitter.com/2/problems/resource-not-found';
    const error = { value: id, detail, title: 'Not Found Error', resource_type: 'user', parameter: 'id', type };
    return ctx.json(200, { errors: [{ ...error, resource_id: id }] });
  }
  const matching = content.posts
    .filter((post) => post.userId === id)
    .filter((post) => start === undefined || post.createdAt >= start)
    .filter((post) => end === undefined || post.createdAt < end)
    .filter((post) => sinceId === null || BigInt(post.id) > BigInt(sinceId))
    .filter((post) => before === null || BigInt(post.id) < BigInt(before))
    .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
  const page = matching.slice(0, Number(max));
  if (page.length === 0) return ctx.json(200, { meta: { result_count: 0 } });

  const fields = (q.get('tweet.fields') ?? '').split(',');
  const data = page.map((post) => ({
    id: post.id,
    text: post.text,
    ...(fields.includes('created_at') ? { created_at: new Date(post.createdAt).toISOString() } : {}),
    ...(fields.includes('attachments') && post.mediaIds.length
      ? { attachments: { media_keys: post.mediaIds.map((mediaId) => `3_${mediaId}`) } }
      : {}),
    edit_history_tweet_ids: [post.id],
  }));
  const meta: Record<string, unknown> = {
    result_count: page.length,
    newest_id: page[0]!.id,
    oldest_id: page[page.length - 1]!.id,
  };
  if (matching.length > page.length) meta.next_token = Buffer.from(page[page.length - 1]!.id).toString('base64url');
  ctx.json(200, { data, meta });
}
