/**
 * Photos uploaded for a post that never came are harmless, and go after 7 days: the outbox on a
 * phone may retry a post for days, so a younger orphan may still be claimed.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { deleteOrphans } from './media.repository.ts';
import { removeFiles } from './media.service.ts';

export const ORPHAN_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function sweepOrphanMedia(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ORPHAN_AFTER_MS);
  const orphans = await deleteOrphans(ctx.db, cutoff);
  for (const o of orphans) await removeFiles(ctx, [o.high_res_path, o.low_res_path]);
  return orphans.length;
}

/** Runs the sweep hourly while the server is up. */
export function scheduleSweep(app: FastifyInstance): void {
  const timer = setInterval(() => {
    sweepOrphanMedia(app.ctx).then(
      (n) => n && app.log.info({ removed: n }, 'orphan media removed'),
      (error: unknown) => app.log.error({ err: error }, 'orphan media sweep failed'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
