/**
 * What other features take from the review of flagged posts (docs/review.md): the homes' count
 * of posts waiting. The queue's page (review-page.tsx) is reached by its routes.
 */
export { ReviewCount } from './review-count';
