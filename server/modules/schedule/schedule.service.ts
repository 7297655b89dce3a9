/**
 * The posting schedule per institution type (docs/product.md, 'Deadlines'): what is in force today and what a
 * change has scheduled for tomorrow. Only a SUPER_ADMIN changes it (docs/product.md, 'Roles'); a change applies
 * from the next day, so a meal already running keeps its deadline and no past post is judged again.
 */
import { ORGANIZATION_TYPES, type OrganizationType } from '@common/organizations.ts';
import { addDays, istDate, type MealSlot } from '@common/schedule.ts';
import { slotView } from '@common/schedule-schema.ts';
import type { AppContext } from '../../context.ts';
import { audit } from '../audit/audit-log.repository.ts';
import type { AuthUser } from '../../lib/tokens.ts';
import { allScheduleRows, replacePending, slotsOn, type ScheduleRow } from './schedule.repository.ts';

const sameSlots = (a: readonly MealSlot[], b: readonly MealSlot[]) => JSON.stringify(a) === JSON.stringify(b);

function viewOf(rows: ScheduleRow[], type: OrganizationType, today: string) {
  const tomorrow = addDays(today, 1);
  const pending = rows.some((r) => r.organization_type === type && r.effective_from > today);
  const current = rows
    .filter((r) => r.organization_type === type && r.effective_from <= today)
    .map((r) => r.effective_from);
  return {
    organization_type: type,
    effective_from: current.length ? current[current.length - 1]! : null,
    slots: slotsOn(rows, type, today).map(slotView),
    next: pending ? { effective_from: tomorrow, slots: slotsOn(rows, type, tomorrow).map(slotView) } : null,
  };
}

export async function scheduleView(ctx: AppContext) {
  const rows = await allScheduleRows(ctx.db);
  const today = istDate(ctx.clock.now());
  return { today, items: ORGANIZATION_TYPES.map((type) => viewOf(rows, type, today)) };
}

export async function saveSchedule(
  ctx: AppContext,
  user: AuthUser,
  type: OrganizationType,
  slots: MealSlot[],
  ip: string,
) {
  const now = ctx.clock.now();
  const today = istDate(now);
  const tomorrow = addDays(today, 1);
  const current = slotsOn(await allScheduleRows(ctx.db), type, today);
  // Saving today's own slots again withdraws a pending change instead of adding a copy.
  await replacePending(ctx.db, type, today, tomorrow, sameSlots(current, slots) ? [] : slots, user.id);
  await audit(ctx.db, {
    actorId: user.id,
    action: 'schedule.changed',
    entity: 'meal_schedule',
    entityId: type,
    details: { effective_from: tomorrow, before: current.map(slotView), after: slots.map(slotView) },
    ip,
    at: now,
  });
  return viewOf(await allScheduleRows(ctx.db), type, today);
}
