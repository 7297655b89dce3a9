/**
 * "Queues resume", as the kill -9 run (chaos-run.ts) waits for it after its last restart: read
 * through the API the wardens use (their own lists, so it works the same on PGlite, whose database
 * the running server holds alone), every post must reach PUBLISHED on X and every photo must have
 * its list rendition (a pending one shows the full photo as low_res). Polled every second until a
 * deadline, never a fixed sleep; the final SQL checks (chaos-checks.ts) then confirm it.
 */
import type { ChaosWarden } from './chaos-clients.ts';

interface ListedPost {
  x: { status: string };
  image: { image_url: { full: { high_res: string; low_res: string } } }[];
}

/** What is still open: posts not yet on X and photos without a rendition, over every warden's list. */
async function openWork(
  base: string,
  wardens: ChaosWarden[],
): Promise<{ posts: number; open: number; renditions: number }> {
  let posts = 0;
  let open = 0;
  let renditions = 0;
  for (const w of wardens) {
    const res = await fetch(`${base}/api/v1/tweet/warden?page=1&size=100`, {
      headers: { authorization: `Bearer ${w.token}` },
    });
    if (res.status !== 200) throw new Error(`tweet/warden answered ${res.status}`);
    const items = ((await res.json()) as { data: { items: ListedPost[] } }).data.items;
    posts += items.length;
    open += items.filter((p) => p.x.status !== 'PUBLISHED').length;
    renditions += items
      .flatMap((p) => p.image)
      .filter((i) => i.image_url.full.low_res === i.image_url.full.high_res).length;
  }
  return { posts, open, renditions };
}

/**
 * Every post on X, and no photo left without a rendition, or the same few left for QUIET_MS (longer
 * than a rendition's 60 s lease and the queue's 5 s poll): those were given up, which the final SQL
 * check tells apart (rendition_attempts) from a queue that stopped.
 */
const QUIET_MS = 90_000;

export async function drained(base: string, wardens: ChaosWarden[], deadlineMs: number) {
  const start = Date.now();
  const end = start + deadlineMs;
  const seconds = () => (Date.now() - start) / 1000;
  let renditions = -1;
  let since = start;
  for (;;) {
    const left = await openWork(base, wardens);
    if (left.renditions !== renditions) [renditions, since] = [left.renditions, Date.now()];
    if (left.open === 0 && (left.renditions === 0 || Date.now() - since > QUIET_MS))
      return { ok: true, left: '', seconds: seconds() };
    if (Date.now() > end)
      return {
        ok: false,
        seconds: seconds(),
        left: `${left.open} of ${left.posts} posts not on X, ${left.renditions} photos without a rendition`,
      };
    await new Promise((r) => setTimeout(r, 1000));
  }
}
