/**
 * The read shapes of the DD console's answers (`stat/dd-home`, `tweets/dd-home`, `holidays`,
 * `stat/league-table`, `organization`, `places/...`), as the server's route files build them.
 * Types only: the screens read them, nothing is validated twice.
 */
import type { Tweet } from '@/features/tweets/api/tweet-types';

export interface Named {
  id: number;
  name: { en: string; kn: string };
}

export interface DdStats {
  posted_on_time: number;
  posted_with_delay: number;
  post_not_considered: number;
  tweets_not_posted: number;
  institutions: number;
  month: { from: string; to: string };
  districts: Named[];
}

export interface FeedTweet extends Tweet {
  warden: { name: string; phone_number: string | null; email_id: string } | null;
}

export interface Holiday {
  id: number;
  organization_id: number;
  from: string;
  to: string;
  reason: string;
  declared_by_name: string | null;
  declared_at: string;
  revoked: boolean;
  revoke_reason: string | null;
  organization: Named;
  district: Named;
  taluk: Named;
  can_revoke: boolean;
}

export interface LeagueRow extends Named {
  rank: number | null;
  district: Named | null;
  institutions: number;
  meals_due: number;
  posted_on_time: number;
  posted_with_delay: number;
  post_not_considered: number;
  tweets_not_posted: number;
  on_time_percentage: number | null;
}

export interface LeagueTable {
  by: 'district' | 'taluk';
  period: 'week' | 'month';
  from: string;
  to: string;
  items: LeagueRow[];
}

export interface Institution {
  id: number;
  name: { en: string; kn: string };
  organization_type: string;
  district: Named;
  taluk: Named;
  warden: { id: number; name: string; email_id: string; phone_number: string | null; is_disabled: boolean } | null;
  twitter_id: string | null;
  has_twitter_password: boolean;
}

export interface IncompleteInstitution extends Institution {
  missing: ('warden' | 'twitter_id' | 'twitter_password')[];
}
