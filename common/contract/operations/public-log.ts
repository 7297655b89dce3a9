/**
 * The public log's one API operation (docs/log.md, 'Receipts'): a post's entry, index, inclusion
 * proof and checkpoint, for anyone, without a token. The log's files themselves (/log/checkpoint,
 * /log/key, /log/tile/…) are static files of the C2SP formats, outside the API.
 */
import { z } from 'zod';
import { LOG_MSG } from '../../log-messages.ts';
import { answer, operation } from '../operation.ts';
import { idOf } from '../requests.ts';
import { logProofSchema } from '../answers/public-log.ts';

export const publicLogOps = {
  proof: operation({
    id: 'readLogProof',
    method: 'GET',
    path: '/public/log/proof/{post_id}',
    tag: 'Public log',
    summary: "A post's entry in the public log with its inclusion proof and signed checkpoint",
    description: 'No token. 404 for an unknown post and for one no signed checkpoint covers yet.',
    access: 'public',
    params: z.object({ post_id: idOf('tweet') }),
    answers: { 200: answer(LOG_MSG.proofReceived, logProofSchema) },
    errors: [404],
  }),
} as const;
