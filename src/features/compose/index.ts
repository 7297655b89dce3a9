/**
 * What the warden home's route takes from the composer: the saved list of the warden's
 * institutions (for its X banners). Features never import this file (docs/product.md, 'Code
 * layout'); what the composer shares with the outbox (the description field, its checks, the
 * faces wording) lives in src/components/post and src/lib.
 */
export { useWardenInstitutions } from './warden-institutions-api';
