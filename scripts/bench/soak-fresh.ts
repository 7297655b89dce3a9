/**
 * The soak's `--fresh-posts` variant (docs/benchmarks.md, 'Soak'): every POST tweet of the run creates a new post,
 * so the steady state includes inserting posts, their stat_daily roll-ups and the cache forgetting
 * they cause, not just the duplicate-meal 409 the plain soak settles into once its 150 wardens'
 * three meals of today are taken. The server trusts a Submit time up to 72 h back
 * (TRUST_BEFORE_MS in common/schedule.ts) and files the post under that time's day, so an
 * institution seeded with `--free-days 3` has 9 free meals: today's and the two days' before.
 * A warden loop posts about 75 times in 10 minutes, so each of the 150 simulated wardens plays the
 * sessions of SESSIONS_PER_USER real wardens in turn (1,800 institutions, 108 free meals a user),
 * oldest day first. No two users share an institution, so any 409 is an error here. After the
 * run, `freshChecks` reads the database: the posts received during it (as many as the 201s), the
 * roll-up of their days against a recount, and the uploads still waiting for their list rendition.
 */
import os from 'node:os';
import { sql } from 'kysely';
import { addDays, DEFAULT_SLOTS, istDate, istInstant } from '@common/schedule.ts';
import { openDatabase } from '../../server/db/database.ts';
import { MAX_RENDITION_ATTEMPTS } from '../../server/modules/media/media.repository.ts';
import type { WardenTurn } from './soak-users.ts';

export const SESSIONS_PER_USER = 12;
/** Today and the two days before it are left without seeded posts (seed-scale's --free-days). */
export const FREE_DAYS = 3;

type Session = { token: string; org: number };

/**
 * The turns of one user over its sessions: session k mod n posts the (k div n)-th free meal,
 * captured 15 minutes before it is due (now, for a meal due later today), among the meals that
 * have opened. Undefined once all
 * are used. A meal whose post was not sent (a failed upload, the deadline) is not offered again.
 */
export function freshTurns(sessions: Session[], now = new Date()): () => WardenTurn | undefined {
  const today = istDate(now);
  // Only meals that have opened: the server refuses a post before its meal opens.
  const meals = Array.from({ length: FREE_DAYS }, (_, i) => FREE_DAYS - 1 - i)
    .flatMap((back) => DEFAULT_SLOTS.map((slot) => ({ day: addDays(today, -back), slot })))
    .filter(({ day, slot }) => istInstant(day, slot.opens).getTime() <= now.getTime());
  let k = 0;
  return () => {
    const session = sessions[k % sessions.length]!;
    const free = meals[Math.floor(k / sessions.length)];
    k++;
    if (!free) return undefined;
    const at = istInstant(free.day, free.slot.due - 15).getTime();
    return { ...session, meal: free.slot.meal, capturedAt: () => new Date(Math.min(Date.now(), at)) };
  };
}

/** Deals the signed-in sessions to `users` users round-robin: session i goes to user i mod users. */
export const freshUsers = (sessions: Session[], users: number) =>
  Array.from({ length: users }, (_, u) => freshTurns(sessions.filter((_, i) => i % users === u)));

/** The database after the run: lines to print, and how many of them are failures. */
export async function freshChecks(url: string, since: Date, created: number) {
  const { db, close } = await openDatabase({ url, dataDir: os.tmpdir() });
  try {
    const days = await sql<{ day: string; n: number; suspect: number }>`select day::text, count(*)::int as n,
        count(*) filter (where clock_suspect)::int as suspect from posts where received_at >= ${since} group by day order by day`.execute(
      db,
    );
    const inDb = days.rows.reduce((a, r) => a + r.n, 0);
    const first = days.rows[0]?.day ?? istDate(since);
    const drift = await sql<{ n: number }>`select count(*)::int as n from (select organization_id, day,
        count(*) filter (where status = 'POSTED_ON_TIME') as a, count(*) filter (where status = 'POSTED_WITH_DELAY') as b,
        count(*) filter (where status = 'POST_NOT_CONSIDERED') as c from posts where day >= ${first} group by 1, 2) p
      full join (select * from stat_daily where day >= ${first}) s using (organization_id, day)
      where s.on_time is distinct from p.a or s.delayed is distinct from p.b or s.after_deadline is distinct from p.c`.execute(
      db,
    );
    const media = await sql<{ n: number; pending: number; gaveUp: number }>`select count(*)::int as n,
        count(*) filter (where low_res_path is null and current_ext = 'jpg' and rendition_attempts < ${MAX_RENDITION_ATTEMPTS})::int as pending,
        count(*) filter (where low_res_path is null and rendition_attempts >= ${MAX_RENDITION_ATTEMPTS})::int as "gaveUp"
      from media where created_at >= ${since}`.execute(db);
    const m = media.rows[0]!;
    const lines = [
      `posts received during the run: ${inDb} (${days.rows.map((r) => `${r.day}: ${r.n}`).join(', ')}; ${days.rows.reduce((a, r) => a + r.suspect, 0)} clock-suspect), POST tweet 201s: ${created}`,
      `stat_daily rows from ${first} differing from a recount: ${drift.rows[0]!.n}`,
      `uploads during the run: ${m.n}; still waiting for their list rendition: ${m.pending}; given up: ${m.gaveUp}`,
    ];
    return { lines, failures: Number(inDb !== created) + Number(drift.rows[0]!.n > 0) };
  } finally {
    await close();
  }
}
