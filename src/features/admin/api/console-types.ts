/**
 * Answer shapes of the console endpoints the admin screens read (server/modules/organizations/
 * institution.shape.ts, accounts/account.shape.ts, stats and schedule routes), written once here
 * so every query file and screen agrees on them.
 */
import type { HostelType, OrganizationType } from '@common/organizations';
import type { Meal } from '@common/schedule';
import type { Role } from '@common/roles';

export interface Named {
  id: number;
  name: { en: string; kn: string };
}

export interface Institution {
  id: number;
  en_name: string;
  kn_name: string;
  name: { en: string; kn: string };
  organization_type: OrganizationType;
  hostel_type: HostelType | null;
  district: Named;
  taluk: Named;
  warden_id: number | null;
  warden: { id: number; name: string; email_id: string; phone_number: string; is_disabled: boolean } | null;
  twitter_id: string | null;
  has_twitter_password: boolean;
  created_by: { id: number; name: string } | null;
  createdAt: string;
  /** Only in the incomplete lists. */
  missing?: ('warden' | 'twitter_id' | 'twitter_password')[];
}

export interface Account {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email_id: string;
  phone_number: string;
  role: Role;
  is_disabled: boolean;
}

export interface AdminHomeStats {
  posted_on_time: number;
  posted_with_delay: number;
  post_not_considered: number;
  tweets_not_posted: number;
  institutions: number;
  month: { from: string; to: string };
  active_wardens: number;
  pending_reset_approvals: number;
}

export interface IncompleteCounts {
  total_institutions: number;
  incomplete: number;
  no_warden: number;
  no_twitter_id: number;
  no_twitter_password: number;
}

export interface SlotView {
  meal: Meal;
  opens: string;
  due: string;
  late_until: string;
}

export interface ScheduleItem {
  organization_type: OrganizationType;
  effective_from: string | null;
  slots: SlotView[];
  next: { effective_from: string; slots: SlotView[] } | null;
}

/** A language-aware place or institution name. */
export function nameIn(name: { en: string; kn: string }, lang: string): string {
  return lang === 'kn' && name.kn ? name.kn : name.en;
}
