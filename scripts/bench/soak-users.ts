/**
 * The soak's users (soak.ts): one request with its timing and verdict, a warden's loop (upload a
 * small JPEG, post a meal, read their home and list; whose and which meal is the caller's) and a browser's loop (a DD's or an admin's
 * pages in turn), each with 1–3 s of thinking between requests, until the deadline or a stop.
 * Expected answers: 200 for reads, 201 for uploads, 201 for a post or, where the caller allows it,
 * the duplicate-meal 409 (counted apart); anything else, or no answer within 30 s, is an error.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Meal } from '@common/schedule.ts';
import { TWEET_MSG } from '@common/tweet-messages.ts';
import type { Tally } from './soak-report.ts';

/** One turn of a warden's loop: whose session posts which meal of which institution, captured when. */
export interface WardenTurn {
  token: string;
  org: number;
  meal: Meal;
  capturedAt: () => Date;
}
type Answer = { status: number; body: { data?: { id?: number; items?: { id: number }[] } } } | null;

export async function soakUsers(opts: { base: string; tally: Tally; stopped: () => boolean; deadline: () => number }) {
  const { tally } = opts;
  const done = () => opts.stopped() || performance.now() >= opts.deadline();
  const photos = await Promise.all(
    [0, 1, 2, 3].map((k) =>
      sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 200 - 30 * k, g: 120, b: 40 + 30 * k } },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
  const think = () => new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000));

  /** One request; `expect` lists the statuses that are not errors. Answers the JSON body or null. */
  async function call(
    name: string,
    token: string,
    path: string,
    expect: number[] = [200],
    init: RequestInit = {},
  ): Promise<Answer> {
    const start = performance.now();
    try {
      const res = await fetch(`${opts.base}/api/v1/${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      const ms = performance.now() - start;
      // Only the duplicate-meal 409 is expected (not a reused client_id or a holiday).
      const unexpected =
        !expect.includes(res.status) || (res.status === 409 && !text.includes(TWEET_MSG.duplicateMeal));
      if (unexpected) {
        tally.error(name, String(res.status), ms);
        if (tally.errorCount <= 5) console.error(`soak: ${name} answered ${res.status}: ${text.slice(0, 200)}`);
        return null;
      }
      tally.ok(name === 'POST tweet' && res.status === 409 ? 'POST tweet (409 meal taken)' : name, ms);
      return { status: res.status, body: text ? JSON.parse(text) : {} };
    } catch (error) {
      tally.error(name, error instanceof Error ? error.name : 'error', performance.now() - start);
      return null;
    }
  }

  /**
   * A warden's loop: upload a photo, post it, read their home and list. Each turn asks `turn` for
   * the session, institution, meal and Submit time of its post (soak.ts: one session, a random meal
   * of today; soak-fresh.ts: the next free meal of the sessions the user plays), and `postExpect`
   * lists the post's expected statuses. No turn left is an error and ends the loop.
   */
  async function warden(turn: () => WardenTurn | undefined, postExpect: number[]): Promise<void> {
    for (let k = 0; !done(); k++) {
      const next = turn();
      if (!next) return tally.error('POST tweet', 'no free meal left', 0);
      const form = new FormData();
      form.append('media_owner', 'OWNER');
      form.append('media', new Blob([new Uint8Array(photos[k % 4]!)], { type: 'image/jpeg' }), 'meal.jpg');
      const media = await call('POST media', next.token, 'media', [201], {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: form,
      });
      await think();
      const id = media?.body.data?.id;
      if (id !== undefined && performance.now() < opts.deadline())
        await call('POST tweet', next.token, 'tweet', postExpect, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            organization_id: next.org,
            content: 'Rice, sambar, palya and curd',
            image_1: id,
            meal: next.meal,
            client_id: crypto.randomUUID(),
            captured_at: next.capturedAt().toISOString(),
          }),
        });
      for (const path of ['stat/warden-home', 'tweet/warden?page=1']) {
        if (done()) return;
        await think();
        await call(`GET ${path}`, next.token, path);
      }
      await think();
    }
  }

  async function browser(token: string, paths: string[]): Promise<void> {
    while (!done()) {
      for (const path of paths) {
        if (done()) return;
        await call(`GET ${path}`, token, path);
        await think();
      }
    }
  }

  return { call, warden, browser, think };
}
