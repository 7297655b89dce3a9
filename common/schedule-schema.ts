/**
 * Editing the posting schedule of an institution type (docs/product.md, 'Deadlines'): each meal's opening, due and
 * 'late until' times as HH:MM in Asia/Kolkata. The meals keep their order and do not overlap, so
 * the phone's preset meal stays unambiguous. A change applies from the next day.
 */
import { z } from 'zod';
import { SCHEDULE_MSG } from './schedule-messages.ts';
import { MEALS, formatMinutes, parseMinutes, type MealSlot } from './schedule.ts';

export { SCHEDULE_MSG } from './schedule-messages.ts';

const time = z
  .string({ error: SCHEDULE_MSG.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEDULE_MSG.time)
  .transform(parseMinutes);

const slot = z
  .object({ meal: z.enum(MEALS, { error: SCHEDULE_MSG.meals }), opens: time, due: time, late_until: time })
  .refine((s) => s.opens < s.due && s.due <= s.late_until, { path: ['due'], message: SCHEDULE_MSG.order });

export const updateScheduleSchema = z
  .object({ slots: z.array(slot, { error: SCHEDULE_MSG.meals }).length(MEALS.length, SCHEDULE_MSG.meals) })
  .superRefine((v, ctx) => {
    const meals = v.slots.map((s) => s.meal);
    if (MEALS.some((m) => !meals.includes(m))) {
      ctx.addIssue({ code: 'custom', path: ['slots'], message: SCHEDULE_MSG.meals });
      return;
    }
    const ordered = MEALS.map((m) => v.slots.find((s) => s.meal === m)!);
    for (let i = 1; i < ordered.length; i += 1) {
      if (ordered[i]!.opens <= ordered[i - 1]!.late_until)
        ctx.addIssue({ code: 'custom', path: ['slots', i, 'opens'], message: SCHEDULE_MSG.overlap });
    }
  })
  .transform((v): MealSlot[] =>
    MEALS.map((m) => v.slots.find((s) => s.meal === m)!).map((s) => ({
      meal: s.meal,
      opens: s.opens,
      due: s.due,
      lateUntil: s.late_until,
    })),
  );

/** The wire shape of a slot: HH:MM strings. */
export function slotView(s: MealSlot) {
  return {
    meal: s.meal,
    opens: formatMinutes(s.opens),
    due: formatMinutes(s.due),
    late_until: formatMinutes(s.lateUntil),
  };
}
