/**
 * X API v2 chunked media upload: initialize (JSON), append (multipart segments), finalize (the
 * bytes must add up and really be a JPEG or PNG). Media belong to the uploading user and expire.
 */
import { invalidRequest, parseJson, readBody } from './answers.ts';
import type { Ctx } from './context.ts';
import { imageType, type Media } from './content.ts';
import { seconds } from './limits.ts';
import { boundaryOf, parseMultipart } from './multipart.ts';

const MAX_BYTES = 5 * 1024 * 1024;
// X's initialize takes WebP too (its MediaUploadConfigRequest media types); our server stores re-encoded photos as WebP.
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The caller's live upload named in the path, or undefined after answering 400. */
function ownMedia(ctx: Ctx): Media | undefined {
  const media = ctx.world.content.liveMedia(ctx.params.id!, ctx.user!.id);
  if (!media) ctx.json(400, invalidRequest(`Media id ${ctx.params.id} does not exist or has expired.`));
  return media;
}

export async function initialize(ctx: Ctx): Promise<void> {
  const body = parseJson((await readBody(ctx.req)).toString('utf8')) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return ctx.json(400, invalidRequest('The body must be a JSON object.'));
  const { media_type: type, total_bytes: total, media_category: category } = body;
  if (typeof type !== 'string' || !TYPES.includes(type)) {
    return ctx.json(400, invalidRequest(`media_type must be one of ${TYPES.join(', ')}.`));
  }
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 1 || total > MAX_BYTES) {
    return ctx.json(400, invalidRequest(`total_bytes must be a whole number from 1 to ${MAX_BYTES}.`));
  }
  if (category !== undefined && category !== 'tweet_image') {
    return ctx.json(400, invalidRequest('media_category must be tweet_image.'));
  }
  const media = ctx.world.content.startMedia(ctx.user!.id, type, total);
  const expires = ctx.world.mediaExpiresSeconds;
  ctx.json(200, { data: { id: media.id, media_key: `3_${media.id}`, expires_after_secs: expires } });
}

export async function append(ctx: Ctx): Promise<void> {
  const body = await readBody(ctx.req);
  const media = ownMedia(ctx);
  if (!media) return;
  if (media.data) return ctx.json(400, invalidRequest('This media has already been finalized.'));
  const boundary = boundaryOf(ctx.req.headers['content-type']);
  const parts = boundary ? parseMultipart(body, boundary) : undefined;
  if (!parts) return ctx.json(400, invalidRequest('The body must be multipart/form-data with a boundary.'));
  const index = parts
    .find((part) => part.name === 'segment_index')
    ?.data.toString('utf8')
    .trim();
  const data = parts.find((part) => part.name === 'media')?.data;
  if (!index || !/^\d{1,3}$/.test(index)) return ctx.json(400, invalidRequest('segment_index must be 0 to 999.'));
  if (!data || data.length === 0) return ctx.json(400, invalidRequest('The media part is missing or empty.'));
  media.segments.set(Number(index), Buffer.from(data));
  ctx.json(200, { data: { expires_at: seconds(ctx.world.content.expiresAt(media)) } });
}

export function finalize(ctx: Ctx): void {
  // The body, empty or {}, says nothing: it is drained and ignored.
  ctx.req.resume();
  const media = ownMedia(ctx);
  if (!media) return;
  if (!media.data) {
    const indexes = [...media.segments.keys()].sort((a, b) => a - b);
    if (indexes.some((index, at) => index !== at)) {
      return ctx.json(400, invalidRequest('Segments are missing: segment_index must run 0, 1, 2, …'));
    }
    const data = Buffer.concat(indexes.map((index) => media.segments.get(index)!));
    if (data.length !== media.totalBytes) {
      const message = `The appended segments hold ${data.length} bytes, not total_bytes ${media.totalBytes}.`;
      return ctx.json(400, invalidRequest(message));
    }
    if (!imageType(data)) return ctx.json(400, invalidRequest('The media is not a JPEG, a PNG or a WebP.'));
    media.data = data;
    media.segments.clear();
  }
  const left = seconds(ctx.world.content.expiresAt(media) - ctx.world.now());
  const answer = { id: media.id, media_key: `3_${media.id}`, size: media.totalBytes, expires_after_secs: left };
  ctx.json(200, { data: answer });
}
