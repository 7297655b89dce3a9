/**
 * The fake X API's posting side: a real JPEG uploaded in two chunks and posted, upload and post
 * refusals, duplicate text, a user's posts listed with start_time and pagination, and the
 * rate-limit headers and 429s of the user window and the app's 24-hour allowance.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../../scripts/fake-x/fake-x-server.ts';
import { api, certDir, jpeg, post, signIn, upload } from '../support/fake-x.ts';

let fake: FakeX;
let clock = Date.parse('2025-06-02T08:00:00Z');
let alice: string;
let bob: string;
beforeAll(async () => {
  fake = await startFakeX({ certDir, now: () => clock });
  alice = (await signIn(fake, 'hostel_alice')).access_token;
  bob = (await signIn(fake, 'hostel_bob')).access_token;
});
afterAll(() => fake.close());

const initialize = (access: string, body: unknown) =>
  api(fake, access, '/2/media/upload/initialize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('fake X: media and posts', () => {
  it('takes a JPEG in two chunks, posts it, serves it and lists it on the page', async () => {
    const bytes = await jpeg();
    const { id, finalized } = await upload(fake, alice, bytes, 2);
    expect(finalized.status).toBe(200);
    expect(await finalized.json()).toEqual({
      data: { id, media_key: `3_${id}`, size: bytes.length, expires_after_secs: 86400 },
    });
    const answer = await post(fake, alice, 'Breakfast: idli, sambar 🍛', [id]);
    expect(answer.status).toBe(201);
    const { data } = await answer.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      text: 'Breakfast: idli, sambar 🍛',
      edit_history_tweet_ids: [data.id],
    });
    expect(fake.state().posts.at(-1)).toMatchObject({ id: data.id, username: 'hostel_alice', media_ids: [id] });
    const photo = await fetch(`${fake.url}/media/${id}`);
    expect(Buffer.from(await photo.arrayBuffer()).equals(bytes)).toBe(true);
    const page = await (await fetch(`${fake.url}/`)).text();
    expect(page).toContain('@hostel_alice');
    expect(page).toContain(`<img src="/media/${id}"`);
  });

  it('takes a WebP, as the server stores a re-encoded photo', async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } })
      .webp()
      .toBuffer();
    const { id, finalized } = await upload(fake, alice, bytes, 1, 'image/webp');
    expect(finalized.status).toBe(200);
    expect((await post(fake, alice, 'Dinner with a WebP photo', [id])).status).toBe(201);
  });

  it('refuses big or non-image uploads, bytes that are no image, and media that is not yours', async () => {
    const problem = { title: 'Invalid Request', type: 'https://api.twitter.com/2/problems/invalid-request' };
    const big = await initialize(alice, { media_type: 'image/jpeg', total_bytes: 5 * 1024 * 1024 + 1 });
    expect([big.status, await big.json()]).toEqual([400, expect.objectContaining(problem)]);
    expect((await initialize(alice, { media_type: 'image/gif', total_bytes: 10 })).status).toBe(400);
    const { finalized } = await upload(fake, alice, Buffer.from('not a picture at all'), 2);
    expect(finalized.status).toBe(400);
    const { id } = await upload(fake, alice, await jpeg(40, 40), 1);
    expect((await post(fake, bob, 'Lunch with a borrowed photo', [id])).status).toBe(400);
    clock += 86_400_000;
    alice = (await signIn(fake, 'hostel_alice')).access_token;
    bob = (await signIn(fake, 'hostel_bob')).access_token;
    expect((await post(fake, alice, 'Lunch with a stale photo', [id])).status).toBe(400);
  });

  it('refuses empty, over-long and duplicate text, and more than four photos', async () => {
    expect((await post(fake, alice, '')).status).toBe(400);
    expect((await post(fake, alice, 'x'.repeat(281))).status).toBe(400);
    expect((await post(fake, alice, 'ಅ'.repeat(280))).status).toBe(201);
    const five = Array.from({ length: 5 }, (_, n) => String(n + 1));
    expect((await post(fake, alice, 'Five photos', five)).status).toBe(400);
    const again = await post(fake, alice, 'ಅ'.repeat(280));
    expect([again.status, await again.json()]).toEqual([
      403,
      {
        detail: 'You are not allowed to create a Tweet with duplicate content.',
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
      },
    ]);
    expect((await post(fake, bob, 'ಅ'.repeat(280))).status).toBe(201);
  });
});

describe('fake X: a user’s posts', () => {
  it('lists newest first from start_time, pages with next_token, and says when there is none', async () => {
    const carol = (await signIn(fake, 'hostel_carol')).access_token;
    const carolId = fake.state().users.find((user) => user.username === 'hostel_carol')!.id;
    const start = new Date(clock + 60_000).toISOString();
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      clock += 60_000;
      expect((await post(fake, carol, `Dinner ${n}`)).status).toBe(201);
    }
    const path = `/2/users/${carolId}/tweets?tweet.fields=created_at&max_results=5&start_time=${start}`;
    const first = await (await api(fake, alice, path)).json();
    expect(first.data.map((p: { text: string }) => p.text)).toEqual([
      'Dinner 7',
      'Dinner 6',
      'Dinner 5',
      'Dinner 4',
      'Dinner 3',
    ]);
    expect(first.data[0]).toEqual({
      id: first.meta.newest_id,
      text: 'Dinner 7',
      created_at: new Date(clock).toISOString(),
      edit_history_tweet_ids: [first.meta.newest_id],
    });
    expect(first.meta).toMatchObject({ result_count: 5, oldest_id: first.data[4].id, next_token: expect.any(String) });
    const second = await (await api(fake, carol, `${path}&pagination_token=${first.meta.next_token}`)).json();
    expect(second.data.map((p: { text: string }) => p.text)).toEqual(['Dinner 2', 'Dinner 1']);
    expect(second.meta).not.toHaveProperty('next_token');
    const later = new Date(clock + 1000).toISOString();
    expect(await (await api(fake, carol, `/2/users/${carolId}/tweets?start_time=${later}`)).json()).toEqual({
      meta: { result_count: 0 },
    });
    expect((await api(fake, carol, `/2/users/${carolId}/tweets?max_results=4`)).status).toBe(400);
  });
});

describe('fake X: rate limits', () => {
  it('tells the user window and the app allowance, and answers 429 past them', async () => {
    const limited = await startFakeX({ certDir, now: () => clock, userPostsPer15Min: 3, appDailyLimit: 5 });
    try {
      const dave = (await signIn(limited, 'hostel_dave')).access_token;
      const eve = (await signIn(limited, 'hostel_eve')).access_token;
      const me = await api(limited, dave, '/2/users/me');
      expect(me.headers.get('x-rate-limit-limit')).toBe('900');
      expect(me.headers.get('x-rate-limit-remaining')).toBe('899');
      expect(me.headers.get('x-rate-limit-reset')).toBe(String(Math.floor(clock / 1000) + 900));
      expect(me.headers.get('x-app-limit-24hour-limit')).toBeNull();

      const statuses = [];
      for (const n of [1, 2, 3, 4]) statuses.push((await post(limited, dave, `Snack ${n}`)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const over = await post(limited, dave, 'Snack 5');
      expect(await over.json()).toEqual({
        title: 'Too Many Requests',
        detail: 'Too Many Requests',
        type: 'about:blank',
        status: 429,
      });
      expect(Object.fromEntries([...over.headers].filter(([name]) => name.includes('limit')))).toEqual({
        'x-rate-limit-limit': '3',
        'x-rate-limit-remaining': '0',
        'x-rate-limit-reset': String(Math.floor(clock / 1000) + 900),
        'x-app-limit-24hour-limit': '5',
        'x-app-limit-24hour-remaining': '2',
        'x-app-limit-24hour-reset': String(Math.floor(clock / 1000) + 86400),
      });

      expect((await post(limited, eve, 'Tea 1')).headers.get('x-app-limit-24hour-remaining')).toBe('1');
      expect((await post(limited, eve, 'Tea 2')).headers.get('x-app-limit-24hour-remaining')).toBe('0');
      const app = await post(limited, eve, 'Tea 3');
      expect([app.status, app.headers.get('x-app-limit-24hour-remaining')]).toEqual([429, '0']);
      expect(app.headers.get('x-rate-limit-remaining')).toBe('0');
      clock += 15 * 60_000;
      const later = await post(limited, dave, 'Snack 6');
      expect([later.status, later.headers.get('x-rate-limit-remaining')]).toEqual([429, '2']);
      expect(limited.state()).toMatchObject({ answers429: 4, counts: { 'POST /2/tweets': 9 } });
    } finally {
      await limited.close();
    }
  });
});
