/**
 * Helpers for the media library's API tests (docs/spec-notes.md, 'The website's content and its review'): an app with
 * an admin, a creator (whose authenticator is enrolled on first sign-in, so their token is signed with the server's
 * own key as sign-in would make it) and a warden; uploads into folders, replacements, folder making, the list's ids,
 * and section versions that name files, written straight into the tables.
 */
import { expect } from 'vitest';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { SECTIONS } from '@common/site/site-sections.ts';
import type { VersionState } from '@common/site/site-review.ts';
import { ROLE } from '@common/roles.ts';
import { signAccessToken } from '@server/lib/tokens.ts';
import { json, makeTestApp, signIn, type TestApp } from './test-app.ts';
import { accountId } from './console.ts';
import { multipart } from './posting.ts';

export const PDF = (n = 0) => Buffer.from(`%PDF-1.4\n% file ${n}\n%%EOF\n`);
export const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]);
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
export const png = (color: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The fields a 422 (or a 409 with field errors) names. */
export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  json(res).data.errors.map((e: { field: string }) => e.field);

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export interface StoredMedia {
  id: number;
  file_url: { full: { high_res: string; low_res: string } };
}

export async function openLibrary() {
  const t: TestApp = await makeTestApp();
  const admin = (await signIn(t, 'admin@example.org')).access_token;
  const warden = (await signIn(t, 'warden@example.org')).access_token;
  const adminId = await accountId(t, 'admin@example.org');
  const creatorId = await accountId(t, 'creator@example.org');
  const creator = await signAccessToken(
    t.app.ctx.keys.jwt,
    { sub: String(creatorId), role: ROLE.CREATOR, is_2fa_enabled: true, is_validated: true, to_be_validated: '2fa' },
    t.app.ctx.clock,
  );

  const api = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload !== undefined ? { payload } : {}),
    });
  const multipartCall = (method: Method, url: string, token: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  /** `POST media` with extra multipart fields (belongs_to_folder). */
  const send = (token: string, bytes: Buffer, fields: Record<string, string> = {}, name = 'photo.jpg') =>
    multipartCall('POST', 'media', token, multipart({ media_owner: 'OWNER', ...fields }, { name, bytes }));
  /** `PUT media/{id}/file`; null sends no file. */
  const put = (id: number, token: string, bytes: Buffer | null, name = 'new.png') =>
    multipartCall('PUT', `media/${id}/file`, token, multipart({}, bytes ? { name, bytes } : null));
  const stored = async (token: string, bytes: Buffer, fields: Record<string, string> = {}, name?: string) => {
    const res = await send(token, bytes, fields, name);
    expect(res.statusCode, res.body).toBe(201);
    return json(res).data as StoredMedia;
  };
  const folder = async (name: string, parent: number | null = null, token = admin) => {
    const res = await api('POST', 'media/folders', token, { name, parent_id: parent });
    expect(res.statusCode, res.body).toBe(201);
    return json(res).data.id as number;
  };
  const list = async (query: string, token = admin) => {
    const res = await api('GET', `media?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data.data as { items: { id: number }[]; total_items: number; total_pages: number };
  };
  const ids = async (query: string, token = admin) => (await list(query, token)).items.map((m) => m.id);

  /** A section version naming the files, straight into the tables (the site's review makes these). */
  async function addVersion(state: VersionState, mediaIds: number[], key = SECTIONS[0]!.key) {
    const db = t.app.ctx.db;
    const last = await db
      .selectFrom('site_versions')
      .select('version')
      .where('section_key', '=', key)
      .orderBy('version', 'desc')
      .executeTakeFirst();
    const now = new Date();
    const row = await db
      .insertInto('site_versions')
      .values({
        section_key: key,
        version: (last?.version ?? 0) + 1,
        items: '[]',
        state,
        author_id: adminId,
        saved_by: adminId,
        restored_from: null,
        created_at: now,
        state_changed_at: now,
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    for (const id of mediaIds)
      await db.insertInto('site_version_media').values({ version_id: row.id, media_id: id }).execute();
    return row;
  }

  return { t, admin, creator, warden, adminId, creatorId, api, send, put, stored, folder, list, ids, addVersion };
}
export type Library = Awaited<ReturnType<typeof openLibrary>>;
