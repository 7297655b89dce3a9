/**
 * Routes of the public log's receipts (common/contract/operations/public-log.ts): apart from the
 * other groups so that only the screens that verify a post (the audit page, a post's details) carry
 * it. Plain data; see index.ts.
 */
import type { RouteTable as R } from '../api-call.ts';

export const readLogProof: R['readLogProof'] = { method: 'GET', path: '/public/log/proof/{post_id}' };
