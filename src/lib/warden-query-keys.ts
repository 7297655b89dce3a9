/**
 * The query keys of the warden's server data that more than one place reads or refreshes: the
 * posts lists (and one post opened from them), the home's counts, the not-posted list and the
 * warden's institutions with today's meals. The outbox refreshes them all when a post reaches the
 * server, so the keys live here rather than in the features that fetch them (a feature imports no
 * other feature; docs/product.md, 'Code layout').
 */
import type { TweetStatus } from '@common/schedule';

/** The `status` query of `GET tweet/warden`. */
export type TweetStatusFilter = 'ALL' | TweetStatus;

export interface WardenTweetsParams {
  page: number;
  status: TweetStatusFilter;
}

/** Without params: the key of every page of every filter (to invalidate after a new post). */
export function wardenTweetsQueryKey(): readonly ['tweets', 'warden'];
export function wardenTweetsQueryKey(params: WardenTweetsParams): readonly ['tweets', 'warden', WardenTweetsParams];
export function wardenTweetsQueryKey(params?: WardenTweetsParams) {
  return params ? (['tweets', 'warden', params] as const) : (['tweets', 'warden'] as const);
}

export const wardenStatsQueryKey = () => ['stats', 'warden-home'] as const;

/** Without a page: every page (to invalidate after a new post). */
export const notPostedQueryKey = (page?: number) =>
  page === undefined ? (['stats', 'not-posted'] as const) : (['stats', 'not-posted', page] as const);

/** With an account: that warden's list; without: every warden's (to refresh after a post is sent). */
export const wardenInstitutionsKey = (accountId?: string) =>
  accountId === undefined ? (['organization', 'warden'] as const) : (['organization', 'warden', accountId] as const);
