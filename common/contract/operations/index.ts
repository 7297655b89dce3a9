/**
 * Every operation of the API, in one list: the server mounts one route for each (and refuses to
 * start when one has no handler), the OpenAPI document lists them, and the role matrix and the
 * fuzzer walk them.
 */
import type { Operation } from '../operation.ts';
import { accountOps } from './accounts.ts';
import { authOps } from './auth.ts';
import { helplineOps } from './helpline.ts';
import { holidayOps } from './holidays.ts';
import { mediaOps } from './media.ts';
import { libraryOps } from './library.ts';
import { siteOps } from './site.ts';
import { organizationOps } from './organizations.ts';
import { referenceOps } from './reference.ts';
import { reportOps } from './reports.ts';
import { resetOps } from './reset.ts';
import { statsOps } from './stats.ts';
import { chartOps } from './charts.ts';
import { tweetOps } from './tweets.ts';
import { xOps } from './x.ts';
import { publicLogOps } from './public-log.ts';
import { reviewOps } from './review.ts';

export {
  accountOps,
  authOps,
  helplineOps,
  holidayOps,
  mediaOps,
  libraryOps,
  siteOps,
  organizationOps,
  referenceOps,
  reportOps,
  resetOps,
  statsOps,
  chartOps,
  tweetOps,
  xOps,
  publicLogOps,
  reviewOps,
};

export const OPERATIONS: readonly Operation[] = [
  referenceOps,
  authOps,
  resetOps,
  accountOps,
  organizationOps,
  holidayOps,
  tweetOps,
  mediaOps,
  libraryOps,
  siteOps,
  statsOps,
  chartOps,
  reportOps,
  helplineOps,
  xOps,
  publicLogOps,
  reviewOps,
].flatMap((group) => Object.values(group) as Operation[]);
