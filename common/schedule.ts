/**
 * The posting schedule and the deadline maths (docs/product.md, 'Deadlines'), written once for the server and the
 * phone. All calendar logic is in Asia/Kolkata, a fixed UTC+05:30 with no daylight saving, so plain
 * offset arithmetic is exact.
 */
export const MEALS = ['BREAKFAST', 'LUNCH', 'DINNER'] as const;
export type Meal = (typeof MEALS)[number];

export const TWEET_STATUSES = ['POSTED_ON_TIME', 'POSTED_WITH_DELAY', 'POST_NOT_CONSIDERED'] as const;
export type TweetStatus = (typeof TWEET_STATUSES)[number];

/** Minutes after midnight, Asia/Kolkata. */
export interface MealSlot {
  meal: Meal;
  opens: number;
  due: number;
  lateUntil: number;
}

const hm = (h: number, m = 0) => h * 60 + m;
export const DEFAULT_SLOTS: readonly MealSlot[] = [
  { meal: 'BREAKFAST', opens: hm(6), due: hm(9), lateUntil: hm(11) },
  { meal: 'LUNCH', opens: hm(11, 30), due: hm(13, 30), lateUntil: hm(15, 30) },
  { meal: 'DINNER', opens: hm(17, 30), due: hm(19, 30), lateUntil: hm(21, 30) },
];

export const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Kolkata calendar date of an instant, as YYYY-MM-DD. */
export function istDate(at: Date | number): string {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since Asia/Kolkata midnight of an instant. */
export function istMinutes(at: Date | number): number {
  const shifted = new Date(at).getTime() + IST_OFFSET_MS;
  return Math.floor((((shifted % DAY_MS) + DAY_MS) % DAY_MS) / 60000);
}

/** The instant at which an Asia/Kolkata date and minute-of-day happen. */
export function istInstant(date: string, minutes = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * 60000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** First and last date of the calendar month holding `date`. */
export function monthBounds(date: string): { first: string; last: string } {
  const first = `${date.slice(0, 7)}-01`;
  const next = new Date(Date.parse(`${first}T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { first, last: addDays(next.toISOString().slice(0, 10), -1) };
}

/**
 * The status of a post made at `minutes` past midnight for `slot`, from its opening on. A post
 * before the meal opens is not judged at all: it is refused (`opensLater`), since a lunch photo
 * taken at 04:00 is not a photo of lunch.
 */
export function judgeMinutes(minutes: number, slot: MealSlot): TweetStatus {
  if (minutes <= slot.due) return 'POSTED_ON_TIME';
  if (minutes <= slot.lateUntil) return 'POSTED_WITH_DELAY';
  return 'POST_NOT_CONSIDERED';
}

export function slotFor(slots: readonly MealSlot[], meal: Meal): MealSlot {
  const slot = slots.find((s) => s.meal === meal);
  if (!slot) throw new Error(`No schedule for ${meal}`);
  return slot;
}

/** The meal a warden most likely means now: the open one, else the next, else the last of the day. */
export function presetMeal(at: Date | number, slots: readonly MealSlot[] = DEFAULT_SLOTS): Meal {
  const minutes = istMinutes(at);
  const ordered = [...slots].sort((a, b) => a.opens - b.opens);
  const current = ordered.find((s) => minutes >= s.opens && minutes <= s.lateUntil);
  if (current) return current.meal;
  const next = ordered.find((s) => minutes < s.opens);
  return (next ?? ordered[ordered.length - 1]!).meal;
}

/**
 * The meal the composer starts with: the one a warden most likely means (presetMeal) when it has
 * opened, else the latest that has; null before the day's first meal opens (nothing to post yet).
 */
export function presetOpenMeal(at: Date | number, slots: readonly MealSlot[] = DEFAULT_SLOTS): Meal | null {
  const minutes = istMinutes(at);
  const likely = slotFor(slots, presetMeal(at, slots));
  if (minutes >= likely.opens) return likely.meal;
  const opened = slots.filter((s) => minutes >= s.opens).sort((a, b) => b.opens - a.opens);
  return opened[0]?.meal ?? null;
}

/** How many meals of `date` have passed their 'late until' by the instant `now`. */
export function mealsClosedBy(date: string, now: Date | number, slots: readonly MealSlot[] = DEFAULT_SLOTS): Meal[] {
  const today = istDate(now);
  if (date < today) return slots.map((s) => s.meal);
  if (date > today) return [];
  const minutes = istMinutes(now);
  return slots.filter((s) => minutes > s.lateUntil).map((s) => s.meal);
}

export const TRUST_BEFORE_MS = 72 * 60 * 60 * 1000;
export const TRUST_AFTER_MS = 5 * 60 * 1000;

/**
 * The time a post is judged by: the phone's Submit time when it is plausible (between 72 hours
 * before and 5 minutes after the server got it), else the receipt time, flagged as suspect.
 */
export function judgedTime(capturedAt: Date, receivedAt: Date): { at: Date; clockSuspect: boolean } {
  const delta = receivedAt.getTime() - capturedAt.getTime();
  if (Number.isFinite(delta) && delta <= TRUST_BEFORE_MS && delta >= -TRUST_AFTER_MS)
    return { at: capturedAt, clockSuspect: false };
  return { at: receivedAt, clockSuspect: true };
}

/** True when `at` comes before its meal opens on that Asia/Kolkata day: such a post is refused. */
export function opensLater(at: Date | number, slot: MealSlot): boolean {
  return istMinutes(at) < slot.opens;
}

/** The judgement of a post: its day, and its status for its meal. */
export function judgePost(
  capturedAt: Date,
  receivedAt: Date,
  slot: MealSlot,
): { day: string; status: TweetStatus; clockSuspect: boolean; judgedAt: Date } {
  const { at, clockSuspect } = judgedTime(capturedAt, receivedAt);
  return { day: istDate(at), status: judgeMinutes(istMinutes(at), slot), clockSuspect, judgedAt: at };
}

export const formatMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'HH:MM' (as the API writes a slot) as minutes after midnight. */
export const parseMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
