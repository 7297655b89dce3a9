/**
 * English texts of the public log (docs/log.md, 'Receipts'): where a post stands in the signed,
 * append-only log on its details page and in the outbox's record of sent posts, and the API's texts
 * about the log (common/log-messages.ts), taken verbatim. public-log-kn.ts has the Kannada of each.
 */
import { LOG_MSG } from '@common/log-messages';
import { prefixed } from './contract-keys';

export const publicLogEn = {
  'log.fact': 'Public log',
  'log.entry': 'In the public log, entry {index}',
  'log.pending': 'Not in the public log yet: it is added within a minute of receipt.',
  ...prefixed('logMsg', LOG_MSG),
} as const;
