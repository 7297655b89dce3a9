/**
 * Table types for Kysely. Each migration that changes a table changes its type here.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Role, ValidationKind } from '@common/roles.ts';
import type { HostelType, OrganizationType } from '@common/organizations.ts';
import type { ResetStatus } from '@common/reset-status.ts';
import type { Meal, TweetStatus } from '@common/schedule.ts';
import type { CheckKind, ReviewDecision, ReviewState } from '@common/review-rules.ts';
import type { MediaType } from '@common/uploads.ts';
import type { XPostStatus } from '@common/x-publishing.ts';
import type { SectionItem } from '@common/site/site-schema.ts';
import type { SectionKey } from '@common/site/site-sections.ts';
import type { ActivityType, VersionState } from '@common/site/site-review.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AccountsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email_id: string;
  phone_number: string;
  password_hash: string;
  role: Role;
  avatar: Generated<string>;
  validation_method: ValidationKind;
  totp_secret: string | null;
  is_2fa_enabled: Generated<boolean>;
  totp_last_step: Generated<number>;
  is_disabled: Generated<boolean>;
  sessions_valid_after: NullableTimestamp;
  disabled_at: NullableTimestamp;
  disabled_reason: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DistrictsTable {
  id: Generated<number>;
  lgd_code: number | null;
  name_en: string;
  name_kn: string;
}

export interface TaluksTable {
  id: Generated<number>;
  district_id: number;
  lgd_code: number | null;
  name_en: string;
  name_kn: string;
}

export interface AccountDistrictsTable {
  account_id: number;
  district_id: number;
}

export interface OrganizationsTable {
  id: Generated<number>;
  en_name: string;
  kn_name: string;
  district_id: number;
  taluk_id: number;
  organization_type: OrganizationType;
  hostel_type: HostelType | null;
  warden_id: number | null;
  twitter_id: string | null;
  twitter_secret: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: NullableTimestamp;
  deleted_reason: string | null;
  deleted_by: number | null;
}

export interface RefreshTokensTable {
  id: string;
  account_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  account_id: number;
  purpose: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: ColumnType<unknown, string | undefined, string>;
  ip: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account_id: number | null;
  email: string | null;
  ip: string;
  at: Timestamp;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface ResetRequestsTable {
  id: Generated<number>;
  account_id: number;
  status: ResetStatus;
  is_open: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ResetActivitiesTable {
  id: Generated<number>;
  request_id: number;
  activity_type: ResetStatus;
  actor_id: number | null;
  created_at: Timestamp;
}

/** `date` columns travel as YYYY-MM-DD strings (see driver-types.ts). */
export interface MealSchedulesTable {
  organization_type: OrganizationType;
  meal: Meal;
  effective_from: string;
  opens_min: number;
  due_min: number;
  late_min: number;
  updated_by: number | null;
}

export interface HolidaysTable {
  id: Generated<number>;
  organization_id: number;
  from_date: string;
  to_date: string;
  reason: string;
  declared_by: number | null;
  declared_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
  revoke_reason: string | null;
}

export interface MediaTable {
  id: Generated<number>;
  owner_id: number;
  idempotency_key: string | null;
  media_type: MediaType;
  mime: string;
  original_name: string;
  original_ext: string;
  current_ext: string;
  original_size: number;
  current_size: number;
  high_res_path: string;
  low_res_path: string | null;
  width: number | null;
  height: number | null;
  used_at: NullableTimestamp;
  created_at: Timestamp;
  folder_id: number | null;
  in_library: Generated<boolean>;
  alt_en: Generated<string>;
  alt_kn: Generated<string>;
  version: Generated<number>;
  /** While a process makes this photo's list rendition (migration 0014). */
  rendition_lease_until: NullableTimestamp;
  rendition_attempts: Generated<number>;
  /** SHA-256 (hex) of the stored file exactly as served, for the public log (migration 0016); null before it. */
  sha256: Generated<string | null>;
  /** PDQ fingerprint (32 bytes) and its quality, 0–100, of a photo; null for other files (migration 0019). */
  pdq: Generated<Uint8Array | null>;
  /** PDQ hashes of a few crops of the photo, 32 bytes each (server/modules/photo-checks/pdq.ts). */
  pdq_variants: Generated<Uint8Array | null>;
  pdq_quality: Generated<number | null>;
}

export interface MediaFoldersTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SiteVersionsTable {
  id: Generated<number>;
  section_key: SectionKey;
  version: number;
  items: ColumnType<SectionItem[], string, string>;
  state: VersionState;
  author_id: number;
  saved_by: number;
  restored_from: number | null;
  created_at: Timestamp;
  state_changed_at: Timestamp;
}

export interface SiteVersionMediaTable {
  version_id: number;
  media_id: number;
}

export interface SiteActivitiesTable {
  id: Generated<number>;
  section_key: SectionKey;
  version: number;
  activity_type: ActivityType;
  actor_id: number;
  comment: string | null;
  created_at: Timestamp;
}

export interface PostsTable {
  id: Generated<number>;
  client_id: string;
  organization_id: number;
  district_id: number;
  warden_id: number;
  meal: Meal;
  day: string;
  content: string;
  image_1: number;
  image_2: number | null;
  image_3: number | null;
  image_4: number | null;
  status: TweetStatus;
  captured_at: Timestamp;
  received_at: Timestamp;
  judged_at: Timestamp;
  clock_suspect: Generated<boolean>;
  exif_taken_at: NullableTimestamp;
  latitude: number | null;
  longitude: number | null;
  /** JSON of the faces blurred per photo (common/tweet-schema.ts PhotoFaces[]); migration 0010. */
  faces: string | null;
  /** Photo 4's last blurred area was removed and the warden said no child's face shows; migration 0015. */
  no_faces_confirmed: Generated<boolean>;
  /** JSON of how each photo came in (common/review-schema.ts PhotoSource[]); migration 0019. */
  photo_sources: Generated<string | null>;
  /** Null with no check; PENDING until a supervisor decides; then ACCEPTED or REJECTED (migration 0019). */
  review_state: Generated<ReviewState | null>;
}

/** A photo of a post, with the post's place and day, for matching (migration 0019, docs/review.md). */
export interface PostPhotosTable {
  post_id: number;
  slot: number;
  media_id: number;
  organization_id: number;
  district_id: number;
  day: string;
  sha256: string | null;
  pdq: Uint8Array | null;
  pdq_variants: Generated<Uint8Array | null>;
}

/** A signal found on a post when it arrived (docs/review.md, 'Checks'). */
export interface PostChecksTable {
  id: Generated<number>;
  post_id: number;
  kind: CheckKind;
  slot: number | null;
  match_post_id: number | null;
  match_slot: number | null;
  distance: number | null;
  /** The two files are the same bytes. */
  exact: Generated<boolean>;
}

/** A supervisor's decision on a flagged post (docs/review.md, 'Decisions'). */
export interface PostReviewsTable {
  post_id: number;
  decision: ReviewDecision;
  reason: string;
  reviewer_id: number;
  decided_at: Timestamp;
}

export interface StatDailyTable {
  organization_id: number;
  day: string;
  on_time: Generated<number>;
  delayed: Generated<number>;
  after_deadline: Generated<number>;
}

/** Migration 0012: a place's live institutions of one type on one day (not on holiday: their stat_daily sums). */
interface StatRollupCounts {
  organization_type: string;
  day: string;
  on_time: Generated<number>;
  delayed: Generated<number>;
  after_deadline: Generated<number>;
  holiday_institutions: Generated<number>;
}

export interface StatTalukDailyTable extends StatRollupCounts {
  taluk_id: number;
  district_id: number;
}

export interface StatDistrictDailyTable extends StatRollupCounts {
  district_id: number;
}

/** A weekly audit report of a week and scope (migration 0013); made_at is null while it is being made. */
export interface WeeklyReportsTable {
  id: Generated<number>;
  week: string;
  scope: string;
  /** null for the state's report. */
  district_id: number | null;
  first_day: string;
  last_day: string;
  claimed_at: Timestamp;
  made_at: NullableTimestamp;
  size: number | null;
  sha256: string | null;
  emailed_at: NullableTimestamp;
}

/** An institution's X account (migration 0009); tokens are sealed with the server's key. */
export interface XAccountsTable {
  organization_id: number;
  x_user_id: string;
  username: string;
  status: 'CONNECTED' | 'NEEDS_RECONNECT';
  access_token: string;
  refresh_token: string;
  access_expires_at: Timestamp;
  scope: string;
  connected_at: Timestamp;
  connected_by: number | null;
  reconnect_reason: string | null;
  reconnect_notified_at: NullableTimestamp;
  refresh_lease_until: NullableTimestamp;
  refresh_lease_owner: string | null;
  user_wait_until: NullableTimestamp;
  updated_at: Generated<Date>;
}

export interface XOauthStatesTable {
  state_hash: string;
  organization_id: number;
  account_id: number;
  code_verifier: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface XPublicationsTable {
  post_id: number;
  organization_id: number;
  status: Exclude<XPostStatus, 'NOT_CONNECTED'>;
  captured_at: Timestamp;
  give_up_at: Timestamp;
  next_attempt_at: Timestamp;
  attempts: Generated<number>;
  lease_until: NullableTimestamp;
  lease_owner: string | null;
  media_ids: ColumnType<string[] | null, string | null | undefined, string | null>;
  media_expires_at: NullableTimestamp;
  attempt_started_at: NullableTimestamp;
  tweet_id: string | null;
  published_at: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface XAppStateTable {
  id: number;
  pace_next_at: Timestamp;
  paused_until: NullableTimestamp;
  pause_reason: string | null;
  app_remaining: number | null;
  app_reset_at: NullableTimestamp;
}

/** An entry of the public log (migration 0016, docs/log.md): pending, then indexed (idx), then integrated. */
export interface LogEntriesTable {
  id: Generated<number>;
  kind: 'post' | 'amend';
  post_id: number;
  /** The entry's bytes: RFC 8785 canonical JSON, as UTF-8. */
  body: string;
  created_at: Timestamp;
  idx: number | null;
  integrated_at: NullableTimestamp;
}

/** The log's one state row (migration 0016): sequenced size, the signed checkpoint, the sequencer's lease. */
export interface LogStateTable {
  id: number;
  size: Generated<number>;
  integrated_size: Generated<number>;
  root_hash: string | null;
  checkpoint: string | null;
  lease_owner: string | null;
  lease_until: NullableTimestamp;
  updated_at: NullableTimestamp;
}

/** A witness of the public log (migration 0017, docs/log.md 'Witnesses'): its size, latest cosignature, lease, backoff. */
export interface LogWitnessesTable {
  verifier_key: string;
  /** The size of the latest checkpoint of this log the witness cosigned, as it told us (200 or 409). */
  witness_size: Generated<number>;
  /** The checkpoint text (without signatures) the stored cosignature covers. */
  cosigned_text: string | null;
  /** The witness's verified cosignature line(s), each "— <name> <base64>\n". */
  cosignature: string | null;
  cosigned_at: NullableTimestamp;
  lease_owner: string | null;
  lease_until: NullableTimestamp;
  failures: Generated<number>;
  retry_at: NullableTimestamp;
  last_error: string | null;
}

export interface DB {
  accounts: AccountsTable;
  districts: DistrictsTable;
  taluks: TaluksTable;
  account_districts: AccountDistrictsTable;
  organizations: OrganizationsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  audit_log: AuditLogTable;
  login_failures: LoginFailuresTable;
  recovery_codes: RecoveryCodesTable;
  reset_requests: ResetRequestsTable;
  reset_activities: ResetActivitiesTable;
  meal_schedules: MealSchedulesTable;
  holidays: HolidaysTable;
  media: MediaTable;
  media_folders: MediaFoldersTable;
  site_versions: SiteVersionsTable;
  site_version_media: SiteVersionMediaTable;
  site_activities: SiteActivitiesTable;
  posts: PostsTable;
  post_photos: PostPhotosTable;
  post_checks: PostChecksTable;
  post_reviews: PostReviewsTable;
  x_accounts: XAccountsTable;
  x_oauth_states: XOauthStatesTable;
  x_publications: XPublicationsTable;
  x_app_state: XAppStateTable;
  stat_daily: StatDailyTable;
  stat_taluk_daily: StatTalukDailyTable;
  stat_district_daily: StatDistrictDailyTable;
  weekly_reports: WeeklyReportsTable;
  log_entries: LogEntriesTable;
  log_state: LogStateTable;
  log_witnesses: LogWitnessesTable;
}
