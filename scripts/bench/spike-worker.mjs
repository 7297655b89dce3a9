// The phones of bench:spike, on their own thread so they do not share the server's event loop:
// each post is four `POST media` (multipart, a fresh Idempotency-Key each) and one `POST tweet`,
// with at most `concurrency` posts under way. Answers times, completion times and errors.
import crypto from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const { base, slots, tokens, photos, concurrency, runId } = workerData;
const uploadTimes = [];
const tweetTimes = [];
const doneAt = [];
const errors = {};
const fail = (what) => void (errors[what] = (errors[what] ?? 0) + 1);

async function upload(token, bytes, key) {
  const form = new FormData();
  form.append('media_owner', 'OWNER');
  form.append('media', new Blob([bytes], { type: 'image/jpeg' }), 'meal.jpg');
  const start = performance.now();
  const res = await fetch(`${base}/api/v1/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: form,
  });
  const body = await res.json();
  uploadTimes.push(performance.now() - start);
  if (res.status !== 201 || !body.data?.id) {
    fail(`media ${res.status}`);
    return null;
  }
  return body.data.id;
}

async function post(i) {
  const slot = slots[i];
  const token = tokens[slot.email];
  const ids = [];
  for (let k = 0; k < 4; k++) {
    const id = await upload(token, photos[k], `spike-${runId}-${i}-${k}`);
    if (id === null) return;
    ids.push(id);
  }
  const start = performance.now();
  const res = await fetch(`${base}/api/v1/tweet`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      organization_id: slot.org,
      content: 'Rice, sambar, palya and curd',
      image_1: ids[0],
      image_2: ids[1],
      image_3: ids[2],
      image_4: ids[3],
      meal: slot.meal,
      client_id: crypto.randomUUID(),
      captured_at: new Date().toISOString(),
    }),
  });
  await res.arrayBuffer();
  tweetTimes.push(performance.now() - start);
  if (res.status !== 201) return fail(`tweet ${res.status}`);
  doneAt.push(performance.now());
}

let next = 0;
const start = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < slots.length) {
      const i = next++;
      await post(i).catch((error) => fail(error instanceof Error ? error.message : String(error)));
    }
  }),
);
parentPort.postMessage({
  seconds: (performance.now() - start) / 1000,
  uploadTimes,
  tweetTimes,
  doneAt: doneAt.map((t) => t - start),
  errors,
});
