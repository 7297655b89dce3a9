/**
 * English texts of a post's review where the post is shown (docs/spec-notes.md, 'A supervisor's decision on the
 * post'): the warden's notice of a decision on the post's details and the small badge in the lists. The supervisors'
 * lines (who decided, each check) load with their routes (review-en.ts). post-review-kn.ts has the Kannada of each.
 */
export const postReviewEn = {
  // The notice on a post's details.
  'postReview.rejected': 'Rejected by a supervisor: {reason}',
  'postReview.rejectedCounts': 'This post counts as Not Posted.',
  'postReview.accepted': 'Checked and accepted by a supervisor',
  'postReview.acceptedReason': 'Checked and accepted by a supervisor: {reason}',
  'postReview.pending': 'A supervisor will look at this post.',
  'postReview.decidedOn': 'Decided on {date}',
  // The badge under the status in the lists.
  'postReview.badge.PENDING': 'Being checked',
  'postReview.badge.ACCEPTED': 'Accepted',
  'postReview.badge.REJECTED': 'Rejected',
} as const;
