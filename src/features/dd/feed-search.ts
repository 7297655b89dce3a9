/**
 * The feed's filters as they live in the URL (`/dd/feed?status=…&taluk=…&from=…`): checked with
 * the statuses, meals and calendar-date rule of common/, dropping anything invalid instead of
 * failing the page, and leaving defaults (page 1, ALL) out so links stay short.
 */
import { z } from 'zod';
import { MEALS, TWEET_STATUSES } from '@common/schedule';
import { isCalendarDate } from '@common/periods';

const id = z.coerce.number().int().positive().optional().catch(undefined);
const day = z.string().refine(isCalendarDate).optional().catch(undefined);

export const feedSearchSchema = z.object({
  page: z.coerce.number().int().min(2).optional().catch(undefined),
  status: z.enum(TWEET_STATUSES).optional().catch(undefined),
  district: id,
  taluk: id,
  organization: id,
  meal: z.enum(MEALS).optional().catch(undefined),
  from: day,
  to: day,
});
export type FeedSearch = z.output<typeof feedSearchSchema>;

export function validateFeedSearch(search: Record<string, unknown>): FeedSearch {
  const parsed = feedSearchSchema.parse(search);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as FeedSearch;
}

/** A status list's search: the feed's filters without status (the page fixes it). */
export function validateStatusListSearch(search: Record<string, unknown>): Omit<FeedSearch, 'status'> {
  const rest: FeedSearch = { ...validateFeedSearch(search) };
  delete rest.status;
  return rest;
}
