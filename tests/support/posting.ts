/**
 * Helpers for posting tests: real JPEG bytes made with sharp, multipart uploads, tweet bodies, and the demo
 * warden's institution to post for.
 */
import crypto from 'node:crypto';
import { addDays, istDate, istInstant } from '@common/schedule.ts';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/schema.ts';
import type { TestApp } from './test-app.ts';

export async function jpeg(width = 640, height = 480, color = { r: 200, g: 120, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A photo as the phone's composer sends it (1600 px, no metadata): the server keeps it and makes its list rendition later. */
export async function phoneJpeg(shade = 128): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: shade, g: shade, b: shade } } })
    .jpeg({ quality: 72 })
    .toBuffer();
}

export function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer; type?: string } | null) {
  const boundary = `----hm${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="media"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, token: string, bytes: Buffer, opts: { name?: string; key?: string } = {}) {
  const body = multipart({ media_owner: 'OWNER' }, { name: opts.name ?? 'photo.jpg', bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: {
      ...body.headers,
      authorization: `Bearer ${token}`,
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    payload: body.payload,
  });
}

/** A stored file as `GET media/auth/file/{id}` answers it to `token`. */
export async function mediaFile(t: TestApp, token: string, id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/media/auth/file/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return JSON.parse(res.body).data.data as { id: number; image_url: { full: { high_res: string; low_res: string } } };
}

/**
 * The latest 12:00 IST at or before `now`: lunch is open then, so a test that posts lunch passes
 * at whatever hour it runs (before 06:00 IST no meal is open, before 11:30 lunch is not).
 */
export function lastLunchtime(now = Date.now()): Date {
  const today = istDate(now);
  const noon = istInstant(today, 12 * 60);
  return noon.getTime() <= now ? noon : istInstant(addDays(today, -1), 12 * 60);
}

/**
 * How far to move a clock forward so that lunch has opened today: to 12:00 IST when it is earlier
 * than 11:30 IST, else not at all. For browser tests, whose server must agree with the phone on
 * the day (the demo seed fills yesterday's meals, so a post for yesterday would be a duplicate).
 */
export function lunchtimeShiftMs(now = Date.now()): number {
  const today = istDate(now);
  return now < istInstant(today, 11 * 60 + 30).getTime() ? istInstant(today, 12 * 60).getTime() - now : 0;
}

export function tweetBody(orgId: number, imageId: number, overrides: Record<string, unknown> = {}) {
  return {
    organization_id: orgId,
    content: 'Lunch: rice, sambar, curd',
    image_1: imageId,
    meal: 'LUNCH',
    client_id: crypto.randomUUID(),
    captured_at: lastLunchtime().toISOString(),
    ...overrides,
  };
}

/** warden@example.org's first institution in the demo seed, with its place and warden: where tests and benches post. */
export const demoWardenInstitution = (db: Kysely<DB>) =>
  db
    .selectFrom('organizations as o')
    .innerJoin('accounts as a', 'a.id', 'o.warden_id')
    .select(['o.id', 'o.district_id', 'o.taluk_id', 'o.en_name', 'a.id as warden'])
    .where('a.email_id', '=', 'warden@example.org')
    .orderBy('o.id')
    .executeTakeFirstOrThrow();
