/**
 * What the warden home's route takes from connecting institutions to X (docs/spec-notes.md, 'Publishing to X'): the
 * banners. The connect and disconnect calls (src/lib/x-connect-api.ts) and the account's pill
 * (src/components/x-account-badge.tsx) are shared with the admin console; the /x/connected page is the route's.
 */
export { XAccountBanners } from './x-account-banner';
