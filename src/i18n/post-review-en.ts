/**
 * English texts of a post's review where the post is shown (docs/spec-notes.md, 'A supervisor's decision on the
 * post'): the warden's notice of a decision on the post's details, the small badge in the warden's lists, and on
 * the supervisors' post page who decided and each check in one line. post-review-kn.ts has the Kannada of each.
 */
export const postReviewEn = {
  // The notice on a post's details.
  'postReview.rejected': 'Rejected by a supervisor: {reason}',
  'postReview.rejectedCounts': 'This post counts as Not Posted.',
  'postReview.accepted': 'Checked and accepted by a supervisor',
  'postReview.acceptedReason': 'Checked and accepted by a supervisor: {reason}',
  'postReview.pending': 'A supervisor will look at this post.',
  'postReview.decidedOn': 'Decided on {date}',
  'postReview.decidedBy': 'Decided by {name} on {date}',
  // The badge under the status in the lists.
  'postReview.badge.PENDING': 'Being checked',
  'postReview.badge.ACCEPTED': 'Accepted',
  'postReview.badge.REJECTED': 'Rejected',
  // The supervisors' post page: the checks that flagged the post, one line each.
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
