/**
 * The feed's filters as they live in the URL (`/dd/feed?status=…&taluk=…&from=…`): checked with
 * the statuses, meals and calendar-date rule of common/, dropping anything invalid instead of
 * failing the page, and leaving defaults (page 1, ALL) out so links stay short.
 */
import { MEALS, TWEET_STATUSES, type Meal, type TweetStatus } from '@common/schedule';
import { compact, searchParam } from '@/lib/search-params';

export type FeedSearch = {
  page?: number;
  status?: TweetStatus;
  district?: number;
  taluk?: number;
  organization?: number;
  meal?: Meal;
  from?: string;
  to?: string;
  /** Newest first unless OLDEST. */
  sort?: 'OLDEST';
};

export function validateFeedSearch(s: Record<string, unknown>): FeedSearch {
  return compact({
    page: searchParam.page(s.page),
    status: searchParam.oneOf(s.status, TWEET_STATUSES),
    district: searchParam.id(s.district),
    taluk: searchParam.id(s.taluk),
    organization: searchParam.id(s.organization),
    meal: searchParam.oneOf(s.meal, MEALS),
    from: searchParam.date(s.from),
    to: searchParam.date(s.to),
    sort: searchParam.oneOf(s.sort, ['OLDEST'] as const),
  });
}

/** A status list's search: the feed's filters without status (the page fixes it). */
export function validateStatusListSearch(search: Record<string, unknown>): Omit<FeedSearch, 'status'> {
  const rest: FeedSearch = { ...validateFeedSearch(search) };
  delete rest.status;
  return rest;
}
