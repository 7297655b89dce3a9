/**
 * The read shapes of the warden's posts and counts, as `server/modules/tweets/tweets.shape.ts` and
 * `GET stat/warden-home` answer them (SPEC.md §3 plus meal, captured_at, createdAt and
 * clock_suspect). Written here as types only: the screens read them, nothing is validated twice.
 */
import type { Meal, TweetStatus } from '@common/schedule';

/** Root-relative renditions: `high_res` for details, `low_res` for lists (DECISIONS §7). */
export interface MediaUrls {
  full: { high_res: string; low_res: string };
}

export interface TweetMedia {
  id: number;
  media_type: { name: string };
  image_url: MediaUrls | null;
  name: { original: string; current: string };
  extension: { original: string; current: string };
  size: { original: number; current: number };
}

export const IMAGE_SLOTS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

interface PlaceName {
  name: { en: string; kn: string };
}

export interface Tweet {
  id: number;
  content: string;
  meal: Meal;
  day: string;
  /** One of TWEET_STATUSES; anything else reads 'Not Posted'. */
  tweet_status: TweetStatus | string;
  /** When the server received the post. */
  createdAt: string;
  /** The phone's clock when the warden pressed Submit (DECISIONS §6). */
  captured_at: string;
  clock_suspect: boolean;
  organization: { id: number; name: { en: string; kn: string } };
  district: PlaceName;
  taluk: PlaceName;
  image: { image_url: MediaUrls }[];
  images: Record<ImageSlot, TweetMedia | null>;
}

/** `GET stat/warden-home`: this calendar month in Asia/Kolkata. */
export interface WardenStats {
  posted_on_time: number;
  posted_with_delay: number;
  post_not_considered: number;
  tweets_not_posted: number;
}

/** The `status` query of `GET tweet/warden`. */
export type TweetStatusFilter = 'ALL' | TweetStatus;

/** SPEC.md §9: lists are read ten at a time. */
export const TWEETS_PAGE_SIZE = 10;
