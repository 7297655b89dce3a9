/**
 * The soak's `--fresh-posts` variant (issue 16 §3): every POST tweet of the run creates a new post,
 * so the steady state includes inserting posts, their stat_daily roll-ups and the cache forgetting
 * they cause, not just the duplicate-meal 409 the plain soak settles into once its 150 wardens'
 * three meals of today are taken. The server trusts a Submit time up to 72 h back
 * (TRUST_BEFORE_MS in common/schedule.ts) and files the post under that time's day, so an
 * institution seeded with `--free-days 3` has 9 free meals: today's and the two days' before.
 * A warden loop posts about 75 times in 10 minutes, so each of the 150 simulated wardens plays the
 * sessions of SESSIONS_PER_USER real wardens in turn (1,800 institutions, 108 free meals a user),
 * oldest day first. No two users share an institution, so any 409 is an error here.
 */
import { addDays, DEFAULT_SLOTS, istDate, istInstant } from '@common/schedule.ts';
import type { WardenTurn } from './soak-users.ts';

export const SESSIONS_PER_USER = 12;
/** Today and the two days before it are left without seeded posts (seed-scale's --free-days). */
export const FREE_DAYS = 3;

type Session = { token: string; org: number };

/**
 * The turns of one user over its sessions: session k mod n posts the (k div n)-th free meal,
 * captured 15 minutes before it is due (now, for a meal due later today). Undefined once all
 * are used. A meal whose post was not sent (a failed upload, the deadline) is not offered again.
 */
export function freshTurns(sessions: Session[], now = new Date()): () => WardenTurn | undefined {
  const today = istDate(now);
  const meals = Array.from({ length: FREE_DAYS }, (_, i) => FREE_DAYS - 1 - i).flatMap((back) =>
    DEFAULT_SLOTS.map((slot) => ({ day: addDays(today, -back), slot })),
  );
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
