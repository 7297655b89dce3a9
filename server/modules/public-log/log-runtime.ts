/**
 * The public log as one server process has it: its identity (origin and signing key, log-key.ts)
 * and its sequencer, which starts when the server is ready and stops, letting go of its lease,
 * when the server closes. ctx.publicLog is this object; context.ts declares only `wake`, so it
 * imports nothing from here (docs/architecture.md, 'Layers').
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Config } from '../../config.ts';
import { logIdentity, type LogIdentity } from './log-key.ts';
import { LogSequencer } from './log-sequencer.ts';
import { attachLogBackfill } from './log-backfill.ts';

/** A round may take this long before another process may take the lease over. */
const LEASE_MS = 30_000;
/** At most this many entries are indexed in one round. */
const MAX_BATCH = 10_000;

export class PublicLogRuntime {
  sequencer: LogSequencer | null = null;
  constructor(readonly identity: LogIdentity) {}

  wake(): void {
    this.sequencer?.wake();
  }
}

declare module '../../context.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds PublicLogRuntime's members
  interface PublicLog extends PublicLogRuntime {}
}

/** Loads (or on first start generates) the key: a bad LOG_SIGNING_KEY stops the start here. */
export const createPublicLog = (config: Config): PublicLogRuntime => new PublicLogRuntime(logIdentity(config));

/** Starts the sequencer with the server and stops it before the database closes. */
export function attachPublicLog(app: FastifyInstance, ctx: AppContext): void {
  const sequencer = new LogSequencer(ctx, ctx.publicLog.identity, app.log, {
    batchMs: ctx.config.LOG_BATCH_MS,
    leaseMs: LEASE_MS,
    maxBatch: MAX_BATCH,
  });
  ctx.publicLog.sequencer = sequencer;
  app.addHook('onReady', async () => sequencer.start());
  app.addHook('onClose', async () => sequencer.close());
  attachLogBackfill(app, ctx);
}
