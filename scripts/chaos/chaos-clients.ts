/**
 * The clients of `npm run chaos` (chaos.ts), what the kill -9 runs drive: each client plays a few
 * wardens in turn and posts every meal of the last three days for their institutions, each a minute
 * after it opened, and today's only once they have opened (a photo
 * uploaded with an Idempotency-Key, then POST tweet with a client_id; the server judges the day
 * from captured_at up to 72 h back, so each institution has nine distinct posts), and now and then
 * declares a holiday ahead. A request with no answer (the server was killed under it, or is down)
 * is "unknown": the client waits until the server is back and sends the same request again, same
 * key and client_id, until it is answered. The ledger keeps what each client was told.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { DEFAULT_SLOTS, istDate, istInstant, slotFor } from '@common/schedule.ts';
import { mealPhoto } from '../bench/meal-photo.ts';

export interface ChaosWarden {
  token: string;
  org: number;
}
interface Told {
  /** At least one attempt went unanswered. */
  unknown: boolean;
  /** Answered 2xx (or, for a holiday retried after no answer, the overlap 409: it is there). */
  accepted: boolean;
}
export interface Ledger {
  posts: Map<string, Told & { org: number; day: string; meal: string }>;
  uploads: Map<string, Told & { id?: number }>;
  holidays: (Told & { org: number; from: string })[];
  errors: string[];
}
/** The server as the clients see it: its address, and a wait while it is down. */
export interface Link {
  base: string;
  whenUp(): Promise<void>;
}

const MEALS = ['BREAKFAST', 'LUNCH', 'DINNER'] as const;
const DAY_MS = 86_400_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const newLedger = (): Ledger => ({ posts: new Map(), uploads: new Map(), holidays: [], errors: [] });

/** One request, sent again after every failure to answer; `fresh` builds its body anew each time. */
async function send(link: Link, told: Told, path: string, token: string, fresh: () => RequestInit) {
  for (;;) {
    try {
      const init = fresh();
      const res = await fetch(`${link.base}/api/v1/${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      if (res.status !== 502 && res.status !== 503) return { status: res.status, text };
    } catch {
      // No answer: the request may or may not have been carried out.
    }
    told.unknown = true;
    await sleep(100);
    await link.whenUp();
  }
}

export interface ClientOptions {
  link: Link;
  wardens: ChaosWarden[];
  photos: { bytes: Buffer; type: string; name: string }[];
  ledger: Ledger;
  stopped(): boolean;
  /** 0..1, the client's seeded random numbers. */
  random(): number;
}

/** One client's loop: every meal of three days for each of its wardens, until stopped or done. */
export async function runClient(o: ClientOptions): Promise<void> {
  const { link, ledger } = o;
  const holidaysOf = new Map<number, number>();
  const now = Date.now();
  let n = 0;
  for (const back of [0, 1, 2])
    for (const meal of MEALS)
      for (const w of o.wardens) {
        if (o.stopped()) return;
        if (o.random() < 0.15) await declareHoliday(w);
        // A minute after the meal opened that day; today's meals that have not opened yet are skipped
        // (the server refuses a post before its meal opens).
        const day = istDate(new Date(now - back * DAY_MS));
        const capturedAt = istInstant(day, slotFor(DEFAULT_SLOTS, meal).opens + 1);
        if (capturedAt.getTime() > now - 60_000) continue;
        const photo = o.photos[n++ % o.photos.length]!;
        const key = crypto.randomUUID();
        const upload: Told & { id?: number } = { unknown: false, accepted: false };
        ledger.uploads.set(key, upload);
        const media = await send(link, upload, 'media', w.token, () => {
          const form = new FormData();
          form.append('media_owner', 'OWNER');
          form.append('media', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
          return { method: 'POST', headers: { 'idempotency-key': key }, body: form };
        });
        if (media.status >= 300) {
          ledger.errors.push(`POST media answered ${media.status}: ${media.text.slice(0, 160)}`);
          continue;
        }
        upload.accepted = true;
        upload.id = (JSON.parse(media.text) as { data: { id: number } }).data.id;
        const clientId = crypto.randomUUID();
        const post = { unknown: false, accepted: false, org: w.org, day: istDate(capturedAt), meal };
        ledger.posts.set(clientId, post);
        const body = JSON.stringify({
          organization_id: w.org,
          content: `Chaos run: ${meal.toLowerCase()} of ${post.day}, rice, sambar and curd`,
          image_1: upload.id,
          meal,
          client_id: clientId,
          captured_at: capturedAt.toISOString(),
        });
        const answer = await send(link, post, 'tweet', w.token, () => ({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }));
        if (answer.status < 300) post.accepted = true;
        else ledger.errors.push(`POST tweet answered ${answer.status}: ${answer.text.slice(0, 160)}`);
      }

  async function declareHoliday(w: ChaosWarden): Promise<void> {
    const k = holidaysOf.get(w.org) ?? 0;
    holidaysOf.set(w.org, k + 1);
    const from = istDate(new Date(now + (1 + 2 * k) * DAY_MS));
    const holiday = { unknown: false, accepted: false, org: w.org, from };
    ledger.holidays.push(holiday);
    const answer = await send(link, holiday, `organization/${w.org}/holidays`, w.token, () => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from, to: from, reason: `Chaos holiday ${k + 1}` }),
    }));
    // After no answer, the overlap 409 says the first attempt was carried out.
    if (answer.status < 300 || (answer.status === 409 && holiday.unknown)) holiday.accepted = true;
    else ledger.errors.push(`POST holidays answered ${answer.status}: ${answer.text.slice(0, 160)}`);
  }
}

/** The photos the clients send in turn: two phone JPEGs (kept as sent) and a PNG (re-encoded to WebP). */
export async function chaosPhotos() {
  const jpegs = await Promise.all([1, 2].map(mealPhoto));
  const png = await sharp(jpegs[0]).resize(1000).png().toBuffer();
  return [
    { bytes: jpegs[0]!, type: 'image/jpeg', name: 'meal.jpg' },
    { bytes: png, type: 'image/png', name: 'meal.png' },
    { bytes: jpegs[1]!, type: 'image/jpeg', name: 'meal.jpg' },
  ];
}
