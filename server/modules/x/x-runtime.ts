/**
 * Publishing to X as one server process has it: the client and the worker, when X_CLIENT_ID and
 * X_CLIENT_SECRET are set (otherwise null: publishing is off and the console says why). The worker
 * starts when the server is ready and stops with it; tests may tune its pace of polling, leases
 * and reconciling, or drive it by hand.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createXClient, type XClient } from './x-client.ts';
import { DEFAULT_TUNING, XPublisher, type PublisherTuning } from './x-publisher.ts';

export interface XRuntime {
  client: XClient;
  publisher: XPublisher;
  poke(): void;
}

// ctx.x is this runtime: context.ts declares only poke(), so that it imports nothing from here.
declare module '../../context.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds XRuntime's members
  interface XPublishing extends XRuntime {}
}

export interface XRuntimeOptions {
  tuning?: Partial<PublisherTuning>;
  /** false: the worker is not started (tests call publisher.runOnce()). */
  autoStart?: boolean;
}

export function attachX(app: FastifyInstance, ctx: AppContext, opts: XRuntimeOptions = {}): XRuntime | null {
  const { X_CLIENT_ID, X_CLIENT_SECRET, X_API_BASE } = ctx.config;
  if (!X_CLIENT_ID || !X_CLIENT_SECRET) {
    // The one place the settings are named: the screens say only that X is not set up.
    app.log.info('publishing to X is off: X_CLIENT_ID and X_CLIENT_SECRET are not set');
    return null;
  }
  const client = createXClient({ apiBase: X_API_BASE, clientId: X_CLIENT_ID, clientSecret: X_CLIENT_SECRET });
  const publisher = new XPublisher(ctx, client, app.log, { ...DEFAULT_TUNING, ...opts.tuning });
  if (opts.autoStart ?? true) app.addHook('onReady', async () => publisher.start());
  app.addHook('onClose', async () => publisher.stop());
  return { client, publisher, poke: () => publisher.poke() };
}
