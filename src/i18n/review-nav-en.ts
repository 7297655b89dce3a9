/**
 * The review's words every console page may show (docs/review.md): the 'Review' section in the
 * consoles' menus and the homes' count of posts waiting. Core texts, loaded with the app; the queue's
 * own texts load with its routes (review-en.ts). review-nav-kn.ts has the Kannada of each.
 */
export const reviewNavEn = {
  'review.nav': 'Review',
  'review.home.count': '{count} posts to review',
  'review.home.one': '1 post to review',
  'review.home.none': 'No post to review',
  'review.home.open': 'Open the posts to review',
} as const;
