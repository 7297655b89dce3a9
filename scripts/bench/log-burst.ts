/**
 * P11's server side (docs/benchmarks.md, 'P11: the public log'): posts accepted through the
 * server's own insert path (insertPost with the app's post-insert steps, which write each post's
 * log entry in the post's transaction, then ctx.publicLog.wake() as the posting service does), and
 * the time until a signed checkpoint in the media store covers every entry. The HTTP route, the
 * session and the photo upload are left out: they cost the same with or without the log.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { addDays, istInstant, MEALS } from '@common/schedule.ts';
import { parseCheckpoint } from '@common/tlog/checkpoint.ts';
import { openNote, verifierFromKey } from '@common/tlog/note.ts';
import type { FastifyInstance } from 'fastify';
import { insertPost } from '@server/modules/tweets/tweets.repository.ts';

interface Slot {
  organization_id: number;
  district_id: number;
  warden_id: number;
  day: string;
  meal: (typeof MEALS)[number];
}

/** `count` (institution, day, meal) slots free of posts: days of 2025, before the demo's. */
export async function freeSlots(app: FastifyInstance, count: number, firstDay: string): Promise<Slot[]> {
  const orgs = await app.ctx.db
    .selectFrom('organizations')
    .select(['id', 'district_id', 'warden_id'])
    .where('warden_id', 'is not', null)
    .orderBy('id')
    .execute();
  if (orgs.length === 0) throw new Error('the seed has no institution with a warden');
  const slots: Slot[] = [];
  for (let d = 0; slots.length < count; d += 1) {
    const day = addDays(firstDay, d);
    for (const org of orgs)
      for (const meal of MEALS)
        if (slots.length < count)
          slots.push({ organization_id: org.id, district_id: org.district_id, warden_id: org.warden_id!, day, meal });
  }
  return slots;
}

/** Accepts one post per slot, `parallel` at a time; answers when the last was accepted. */
export async function acceptPosts(app: FastifyInstance, slots: Slot[], parallel = 8): Promise<number> {
  const { ctx } = app;
  const photo = await ctx.db.selectFrom('media').select('id').orderBy('id').executeTakeFirstOrThrow();
  let next = 0;
  let created = 0;
  const worker = async () => {
    while (next < slots.length) {
      const s = slots[next++]!;
      const at = istInstant(s.day, 13 * 60);
      const outcome = await insertPost(
        ctx.db,
        {
          client_id: crypto.randomUUID(),
          ...s,
          content: `Bench ${s.meal} on ${s.day}`,
          image_1: photo.id,
          status: 'POSTED_ON_TIME',
          captured_at: at,
          received_at: at,
          judged_at: at,
          clock_suspect: false,
          no_faces_confirmed: true,
        },
        new Date(at.getTime() + 6 * 3_600_000),
        ctx.postInsertSteps,
      );
      if (outcome.kind !== 'created') throw new Error(`a bench post was refused: ${outcome.kind}`);
      created += 1;
      ctx.publicLog.wake();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return created;
}

/** How many entries the log table holds (every one must end up in a checkpoint). */
export async function entryCount(app: FastifyInstance): Promise<number> {
  const { n } = await app.ctx.db
    .selectFrom('log_entries')
    .select((e) => e.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

let lastNote = '';
let lastSize = 0;

/** The size of the signed checkpoint the store serves (its signature checked with the log's key, once per note). */
export async function servedSize(app: FastifyInstance): Promise<number> {
  const note = (await app.ctx.files.read('log/checkpoint'))?.toString('utf8') ?? '';
  if (note === lastNote) return lastSize;
  const key = verifierFromKey(app.ctx.publicLog.identity.verifierKey);
  lastSize = note ? parseCheckpoint(openNote(note, [key]).text).size : 0;
  lastNote = note;
  return lastSize;
}

/** Waits (polling every 25 ms) until the served checkpoint covers `size` entries; answers ms waited. */
export async function untilCovered(app: FastifyInstance, size: number, limitMs = 180_000): Promise<number> {
  const started = performance.now();
  while ((await servedSize(app)) < size) {
    if (performance.now() - started > limitMs)
      throw new Error(`no checkpoint covered ${size} entries in ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return performance.now() - started;
}

/**
 * CPU of sequencing alone: rounds are held back (the sequencer's runOnce answers "no work") while
 * `slots` are accepted, then let go; process.cpuUsage() from then until the checkpoint covers all
 * is the rounds' CPU (PGlite runs in this process; PostgreSQL's own CPU is not in it).
 */
export async function sequencingCpu(app: FastifyInstance, slots: Slot[]) {
  const sequencer = app.ctx.publicLog.sequencer;
  if (!sequencer) throw new Error('the server has no sequencer');
  const runOnce = sequencer.runOnce.bind(sequencer);
  sequencer.runOnce = async () => false;
  await acceptPosts(app, slots);
  const target = await entryCount(app);
  sequencer.runOnce = runOnce;
  const cpu = process.cpuUsage();
  sequencer.wake();
  const ms = await untilCovered(app, target);
  const used = process.cpuUsage(cpu);
  return { entries: slots.length, ms, cpuMs: (used.user + used.system) / 1000 };
}

/** Bytes of the log_entries table (with its indexes and TOAST) per row. */
export async function tableBytesPerRow(app: FastifyInstance): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`select pg_total_relation_size('log_entries') as bytes`.execute(
    app.ctx.db,
  );
  return Number(rows[0]!.bytes) / (await entryCount(app));
}
