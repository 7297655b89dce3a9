/**
 * GET config tells the PWA where 'watch support videos' goes: HELP_VIDEOS_URL when it is set, null
 * (the link hidden) when not. It is read before sign-in, so it needs no token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, makeTestApp, type TestApp } from '../support/test-app.ts';

const VIDEOS = 'https://videos.example.org/hostel-meals';

describe('GET config: the support videos', () => {
  let plain: TestApp;
  let withVideos: TestApp;
  beforeAll(async () => {
    [plain, withVideos] = await Promise.all([
      makeTestApp({ seed: 'none' }),
      makeTestApp({ seed: 'none', env: { HELP_VIDEOS_URL: VIDEOS } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), withVideos.close()]);
  });

  it('answers null when HELP_VIDEOS_URL is unset', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.help_videos_url).toBeNull();
  });

  it('answers the address when it is set, without a token', async () => {
    const res = await withVideos.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ idle_minutes: 10, help_videos_url: VIDEOS });
  });
});
