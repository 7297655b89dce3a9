/**
 * English texts of the supervisors' review queue (docs/review.md): its page, its cards with each
 * check in words, the two photos of a reused one side by side, the reason dialog, and the server's
 * own texts (common/review-messages.ts) under 'reviewMsg.'. They load with the queue's routes
 * (review-texts.ts), not with the app, so the warden's phone never downloads them; the section's
 * name and the homes' count are core texts (review-nav-en.ts). review-kn.ts has the Kannada of each.
 */
import { REVIEW_MSG } from '@common/review-messages';
import { prefixed } from './contract-keys';

export const reviewEn = {
  ...prefixed('reviewMsg', REVIEW_MSG),
  'review.title': 'Posts to review',
  'review.description':
    'Posts the server flagged for a closer look, oldest first. Accept a post that is genuine; reject one that is not, and it counts as Not Posted.',
  'review.empty': 'Nothing to review',
  'review.emptyHint': 'Flagged posts of your area will show here.',
  'review.loadFailed': 'The posts to review could not be loaded.',
  'review.count': 'Showing {shown} of {total}',
  'review.loadMore': 'Load more',
  'review.card': 'Post of {name}, {meal}, {day}',
  'review.checks': 'Why it is flagged',
  'review.photos': 'Photos of this post',
  'review.openPhoto': 'Open photo {n} ({slot}) in the photo viewer',
  'review.details': 'Open the post',
  'review.check.reusedExact': 'Photo {n} ({slot}) is the same file as photo {m} of {name}, posted on {day}',
  'review.check.reused': 'Photo {n} ({slot}) looks like photo {m} of {name}, posted on {day}',
  'review.check.reusedUnknown': 'Photo {n} ({slot}) looks like a photo of an earlier post',
  'review.check.gallery': 'Photo {n} ({slot}) was picked from the gallery, not taken with the camera',
  'review.check.clock': 'The phone’s clock was doubted; the post was judged by when it arrived',
  'review.check.noPeople': 'Photo {n} ({slot}) was said to show no one',
  'review.check.faces': 'Faces could not be looked for in photo {n} ({slot})',
  'review.pair.title': 'Photo {n} beside the earlier photo',
  'review.pair.this': 'This post',
  'review.pair.other': 'Earlier post',
  'review.pair.sameFile': 'Same file',
  'review.pair.missing': 'The earlier photo is no longer stored',
  'review.pair.openOther': 'Open photo {n} of the earlier post in the photo viewer',
  'review.accept': 'Accept',
  'review.reject': 'Reject',
  'review.acceptFor': 'Accept the post of {name}',
  'review.rejectFor': 'Reject the post of {name}',
  'review.dialog.acceptTitle': 'Accept this post?',
  'review.dialog.rejectTitle': 'Reject this post?',
  'review.dialog.acceptBody':
    'The post of {name} ({meal}, {day}) stays as it is. Say why you are satisfied; the reason is kept with the decision.',
  'review.dialog.rejectBody':
    'The post of {name} ({meal}, {day}) will count as Not Posted. Say why; the reason is kept with the decision and cannot be changed.',
  'review.dialog.reason': 'Reason',
  'review.dialog.counter': '{n} / {max} characters',
  'review.dialog.cancel': 'Cancel',
  'review.accepted': 'Post accepted.',
  'review.rejected': 'Post rejected.',
  // The supervisors' post page (routes/dd/post.$id.tsx loads these too): who decided and each check in one line.
  'postReview.decidedBy': 'Decided by {name} on {date}',
  'postReview.checks': 'Why this post was flagged',
  'postReview.photo': 'photo {slot} ({name})',
  'postReview.check.reused': 'Reused photo: {photo} looks like photo {other} of post #{post}',
  'postReview.check.reusedExact': 'Reused photo: {photo} is the same file as photo {other} of post #{post}',
  'postReview.check.reusedUnknown': 'Reused photo: {photo} looks like a photo of an earlier post',
  'postReview.check.gallery': 'Gallery photo: {photo} was picked from the gallery, not taken with the camera',
  'postReview.check.clock':
    'Clock doubted: the phone’s time was not trusted, so the post was judged by when it arrived',
  'postReview.check.noPeople': 'No people: the warden said {photo} shows no one',
  'postReview.check.faces': 'Faces not looked for: the phone could not look for faces in {photo}',
} as const;
