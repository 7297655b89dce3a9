/** Kannada of the review's core texts (review-nav-en.ts): the consoles' 'Review' section and the homes' count. */
import type { reviewNavEn } from './review-nav-en';

export const reviewNavKn: Record<keyof typeof reviewNavEn, string> = {
  'review.nav': 'ಪರಿಶೀಲನೆ',
  'review.home.count': 'ಪರಿಶೀಲಿಸಬೇಕಾದ {count} ಪೋಸ್ಟ್‌ಗಳು',
  'review.home.one': 'ಪರಿಶೀಲಿಸಬೇಕಾದ 1 ಪೋಸ್ಟ್',
  'review.home.none': 'ಪರಿಶೀಲಿಸಬೇಕಾದ ಪೋಸ್ಟ್ ಇಲ್ಲ',
  'review.home.open': 'ಪರಿಶೀಲಿಸಬೇಕಾದ ಪೋಸ್ಟ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ',
};
