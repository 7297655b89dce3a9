/**
 * The public log from outside (docs/log.md): an accepted post is in a signed checkpoint after the
 * sequencer runs; the checkpoint verifies with /log/key, the receipt's inclusion proof with the
 * checkpoint's root, and the tiles served are those appendToTree builds from the entries; the
 * entry names the photo's SHA-256 as served and no personal data; the post's answer carries its
 * receipt, null until a checkpoint covers it; and the receipt of an unknown post is a 404.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '@server/lib/clock.ts';
import { LOG_MSG } from '@common/log-messages.ts';
import { canonicalJson } from '@common/tlog/canonical-json.ts';
import { MSG } from '@common/messages.ts';
import { fromBase64, leafHash, utf8 } from '@common/tlog/hash.ts';
import { verifyInclusion } from '@common/tlog/merkle.ts';
import { openNote, verifierFromKey } from '@common/tlog/note.ts';
import { parseCheckpoint } from '@common/tlog/checkpoint.ts';
import { amendEntry } from '@server/modules/public-log/log-entry.ts';
import { json, makeTestApp, signIn, type TestApp } from '../support/test-app.ts';
import { jpeg, lastLunchtime, tweetBody, upload } from '../support/posting.ts';
import { checkpointOf, logged, openCheckpoint, proofOf } from '../support/public-log.ts';

const clock = new FakeClock(lastLunchtime().getTime());
let t: TestApp;
let token: string;
let orgs: number[];

/** A lunch post of the warden's institution, each on the next day (one lunch per day and institution). */
const post = async (orgId: number) => {
  clock.advance(24 * 60 * 60 * 1000);
  token = (await signIn(t, 'warden@example.org')).access_token;
  const image = json(await upload(t, token, await jpeg(320, 240, { r: 10, g: orgId % 250, b: 90 }))).data.id as number;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tweet',
    headers: { authorization: `Bearer ${token}` },
    payload: tweetBody(orgId, image, { captured_at: clock.now().toISOString() }),
  });
  expect(res.statusCode).toBe(201);
  return json(res).data as { id: number; images: { image_1: { image_url: { full: { high_res: string } } } } };
};
const readPost = async (id: number) =>
  json(
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/tweet/auth/tweet/${id}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  ).data as { log: { index: number; integrated_at: string } | null };

beforeAll(async () => {
  t = await makeTestApp({ clock, env: { LOG_BATCH_MS: '20' } });
  token = (await signIn(t, 'warden@example.org')).access_token;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/organization/warden',
    headers: { authorization: `Bearer ${token}` },
  });
  orgs = (json(res).data.items as { id: number }[]).map((o) => o.id);
}, 60_000);
afterAll(() => t?.close());

describe('a post in the public log', () => {
  it('is in a signed checkpoint after the sequencer runs, with a proof that verifies', async () => {
    const made = await post(orgs[0]!);
    const proof = await logged(t, made.id);
    const key = (await t.app.inject({ method: 'GET', url: '/log/key' })).body.trim();
    const { text } = openNote(proof.checkpoint, [verifierFromKey(key)]);
    const cp = parseCheckpoint(text);
    expect(cp.origin).toBe(`${new URL(t.app.ctx.config.publicUrl).host}/log`);
    const leaf = leafHash(utf8(proof.entry));
    expect(verifyInclusion(leaf, proof.index, cp.size, proof.proof.map(fromBase64), cp.root)).toBe(true);
    // The same checkpoint is what /log/checkpoint answers (or a later one), and it verifies too.
    expect((await openCheckpoint(t)).size).toBeGreaterThanOrEqual(cp.size);
    // A proof against a changed entry fails.
    expect(
      verifyInclusion(leafHash(utf8(proof.entry + ' ')), proof.index, cp.size, proof.proof.map(fromBase64), cp.root),
    ).toBe(false);
    expect((await readPost(made.id)).log).toEqual({ index: proof.index, integrated_at: expect.any(String) });
  });

  it("names the photo's SHA-256 as served, and no personal data", async () => {
    const made = await post(orgs[0]!);
    const proof = await logged(t, made.id);
    const entry = JSON.parse(proof.entry) as Record<string, unknown>;
    const served = await t.app.inject({ method: 'GET', url: made.images.image_1.image_url.full.high_res });
    expect(served.statusCode).toBe(200);
    expect(entry).toMatchObject({
      v: 1,
      kind: 'post',
      post_id: made.id,
      meal: 'LUNCH',
      photos: { image_1: crypto.createHash('sha256').update(served.rawPayload).digest('hex') },
    });
    const warden = await t.app.ctx.db
      .selectFrom('accounts')
      .selectAll()
      .where('email_id', '=', 'warden@example.org')
      .executeTakeFirstOrThrow();
    for (const personal of [warden.first_name, warden.last_name, warden.email_id, warden.phone_number, 'Lunch: rice'])
      expect(proof.entry).not.toContain(personal);
    expect(Object.keys(entry).sort()).toEqual(
      [
        'captured_at',
        'clock_suspect',
        'day',
        'faces',
        'kind',
        'meal',
        'no_faces_confirmed',
        'organization_id',
        'photos',
        'post_id',
        'received_at',
        'status',
        'v',
      ].sort(),
    );
  });

  it('answers 404 for an unknown post and for one no checkpoint covers yet; then the receipt', async () => {
    const unknown = await proofOf(t, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ status: false, status_code: 404, message: MSG.notFound });
    const sequencer = t.app.ctx.publicLog.sequencer!;
    await sequencer.close();
    try {
      const made = await post(orgs[0]!);
      const waiting = await proofOf(t, made.id);
      expect(waiting.statusCode).toBe(404);
      expect(json(waiting).message).toBe(LOG_MSG.notLogged);
      expect((await readPost(made.id)).log).toBeNull();
      expect(await sequencer.runOnce()).toBe(true);
      expect((await proofOf(t, made.id)).statusCode).toBe(200);
      expect((await readPost(made.id)).log?.index).toBe(json(await proofOf(t, made.id)).data.index);
    } finally {
      sequencer.start();
    }
  });

  it('gets an amendment when the post is deleted', async () => {
    const made = await post(orgs[0]!);
    const first = await logged(t, made.id);
    await t.app.ctx.db.deleteFrom('posts').where('id', '=', made.id).execute();
    const amend = await t.app.ctx.db
      .selectFrom('log_entries')
      .selectAll()
      .where('post_id', '=', made.id)
      .where('kind', '=', 'amend')
      .executeTakeFirstOrThrow();
    // The trigger writes exactly the bytes amendEntry makes (canonical JSON), at the deletion's time.
    const at = new Date((JSON.parse(amend.body) as { at: string }).at);
    expect(amend.body).toBe(amendEntry(made.id, 'deleted', at));
    // It is sequenced after the post's own entry; the entry itself is never rewritten.
    await expect
      .poll(async () => (await checkpointOf(t)).size, { timeout: 10_000, interval: 20 })
      .toBeGreaterThan(first.index + 1);
    const after = await t.app.ctx.db
      .selectFrom('log_entries')
      .select(['idx', 'body'])
      .where('post_id', '=', made.id)
      .orderBy('idx')
      .execute();
    expect(after.map((e) => e.body)).toEqual([first.entry, amend.body]);
    expect(after[1]!.idx).toBeGreaterThan(first.index);
  });

  it('gets amendments when a holiday is declared over its day and revoked', async () => {
    const made = await post(orgs[0]!);
    const first = await logged(t, made.id);
    const day = (JSON.parse(first.entry) as { day: string }).day;
    const db = t.app.ctx.db;
    const holiday = await db
      .insertInto('holidays')
      .values({ organization_id: orgs[0]!, from_date: day, to_date: day, reason: 'Test', declared_at: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    clock.advance(60_000);
    await db
      .updateTable('holidays')
      .set({ revoked_at: clock.now(), revoke_reason: 'Test' })
      .where('id', '=', holiday.id)
      .execute();
    const amends = await db
      .selectFrom('log_entries')
      .select('body')
      .where('post_id', '=', made.id)
      .where('kind', '=', 'amend')
      .orderBy('id')
      .execute();
    expect(amends.map((a) => JSON.parse(a.body) as unknown)).toEqual([
      {
        v: 1,
        kind: 'amend',
        post_id: made.id,
        reason: 'holiday_declared',
        holiday_id: holiday.id,
        at: expect.any(String),
      },
      {
        v: 1,
        kind: 'amend',
        post_id: made.id,
        reason: 'holiday_revoked',
        holiday_id: holiday.id,
        at: clock.now().toISOString(),
      },
    ]);
    // Written as canonicalJson writes them, so anyone rebuilding an amendment gets the same bytes.
    for (const a of amends) expect(canonicalJson(JSON.parse(a.body))).toBe(a.body);
  });
});
