/**
 * Helpers for the fake X API tests: PKCE pairs, the authorize redirect, token requests, signing a
 * user in, a real JPEG from sharp uploaded in chunks, and posts. Everything goes through the
 * global fetch with no custom agent, so each call also proves that the fake's CA is trusted.
 */
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { FakeX } from '../../scripts/fake-x/fake-x-server.ts';

/** The folder vitest.config.ts made the certificates in (and pointed NODE_EXTRA_CA_CERTS at). */
export const certDir = fileURLToPath(new URL('../../.tmp/fake-x-certs', import.meta.url));
export const REDIRECT = 'http://127.0.0.1:5173/x/callback';
export const SCOPE = 'tweet.read tweet.write users.read media.write offline.access';

export interface Tokens {
  token_type: string;
  expires_in: number;
  access_token: string;
  scope: string;
  refresh_token?: string;
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(fake: FakeX, params: Record<string, string>): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'hostel-meals',
    redirect_uri: REDIRECT,
    scope: SCOPE,
    state: 'st-1',
    code_challenge_method: 'S256',
    ...params,
  });
  return `${fake.url}/i/oauth2/authorize?${query}`;
}

/** Approves at once (the fake-only username param) and returns the code and its verifier. */
export async function getCode(fake: FakeX, username: string, params: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const answer = await fetch(authorizeUrl(fake, { code_challenge: challenge, username, ...params }), {
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location')!);
  return { code: location.searchParams.get('code')!, verifier, location };
}

export function basic(id = 'hostel-meals', secret = 'secret') {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

export function tokenRequest(fake: FakeX, fields: Record<string, string>, auth = basic(), json = false) {
  return fetch(`${fake.url}/2/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: auth,
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields),
  });
}

export async function signIn(fake: FakeX, username: string, scope = SCOPE): Promise<Tokens> {
  const { code, verifier } = await getCode(fake, username, { scope });
  const fields = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier };
  const answer = await tokenRequest(fake, fields);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Tokens;
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

export function api(fake: FakeX, access: string, path: string, init: RequestInit = {}) {
  return fetch(`${fake.url}${path}`, { ...init, headers: { ...bearer(access), ...init.headers } });
}

export function jpeg(width = 96, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** initialize, append in `chunks` segments (multipart from FormData), finalize: the media id. */
export async function upload(fake: FakeX, access: string, bytes: Buffer, chunks = 2, type = 'image/jpeg') {
  const init = await api(fake, access, '/2/media/upload/initialize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ media_type: type, total_bytes: bytes.length, media_category: 'tweet_image' }),
  });
  expect(init.status).toBe(200);
  const { id } = ((await init.json()) as { data: { id: string } }).data;
  const size = Math.ceil(bytes.length / chunks);
  for (let index = 0; index < chunks; index++) {
    const form = new FormData();
    form.append('segment_index', String(index));
    form.append('media', new Blob([new Uint8Array(bytes.subarray(index * size, (index + 1) * size))]), 'blob');
    const appended = await api(fake, access, `/2/media/upload/${id}/append`, { method: 'POST', body: form });
    expect(appended.status).toBe(200);
  }
  const finalized = await api(fake, access, `/2/media/upload/${id}/finalize`, { method: 'POST' });
  return { id, finalized };
}

export function post(fake: FakeX, access: string, text: string, mediaIds?: string[]) {
  return api(fake, access, '/2/tweets', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(mediaIds ? { text, media: { media_ids: mediaIds } } : { text }),
  });
}
