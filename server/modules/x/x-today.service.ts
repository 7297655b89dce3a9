/**
 * `GET stat/x-publishing`: the admin home's card on today's publishing. Posts are counted in four
 * groups a supervisor acts on (published; waiting their turn or being settled; waiting for a
 * reconnect; given up) plus those never queued because the institution had no X account, with
 * the app's quota as X last reported it and whether X paused the whole app.
 */
import { istDate } from '@common/schedule.ts';
import type { XPostStatus } from '@common/x-publishing.ts';
import type { XToday } from '@common/contract/answers/x.ts';
import type { AppContext } from '../../context.ts';
import { appState } from './x-publications.repository.ts';
import { publicationCountsOn } from './x-today.repository.ts';

type Group = 'published' | 'waiting' | 'needs_reconnect' | 'gave_up' | 'not_connected';
const GROUP: Record<XPostStatus, Group> = {
  PUBLISHED: 'published',
  QUEUED: 'waiting',
  PUBLISHING: 'waiting',
  RETRYING: 'waiting',
  UNKNOWN: 'waiting',
  NEEDS_RECONNECT: 'needs_reconnect',
  GAVE_UP: 'gave_up',
  NOT_CONNECTED: 'not_connected',
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function xPublishingToday(ctx: AppContext): Promise<XToday> {
  const now = ctx.clock.now();
  const day = istDate(now);
  const [rows, app] = await Promise.all([publicationCountsOn(ctx.db, day), appState(ctx.db)]);
  const counts: Record<Group, number> = { published: 0, waiting: 0, needs_reconnect: 0, gave_up: 0, not_connected: 0 };
  for (const row of rows) counts[GROUP[row.status as XPostStatus] ?? 'waiting'] += Number(row.n);
  const paused = app.paused_until && app.paused_until > now;
  return {
    enabled: ctx.x !== null,
    day,
    ...counts,
    app: {
      paused_until: paused ? iso(app.paused_until) : null,
      pause_reason: paused ? app.pause_reason : null,
      remaining: app.app_remaining,
      reset_at: iso(app.app_reset_at),
    },
  };
}
