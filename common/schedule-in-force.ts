/**
 * Which meal slots hold on a given day for an institution type (docs/product.md, 'Deadlines'), written once so the
 * server's judging and the phone's composer cannot disagree. A schedule is dated rows: a change
 * saved today is a set of rows from tomorrow, and on any day each meal follows its latest row dated
 * on or before that day. The server reads the rows from its table; the phone rebuilds them from the
 * last `GET schedule` answer (the slots in force that day and the pending `next`), so a phone that
 * fetched the schedule yesterday evening and has no signal this morning still uses the change that
 * took effect today. Pure: no clock and no I/O, the caller says which day or instant.
 */
import type { Schedule, SlotView } from './contract/answers/reference.ts';
import type { OrganizationType } from './organizations.ts';
import { DEFAULT_SLOTS, MEALS, istDate, parseMinutes, type Meal, type MealSlot } from './schedule.ts';

/** One meal's times for one institution type, in force from `effective_from` on. */
export interface ScheduleRow {
  organization_type: OrganizationType;
  meal: Meal;
  effective_from: string;
  opens_min: number;
  due_min: number;
  late_min: number;
}

/** The slots in force for a type on a day, from all rows (sorted by effective_from). */
export function slotsOn(rows: readonly ScheduleRow[], organizationType: OrganizationType, day: string): MealSlot[] {
  const slots: MealSlot[] = [];
  for (const meal of MEALS) {
    let chosen: ScheduleRow | undefined;
    for (const row of rows) {
      if (row.organization_type === organizationType && row.meal === meal && row.effective_from <= day) chosen = row;
    }
    if (chosen) slots.push({ meal, opens: chosen.opens_min, due: chosen.due_min, lateUntil: chosen.late_min });
  }
  return slots;
}

/**
 * The answer only vouches for its slots from its own `today`, but a phone whose clock is a day
 * behind still does best with them: they are dated from the beginning, in force until `next`.
 */
const EVER = '0000-01-01';

const rowsOf = (type: OrganizationType, from: string, slots: readonly SlotView[]): ScheduleRow[] =>
  slots.map((s) => ({
    organization_type: type,
    meal: s.meal,
    effective_from: from,
    opens_min: parseMinutes(s.opens),
    due_min: parseMinutes(s.due),
    late_min: parseMinutes(s.late_until),
  }));

/** The dated rows a `GET schedule` answer stands for, sorted as slotsOn wants them. */
export function servedRows(schedule: Pick<Schedule, 'items'>): ScheduleRow[] {
  return schedule.items.flatMap((item) => [
    ...rowsOf(item.organization_type, EVER, item.slots),
    ...(item.next ? rowsOf(item.organization_type, item.next.effective_from, item.next.slots) : []),
  ]);
}

/**
 * The slots the phone shows for a type at an instant (its Asia/Kolkata day), from the last answer
 * it kept; the default slots (docs/product.md, 'Deadlines') only when it has none for that type (never fetched, or a
 * type the answer did not list).
 */
export function servedSlotsAt(
  schedule: Pick<Schedule, 'items'> | null,
  organizationType: OrganizationType,
  at: Date | number,
): readonly MealSlot[] {
  const slots = schedule ? slotsOn(servedRows(schedule), organizationType, istDate(at)) : [];
  return slots.length > 0 ? slots : DEFAULT_SLOTS;
}
