/**
 * Where each of an institution's meals stands today, from what the server said (the day's posts)
 * and what waits on the phone (the outbox): the one answer behind the home's checklist and the
 * composer's meal cards, so both say the same thing (docs/spec-notes.md, 'The warden's day').
 *
 * posted: the server has the post (its verdict is `status`). waiting: saved on the phone, not yet
 * sent (or sent while the server's list is older). holiday: nothing is due. later: not open yet.
 * open: open and on time until `due`. delayed: past due, counted Delayed until `late_until`.
 * after: past late-until; a post now counts After Deadline.
 */
import {
  istDate,
  istMinutes,
  judgeMinutes,
  opensLater,
  parseMinutes,
  type Meal,
  type TweetStatus,
} from '@common/schedule';
import type { InstitutionDay, TodayMeal } from '@common/contract/answers/institutions';
import type { OutboxPost } from '@/offline/outbox-types';

export type MealStateKind = 'posted' | 'waiting' | 'holiday' | 'later' | 'open' | 'delayed' | 'after';

export interface MealState extends Omit<TodayMeal, 'post'> {
  state: MealStateKind;
  /** The server's verdict, for a posted meal (NOT_POSTED once a supervisor rejected the post). */
  status: TweetStatus | 'NOT_POSTED' | null;
  /** The post's id on the server, when it has one. */
  postId: number | null;
}

/** An outbox row as the day's arithmetic needs it. */
export type OutboxMeal = Pick<OutboxPost, 'organization_id' | 'meal' | 'captured_at' | 'state' | 'result'>;

/** Rows that hold a meal: a refused post (failed) frees it again. */
const holdsMeal = (row: OutboxMeal) => row.state !== 'failed';

const CLOCK_STATE: Record<TweetStatus, MealStateKind> = {
  POSTED_ON_TIME: 'open',
  POSTED_WITH_DELAY: 'delayed',
  POST_NOT_CONSIDERED: 'after',
};

/** Where an unposted meal stands now: by the server's own rule for a post made at this minute. */
function clockState(meal: Omit<TodayMeal, 'post'>, now: Date): MealStateKind {
  const slot = {
    meal: meal.meal,
    opens: parseMinutes(meal.opens),
    due: parseMinutes(meal.due),
    lateUntil: parseMinutes(meal.late_until),
  };
  return opensLater(now, slot) ? 'later' : CLOCK_STATE[judgeMinutes(istMinutes(now), slot)];
}

/**
 * The day's meals of one institution at `now`. A day that is not today (a list saved on the phone
 * yesterday) tells nothing about today's posts, so it gives no states at all: null.
 */
export function mealStates(
  institution: { id: number; today?: InstitutionDay | undefined; holidays: { is_holidays: boolean } },
  outbox: readonly OutboxMeal[],
  now: Date,
): MealState[] | null {
  const day = institution.today;
  if (!day || day.day !== istDate(now)) return null;
  const mine = outbox.filter(
    (row) => row.organization_id === institution.id && istDate(new Date(row.captured_at)) === day.day && holdsMeal(row),
  );
  return day.meals.map(({ post, ...meal }) => {
    const row = mine.find((r) => r.meal === meal.meal);
    const base = { ...meal, status: null, postId: null };
    if (post) return { ...base, state: 'posted', status: post.status, postId: post.id };
    if (row?.state === 'sent' && row.result)
      return { ...base, state: 'posted', status: row.result.tweet_status as TweetStatus, postId: row.result.tweet_id };
    if (row) return { ...base, state: 'waiting' };
    if (institution.holidays.is_holidays) return { ...base, state: 'holiday' };
    return { ...base, state: clockState(meal, now) };
  });
}

export type TakenMeals = Partial<Record<Meal, 'posted' | 'waiting'>>;

/**
 * Meals that already have a post, on the server or on the phone: the composer will not take them.
 * When the phone knows nothing of the server's day (a list saved on another day), the outbox alone
 * still says which meals wait to be sent.
 */
export function takenMeals(
  institution: Parameters<typeof mealStates>[0],
  outbox: readonly OutboxMeal[],
  now: Date,
): TakenMeals {
  const states = mealStates(institution, outbox, now);
  if (states)
    return Object.fromEntries(
      states.flatMap((s) => (s.state === 'posted' || s.state === 'waiting' ? [[s.meal, s.state]] : [])),
    );
  const today = istDate(now);
  return Object.fromEntries(
    outbox
      .filter((row) => row.organization_id === institution.id && holdsMeal(row))
      .filter((row) => istDate(new Date(row.captured_at)) === today)
      .map((row) => [row.meal, row.state === 'sent' ? 'posted' : 'waiting']),
  );
}

/** What is left to post today: meals neither posted, waiting nor on holiday. */
export const mealsLeft = (states: readonly MealState[]): MealState[] =>
  states.filter((s) => s.state !== 'posted' && s.state !== 'waiting' && s.state !== 'holiday');
