/**
 * What connecting institutions to X offers other features (docs/spec-notes.md, 'Publishing to X'): the connect and
 * disconnect calls, the account's pill, and the warden home's banners. The /x/connected page is the route's.
 */
export { useConnectX, useDisconnectX } from './x-connect-api';
export { XAccountBadge } from './x-account-badge';
export { XAccountBanners } from './x-account-banner';
