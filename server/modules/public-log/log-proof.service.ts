/**
 * A post's receipt from the public log (docs/log.md, 'Receipts'): its entry as logged, its index,
 * the inclusion proof read from the tiles of the latest signed checkpoint, and that checkpoint, so
 * anyone can check the post is in the log without trusting this server. The checkpoint carries the
 * witnesses' cosignatures of it (log-cosigned.ts), so the receipt is checked alone. A post no checkpoint covers
 * yet (or none at all) is a 404.
 */
import { MSG } from '@common/messages.ts';
import { LOG_MSG } from '@common/log-messages.ts';
import { toBase64 } from '@common/tlog/hash.ts';
import { inclusionProofFromTiles, tilePath, type Tile } from '@common/tlog/tiles.ts';
import type { LogProof } from '@common/contract/answers/public-log.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { entryOfPost } from './log-entries.repository.ts';
import { logState } from './log-state.repository.ts';
import { readTile } from './log-files.ts';
import { withCosignatures } from './log-cosigned.ts';

export async function logProof(ctx: AppContext, postId: number): Promise<LogProof> {
  const entry = await entryOfPost(ctx.db, postId);
  if (!entry) throw errors.notFound(MSG.notFound);
  const state = await logState(ctx.db);
  const size = state.integrated_size;
  if (entry.idx === null || entry.idx >= size || !state.checkpoint) throw errors.notFound(LOG_MSG.notLogged);
  const read = async (t: Tile) => {
    const data = await readTile(ctx.files, t);
    if (!data) throw new Error(`log tile ${tilePath(t)} is missing from the store`);
    return data;
  };
  const proof = await inclusionProofFromTiles(entry.idx, size, read);
  const checkpoint = await withCosignatures(ctx, state.checkpoint);
  return { entry: entry.body, index: entry.idx, proof: proof.map(toBase64), checkpoint };
}
