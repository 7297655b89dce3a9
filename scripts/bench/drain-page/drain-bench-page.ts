/**
 * Browser half of P7 (scripts/bench/drain-bench.ts): queues posts in the app's real outbox (Dexie,
 * through outbox-app's repository, as Submit does) for the signed-in warden, then presses the
 * outbox's 'Send now' and waits until every post is sent, timing the drain on the page's clock.
 */
import { outboxRepository, sendNow, sendingAccount } from '@/offline/outbox-app';
import type { OutboxPhoto, PhotoSlot } from '@/offline/outbox-types';

interface Config {
  posts: number;
  organizations: { id: number; en: string; kn: string }[];
}

declare global {
  interface Window {
    drainResult?: { ms: number; sent: number; states: Record<string, number>; photoBytes: number } | { error: string };
  }
}

const MEALS = ['BREAKFAST', 'LUNCH', 'DINNER'] as const;

async function main(): Promise<void> {
  const config = (await (await fetch('/bench/config.json')).json()) as Config;
  const photo = await (await fetch('/bench/photo.jpg')).blob();
  const account = sendingAccount();
  if (!account) throw new Error('no signed-in warden in this page');
  const repo = outboxRepository();
  const ids: string[] = [];
  for (let i = 0; i < config.posts; i += 1) {
    const org = config.organizations[Math.floor(i / MEALS.length)]!;
    const photos: OutboxPhoto[] = ([1, 2, 3, 4] as PhotoSlot[]).map((slot) => ({
      slot,
      blob: photo,
      name: `bench ${i} ${slot}.jpg`,
      size: photo.size,
      width: 1600,
      height: 1200,
      exif_taken_at: null,
    }));
    const post = await repo.add({
      client_id: crypto.randomUUID(),
      account_id: account,
      organization_id: org.id,
      organization_name: { en: org.en, kn: org.kn },
      meal: MEALS[i % MEALS.length]!,
      content: `Bench post ${i + 1}: rice, sambar and curd.`,
      captured_at: new Date().toISOString(),
      exif_taken_at: null,
      latitude: null,
      longitude: null,
      photos,
    });
    ids.push(post.client_id);
  }
  const t0 = performance.now();
  await sendNow();
  const deadline = t0 + 5 * 60_000;
  for (;;) {
    const rows = await repo.list(account);
    const states: Record<string, number> = {};
    for (const row of rows) states[row.state] = (states[row.state] ?? 0) + 1;
    const sent = rows.filter((row) => ids.includes(row.client_id) && row.state === 'sent').length;
    if (sent === ids.length || performance.now() > deadline) {
      window.drainResult = { ms: performance.now() - t0, sent, states, photoBytes: photo.size };
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

main().catch((error: unknown) => {
  window.drainResult = { error: String(error) };
});
