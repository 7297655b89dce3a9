/**
 * Answers about the weekly audit reports (docs/spec-notes.md, 'Supervisors' views and the public audit'): one made
 * report, named in both languages (the state, or a district), with when it was made and the size of its PDF; the list
 * is a page like every other list (docs/product.md, 'Records and fields'). The remake answers the week and the
 * reports it made.
 */
import { z } from 'zod';
import { isoTime, listPageOf, nameSchema } from '../shared.ts';

export const weeklyReportSchema = z
  .object({
    week: z.string().meta({ description: 'ISO week, 2026-W47: Monday to Sunday, Asia/Kolkata' }),
    scope: z.string().meta({ description: "'state' or 'district-<id>'" }),
    name: nameSchema,
    from: z.string(),
    to: z.string(),
    made_at: isoTime,
    size: z.number().int(),
    emailed_at: isoTime.nullable(),
  })
  .meta({ id: 'WeeklyReport' });
export type WeeklyReport = z.output<typeof weeklyReportSchema>;

export const weeklyReportPageSchema = listPageOf(weeklyReportSchema);

export const remadeReportsSchema = z.object({
  week: z.string(),
  reports: z.array(weeklyReportSchema),
});
