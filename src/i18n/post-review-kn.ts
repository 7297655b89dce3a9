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
  // The badge under the status in the lists.
  'postReview.badge.PENDING': 'ಪರಿಶೀಲನೆಯಲ್ಲಿದೆ',
  'postReview.badge.ACCEPTED': 'ಒಪ್ಪಲಾಗಿದೆ',
  'postReview.badge.REJECTED': 'ತಿರಸ್ಕರಿಸಲಾಗಿದೆ',
};
