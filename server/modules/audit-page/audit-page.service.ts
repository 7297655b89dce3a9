/**
 * What /audit shows (docs/spec-notes.md, 'Supervisors' views and the public audit'), computed with the league table's
 * own counts so the public sees the numbers supervisors see: `periodCounts` grouped by district for this week (Monday
 * to today, Asia/Kolkata), for today and for last week, each a handful of aggregate reads whatever the number of
 * institutions; the state is their sum. A district's page adds that district's institutions and today's posts (two
 * reads). Answers are kept CACHE_SECONDS, so a burst of visitors costs one count. Posts rejected after review count
 * as not posted (the counts above read the roll-ups, which the review keeps right); each district also shows how many
 * of its posts of this week and last week were rejected (docs/spec-notes.md, 'Rejected posts in the counts').
 */
import { MEALS, addDays, istDate, istMinutes, type Meal } from '@common/schedule.ts';
import { onTimePercentage, weekBounds } from '@common/periods.ts';
import { capitalizeWords } from '@common/names.ts';
import { xPostUrl } from '@common/x-publishing.ts';
import type { AppContext } from '../../context.ts';
import { cachedAnswer } from '../../lib/caches.ts';
import { listDistricts } from '../places/places.repository.ts';
import { allScheduleRows, slotsOn } from '../schedule/schedule.repository.ts';
import { periodCounts, type PeriodCounts } from '../stats/period-counts.ts';
import {
  auditDistrict,
  districtInstitutions,
  districtPostsToday,
  rejectedByDistrict,
} from './audit-page.repository.ts';

export interface Share {
  on_time: number;
  due: number;
  /** One decimal; null when nothing was due. */
  percent: number | null;
}
export type Names = { en: string; kn: string };
export interface DistrictRow {
  id: number;
  name: Names;
  rank: number | null;
  week: Share;
  today: Share;
  /** This week's share less last week's, in percentage points; null when either had nothing due. */
  change: number | null;
  /** Posts of this week's and last week's days rejected after review (counted as not posted above). */
  rejected: { week: number; last_week: number };
}
export interface StateAudit {
  /** Asia/Kolkata date and minutes of the count. */
  day: string;
  minutes: number;
  week: Share;
  today: Share;
  districts: DistrictRow[];
}

export const MEAL_STATUSES = ['onTime', 'delayed', 'afterDeadline', 'notPostedYet', 'notPosted', 'holiday'] as const;
export type MealStatus = (typeof MEAL_STATUSES)[number];
export interface InstitutionToday {
  id: number;
  name: Names;
  taluk: Names;
  meals: {
    meal: Meal;
    status: MealStatus;
    x: string | null;
    /** The post and its entry in the public log, once logged (docs/log.md). */
    log: { post: number; index: number } | null;
  }[];
}

const shareOf = (c: Pick<PeriodCounts, 'posted_on_time' | 'meals_due'> | undefined): Share => ({
  on_time: c?.posted_on_time ?? 0,
  due: c?.meals_due ?? 0,
  percent: c ? onTimePercentage(c.posted_on_time, c.meals_due) : null,
});

const sum = (counts: Map<number, PeriodCounts>) =>
  shareOf(
    [...counts.values()].reduce(
      (a, c) => ({ posted_on_time: a.posted_on_time + c.posted_on_time, meals_due: a.meals_due + c.meals_due }),
      { posted_on_time: 0, meals_due: 0 },
    ),
  );

async function countState(ctx: AppContext): Promise<StateAudit> {
  const now = ctx.clock.now();
  const day = istDate(now);
  const { first } = weekBounds(day);
  const [week, today, last, districts, rejectedNow, rejectedBefore] = await Promise.all([
    periodCounts(ctx.db, {}, first, day, now, 'district'),
    periodCounts(ctx.db, {}, day, day, now, 'district'),
    periodCounts(ctx.db, {}, addDays(first, -7), addDays(first, -1), now, 'district'),
    listDistricts(ctx.db, null),
    rejectedByDistrict(ctx.db, first, day),
    rejectedByDistrict(ctx.db, addDays(first, -7), addDays(first, -1)),
  ]);
  const byDistrict = (rows: { district_id: number; n: number }[]) =>
    new Map(rows.map((r) => [Number(r.district_id), Number(r.n)]));
  const [rejectedWeek, rejectedLast] = [byDistrict(rejectedNow), byDistrict(rejectedBefore)];
  const rows: DistrictRow[] = districts.map((d) => {
    const w = shareOf(week.get(d.id));
    const before = shareOf(last.get(d.id)).percent;
    return {
      id: d.id,
      name: { en: d.name_en, kn: d.name_kn },
      rank: null,
      week: w,
      today: shareOf(today.get(d.id)),
      change: w.percent !== null && before !== null ? Math.round((w.percent - before) * 10) / 10 : null,
      rejected: { week: rejectedWeek.get(d.id) ?? 0, last_week: rejectedLast.get(d.id) ?? 0 },
    };
  });
  // As the league table ranks: best share first, equal shares share a rank, nothing due no rank.
  rows.sort((a, b) => (b.week.percent ?? -1) - (a.week.percent ?? -1) || a.name.en.localeCompare(b.name.en));
  rows.forEach((row, i) => {
    if (row.week.percent === null) return;
    const previous = rows[i - 1];
    row.rank = previous && previous.week.percent === row.week.percent ? previous.rank : i + 1;
  });
  return { day, minutes: istMinutes(now), week: sum(week), today: sum(today), districts: rows };
}

export const stateAudit = (ctx: AppContext): Promise<StateAudit> =>
  cachedAnswer(ctx.caches, `audit:state:${istDate(ctx.clock.now())}`, () => countState(ctx));

const STATUS_OF: Record<string, MealStatus> = {
  POSTED_ON_TIME: 'onTime',
  POSTED_WITH_DELAY: 'delayed',
  POST_NOT_CONSIDERED: 'afterDeadline',
};

/** X's address of a published post: under the account's handle, or X's own redirect without one. */
const xLink = (tweetId: string, username: string | null): string =>
  username ? xPostUrl(username, tweetId) : `https://x.com/i/web/status/${encodeURIComponent(tweetId)}`;

async function listDistrict(ctx: AppContext, id: number, day: string, minutes: number) {
  const [orgs, posts, schedule] = await Promise.all([
    districtInstitutions(ctx.db, id, day),
    districtPostsToday(ctx.db, id, day),
    allScheduleRows(ctx.db),
  ]);
  const posted = new Map<string, (typeof posts)[number]>();
  // A post rejected after review is no post here: its meal reads as not posted (yet), with no link.
  for (const p of posts)
    if (!p.rejected && !posted.has(`${p.organization_id}|${p.meal}`)) posted.set(`${p.organization_id}|${p.meal}`, p);
  return orgs.map((o): InstitutionToday => {
    const slots = slotsOn(schedule, o.organization_type, day);
    return {
      id: o.id,
      name: { en: capitalizeWords(o.en_name), kn: o.kn_name },
      taluk: { en: o.taluk_en, kn: o.taluk_kn },
      meals: MEALS.map((meal) => {
        const post = posted.get(`${o.id}|${meal}`);
        const x = post?.tweet_id ? xLink(post.tweet_id, post.username) : null;
        const log = post && post.log_index !== null ? { post: post.id, index: post.log_index } : null;
        if (o.on_holiday) return { meal, status: 'holiday', x: null, log };
        if (post) return { meal, status: STATUS_OF[post.status] ?? 'onTime', x, log };
        const slot = slots.find((s) => s.meal === meal);
        return { meal, status: slot && minutes > slot.lateUntil ? 'notPosted' : 'notPostedYet', x: null, log: null };
      }),
    };
  });
}

/** One district's page: its row of the state's counts and its institutions today; null when unknown. */
export async function districtAudit(ctx: AppContext, id: number) {
  const district = await auditDistrict(ctx.db, id);
  if (!district) return null;
  const state = await stateAudit(ctx);
  const institutions = await cachedAnswer(ctx.caches, `audit:district:${id}:${state.day}`, () =>
    listDistrict(ctx, id, state.day, state.minutes),
  );
  const row = state.districts.find((d) => d.id === id)!;
  return { state, district: row, institutions };
}
export type DistrictAudit = NonNullable<Awaited<ReturnType<typeof districtAudit>>>;
