/**
 * What the posts feature offers other features (the DD console, the helpline, the outbox): the
 * queries other screens refresh or reuse, and the pieces that show a post. Anything not listed
 * here is the feature's own business (ESLint forbids reaching past this file).
 */
export { wardenStatsQueryKey } from './api/get-warden-stats';
export { wardenTweetsQueryKey } from './api/get-warden-tweets';
export { notPostedQueryKey } from './api/get-not-posted';
export { useTweet } from './api/get-tweet';
export { TweetStatusBadge } from './components/tweet-status-badge';
export { TweetThumb } from './components/tweet-thumb';
export { TweetSummary, TweetSummarySkeleton } from './components/tweet-summary';
export { TweetPhotos } from './components/tweet-photos';
export { TweetThumbButton } from './components/tweet-thumb-button';
export { useTweetName } from './lib/tweet-name';
export { XPostBadge, XMark } from './components/x-post-badge';
export { XPostPanel } from './components/x-post-panel';
export { formatPostedOn, organizationName, postedAt, statusText } from './lib/tweet-format';
