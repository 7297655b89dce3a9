/**
 * What the admin console shares with the DD console: the incomplete institutions' lists (one page
 * for both, the DD's without Fix) and their counts per kind, with the search params they keep in
 * the URL. Everything else of the admin console is its own business.
 */
export { IncompletePage, type IncompletePageProps } from './incomplete-page';
export {
  INCOMPLETE_COUNT_OF,
  INCOMPLETE_KINDS,
  useIncompleteCounts,
  type IncompleteKind,
} from './api/get-console-stats';
export { cleanSearch, validatePlaceSearch, type PlaceSearch } from './console-search';
