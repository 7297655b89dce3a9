/**
 * The weekly reports' job: at start, and then every WEEKLY_REPORTS_CHECK_SECONDS, it makes any
 * missing report of the last week that is due (the week before the one holding now less eight
 * hours: reports are due on Monday at 08:00 Asia/Kolkata) and mails the made ones not mailed yet.
 * So the Monday run is one check among many, and a Monday missed while the server was down is
 * caught up at the next start. "Now" is the context's clock, so tests move a FakeClock. Runs never
 * overlap; the timer is unref'd and stopped on close, which waits for a run in progress.
 */
import type { FastifyInstance } from 'fastify';
import { reportWeekAt } from '@common/reports/report-weeks.ts';
import type { AppContext } from '../../context.ts';
import { makeWeek } from './reports.maker.ts';
import { mailWeek } from './reports.mail.ts';

export interface WeeklyReportsJob {
  /** One check: make what is missing of the due week and mail it. Resolves when done. */
  tick(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    weeklyReports: WeeklyReportsJob | null;
  }
}

export function attachWeeklyReports(app: FastifyInstance, ctx: AppContext): WeeklyReportsJob | null {
  app.decorate('weeklyReports', null);
  if (ctx.config.WEEKLY_REPORTS === 'off') return null;
  let running: Promise<void> | null = null;
  let closed = false;

  async function run(): Promise<void> {
    const week = reportWeekAt(ctx.clock.now());
    const made = await makeWeek(ctx, week, { stopped: () => closed });
    if (made.length) app.log.info({ week, reports: made.length }, 'weekly reports made');
    const mailed = await mailWeek(ctx, week);
    if (mailed) app.log.info({ week, messages: mailed }, 'weekly reports mailed');
  }

  const job: WeeklyReportsJob = {
    tick() {
      if (closed) return Promise.resolve();
      running ??= run()
        .catch((error: unknown) => app.log.error({ err: error }, 'weekly reports failed'))
        .finally(() => (running = null));
      return running;
    },
  };
  app.weeklyReports = job;
  const timer = setInterval(() => void job.tick(), ctx.config.WEEKLY_REPORTS_CHECK_SECONDS * 1000);
  timer.unref();
  app.addHook('onReady', async () => void job.tick());
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
  return job;
}
