/**
 * Reads the meal schedule in force on a day for an institution type. Rows are dated, so a change
 * made today (effective tomorrow) never alters how past posts were judged.
 */
import type { OrganizationType } from '@common/organizations.ts';
import type { Kysely } from 'kysely';
import { MEALS, type Meal, type MealSlot } from '@common/schedule.ts';
import type { DB } from '../../db/schema.ts';

export interface ScheduleRow {
  organization_type: OrganizationType;
  meal: Meal;
  effective_from: string;
  opens_min: number;
  due_min: number;
  late_min: number;
}

export const allScheduleRows = (db: Kysely<DB>): Promise<ScheduleRow[]> =>
  db
    .selectFrom('meal_schedules')
    .select(['organization_type', 'meal', 'effective_from', 'opens_min', 'due_min', 'late_min'])
    .orderBy('effective_from')
    .execute();

/** The slots in force for a type on a day, from all rows (sorted by effective_from). */
export function slotsOn(rows: readonly ScheduleRow[], organizationType: OrganizationType, day: string): MealSlot[] {
  const slots: MealSlot[] = [];
  for (const meal of MEALS) {
    let chosen: ScheduleRow | undefined;
    for (const row of rows) {
      if (row.organization_type === organizationType && row.meal === meal && row.effective_from <= day) chosen = row;
    }
    if (chosen)
      slots.push({ meal: meal as Meal, opens: chosen.opens_min, due: chosen.due_min, lateUntil: chosen.late_min });
  }
  return slots;
}

export async function slotsFor(db: Kysely<DB>, organizationType: OrganizationType, day: string): Promise<MealSlot[]> {
  const rows = await db
    .selectFrom('meal_schedules')
    .select(['organization_type', 'meal', 'effective_from', 'opens_min', 'due_min', 'late_min'])
    .where('organization_type', '=', organizationType)
    .where('effective_from', '<=', day)
    .orderBy('effective_from')
    .execute();
  return slotsOn(rows, organizationType, day);
}

/**
 * Replaces what is pending for a type with slots in force from `from` (tomorrow). Rows of today and
 * earlier are never touched, so no post is judged again. No slots clears the pending change.
 */
export async function replacePending(
  db: Kysely<DB>,
  organizationType: OrganizationType,
  today: string,
  from: string,
  slots: readonly MealSlot[],
  by: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('meal_schedules')
      .where('organization_type', '=', organizationType)
      .where('effective_from', '>', today)
      .execute();
    if (slots.length === 0) return;
    await trx
      .insertInto('meal_schedules')
      .values(
        slots.map((s) => ({
          organization_type: organizationType,
          meal: s.meal,
          effective_from: from,
          opens_min: s.opens,
          due_min: s.due,
          late_min: s.lateUntil,
          updated_by: by,
        })),
      )
      .execute();
  });
}
