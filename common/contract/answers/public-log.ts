/**
 * Answers about the public log (docs/log.md, 'Receipts'): a post's inclusion proof, which anyone
 * checks against the signed checkpoint it names without trusting the server, and the short receipt
 * a signed-in user's post answers carry.
 */
import { z } from 'zod';
import { isoTime } from '../shared.ts';

export const logProofSchema = z
  .object({
    /** The entry's text exactly as logged; its UTF-8 bytes are the leaf (RFC 8785 canonical JSON). */
    entry: z.string(),
    /** The entry's index in the log. */
    index: z.number().int().min(0),
    /** The RFC 9162 inclusion proof, each node hash in base64, leaf side first. */
    proof: z.array(z.string()),
    /** The signed checkpoint (a C2SP signed note) the proof is against. */
    checkpoint: z.string(),
  })
  .meta({ id: 'LogProof' });
export type LogProof = z.output<typeof logProofSchema>;

/** Where a post stands in the public log: null until a signed checkpoint covers it. */
export const logReceiptSchema = z
  .object({ index: z.number().int().min(0), integrated_at: isoTime })
  .nullable()
  .meta({ id: 'LogReceipt' });
export type LogReceipt = z.output<typeof logReceiptSchema>;
