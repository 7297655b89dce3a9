/**
 * Kannada texts of a post's review where the post is shown (docs/spec-notes.md, 'A supervisor's decision on the
 * post'), one for each English text in post-review-en.ts.
 */
import type { postReviewEn } from './post-review-en';

export const postReviewKn: Record<keyof typeof postReviewEn, string> = {
  // The notice on a post's details.
  'postReview.rejected': 'ಮೇಲ್ವಿಚಾರಕರು ತಿರಸ್ಕರಿಸಿದ್ದಾರೆ: {reason}',
  'postReview.rejectedCounts': 'ಈ ಪೋಸ್ಟ್ ಅನ್ನು ‘ಪೋಸ್ಟ್ ಮಾಡಿಲ್ಲ’ ಎಂದು ಎಣಿಸಲಾಗುತ್ತದೆ.',
  'postReview.accepted': 'ಮೇಲ್ವಿಚಾರಕರು ಪರಿಶೀಲಿಸಿ ಒಪ್ಪಿಕೊಂಡಿದ್ದಾರೆ',
  'postReview.acceptedReason': 'ಮೇಲ್ವಿಚಾರಕರು ಪರಿಶೀಲಿಸಿ ಒಪ್ಪಿಕೊಂಡಿದ್ದಾರೆ: {reason}',
  'postReview.pending': 'ಮೇಲ್ವಿಚಾರಕರು ಈ ಪೋಸ್ಟ್ ಅನ್ನು ನೋಡಲಿದ್ದಾರೆ.',
  'postReview.decidedOn': 'ನಿರ್ಧರಿಸಿದ ದಿನಾಂಕ: {date}',
  'postReview.decidedBy': 'ನಿರ್ಧರಿಸಿದವರು: {name}, {date}',
  // The badge under the status in the lists.
  'postReview.badge.PENDING': 'ಪರಿಶೀಲನೆಯಲ್ಲಿದೆ',
  'postReview.badge.ACCEPTED': 'ಒಪ್ಪಲಾಗಿದೆ',
  'postReview.badge.REJECTED': 'ತಿರಸ್ಕರಿಸಲಾಗಿದೆ',
  // The supervisors' post page: the checks that flagged the post, one line each.
  'postReview.checks': 'ಈ ಪೋಸ್ಟ್ ಅನ್ನು ಏಕೆ ಗುರುತಿಸಲಾಗಿದೆ',
  'postReview.photo': 'ಫೋಟೋ {slot} ({name})',
  'postReview.check.reused': 'ಮರುಬಳಕೆಯ ಫೋಟೋ: {photo}, ಪೋಸ್ಟ್ #{post} ರ ಫೋಟೋ {other} ರಂತೆ ಕಾಣುತ್ತದೆ',
  'postReview.check.reusedExact': 'ಮರುಬಳಕೆಯ ಫೋಟೋ: {photo}, ಪೋಸ್ಟ್ #{post} ರ ಫೋಟೋ {other} ರ ಅದೇ ಫೈಲ್ ಆಗಿದೆ',
  'postReview.check.reusedUnknown': 'ಮರುಬಳಕೆಯ ಫೋಟೋ: {photo}, ಹಿಂದಿನ ಪೋಸ್ಟ್‌ನ ಒಂದು ಫೋಟೋದಂತೆ ಕಾಣುತ್ತದೆ',
  'postReview.check.gallery': 'ಗ್ಯಾಲರಿ ಫೋಟೋ: {photo} ಅನ್ನು ಕ್ಯಾಮೆರಾದಿಂದ ತೆಗೆಯದೆ ಗ್ಯಾಲರಿಯಿಂದ ಆರಿಸಲಾಗಿದೆ',
  'postReview.check.clock': 'ಗಡಿಯಾರದ ಬಗ್ಗೆ ಸಂಶಯ: ಫೋನಿನ ಸಮಯವನ್ನು ನಂಬಲಾಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ಪೋಸ್ಟ್ ತಲುಪಿದ ಸಮಯದಿಂದ ನಿರ್ಣಯಿಸಲಾಗಿದೆ',
  'postReview.check.noPeople': 'ಜನರಿಲ್ಲ: {photo} ನಲ್ಲಿ ಯಾರೂ ಇಲ್ಲ ಎಂದು ವಾರ್ಡನ್ ಹೇಳಿದ್ದಾರೆ',
  'postReview.check.faces': 'ಮುಖಗಳನ್ನು ಹುಡುಕಿಲ್ಲ: {photo} ನಲ್ಲಿ ಫೋನ್ ಮುಖಗಳನ್ನು ಹುಡುಕಲಾಗಲಿಲ್ಲ',
};
