/**
 * Reads the meal schedule in force on a day for an institution type. Rows are dated, so a change
 * made today (effective tomorrow) never alters how past posts were judged.
 */
import type { OrganizationType } from '@common/organizations.ts';
import type { Kysely } from 'kysely';
import type { MealSlot } from '@common/schedule.ts';
import { slotsOn, type ScheduleRow } from '@common/schedule-in-force.ts';
import type { DB } from '../../db/schema.ts';

// The rule of which rows hold on a day is common/'s, shared with the phone's composer.
export { slotsOn, type ScheduleRow };

export const allScheduleRows = (db: Kysely<DB>): Promise<ScheduleRow[]> =>
  db
    .selectFrom('meal_schedules')
    .select(['organization_type', 'meal', 'effective_from', 'opens_min', 'due_min', 'late_min'])
    .orderBy('effective_from')
    .execute();

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
