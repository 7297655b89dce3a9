/**
 * Answers of the reference data every signed-in user reads: districts and taluks (docs/product.md, 'Calls and
 * answers'), the posting schedule per institution type (docs/product.md, 'Deadlines'), and the server's health and
 * settings.
 */
import { z } from 'zod';
import { calendarDate, listPageOf, namedSchema } from '../shared.ts';
import { mealSchema } from './tweets.ts';
import { organizationTypeSchema } from './institutions.ts';

export const namedPageSchema = listPageOf(namedSchema);

const clock = z.string().meta({ description: 'HH:MM, Asia/Kolkata', examples: ['09:00'] });
export const slotViewSchema = z
  .object({ meal: mealSchema, opens: clock, due: clock, late_until: clock })
  .meta({ id: 'SlotView' });
export type SlotView = z.output<typeof slotViewSchema>;

export const scheduleItemSchema = z
  .object({
    organization_type: organizationTypeSchema,
    effective_from: calendarDate.nullable(),
    slots: z.array(slotViewSchema),
    /** A change saved today, in force from tomorrow. */
    next: z.object({ effective_from: calendarDate, slots: z.array(slotViewSchema) }).nullable(),
  })
  .meta({ id: 'ScheduleItem' });
export type ScheduleItem = z.output<typeof scheduleItemSchema>;
export const scheduleSchema = z.object({ today: calendarDate, items: z.array(scheduleItemSchema) });
export type Schedule = z.output<typeof scheduleSchema>;

export const healthSchema = z.object({
  database: z.enum(['pglite', 'postgres']),
  /** The event loop's delay over the last minute, in milliseconds: how long a request may wait for the thread. */
  event_loop: z.object({ p99_ms: z.number().nonnegative(), max_ms: z.number().nonnegative() }),
});
// Minutes may be a fraction: a test (or a kiosk) may set IDLE_MINUTES=0.05 for three seconds.
export const clientConfigSchema = z.object({
  idle_minutes: z.number().positive(),
  /** Whether this installation publishes to X (an X app is set up): screens hide X while it does not. */
  x_publishing: z.boolean(),
  /** Where 'watch support videos' goes (HELP_VIDEOS_URL, https); null hides the link. */
  help_videos_url: z.string().nullable(),
});
export type ClientConfig = z.output<typeof clientConfigSchema>;
