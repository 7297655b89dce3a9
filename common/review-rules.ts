/**
 * The words of reused-photo checks and the supervisors' review (docs/review.md), free of zod so the
 * PWA's screens and catalogue use them without loading zod: the kinds of check a post can carry,
 * the two decisions, the states of a post's review, how a photo came in, and the length of a reason.
 */

/**
 * What can make a post need a human eye. REUSED_PHOTO: a photo matches an earlier one (or is a byte
 * copy); GALLERY_PHOTO: picked from the gallery, not taken in the composer; CLOCK_SUSPECT: judged by
 * its receipt; NO_PEOPLE: the children photo was said to show no one; FACES_UNCHECKED: the phone could
 * not look for faces in a photo.
 */
export const CHECK_KINDS = ['REUSED_PHOTO', 'GALLERY_PHOTO', 'CLOCK_SUSPECT', 'NO_PEOPLE', 'FACES_UNCHECKED'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export const REVIEW_OUTCOMES = ['ACCEPTED', 'REJECTED'] as const;
export type ReviewDecision = (typeof REVIEW_OUTCOMES)[number];

/** A flagged post waits (PENDING) until a supervisor decides. */
export const REVIEW_STATES = ['PENDING', ...REVIEW_OUTCOMES] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** How a photo came into the composer: taken with the camera during the post, or picked from the gallery. */
export const PHOTO_SOURCES = ['CAMERA', 'GALLERY'] as const;
export type PhotoSource = (typeof PHOTO_SOURCES)[number];

/**
 * A photo whose file is older than this when the warden picks it was not taken for this post: the
 * composer calls it a gallery photo even when it came through the camera button.
 */
export const FRESH_PHOTO_MS = 10 * 60 * 1000;

export const REASON_MIN = 10;
export const REASON_MAX = 500;

/** The photos compared with the same institution's own past posts: plate, kitchen, children (not the menu chart). */
export const OWN_HISTORY_SLOTS = [2, 3, 4] as const;
/** How far back a photo is compared with the institution's own posts. */
export const OWN_HISTORY_DAYS = 90;
