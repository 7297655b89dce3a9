/**
 * The weekly audit reports (docs/spec-notes.md, 'Supervisors' views and the public audit'): the list of reports the
 * caller may read (a DD their districts' and the state's, an admin all), one report's PDF, and an admin's remake of a
 * week. The server makes them itself every Monday at 08:00 Asia/Kolkata; these only read and redo.
 */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { paging } from '../../console-queries.ts';
import { REPORT_MSG } from '../../reports/report-texts.ts';
import { SCOPE_PATTERN, isIsoWeek } from '../../reports/report-weeks.ts';
import { answer, operation } from '../operation.ts';
import { remadeReportsSchema, weeklyReportPageSchema } from '../answers/reports.ts';

const tag = 'Reports';
const week = z
  .string()
  .refine(isIsoWeek, MSG.notFound)
  .meta({ description: 'ISO week, 2026-W47', example: '2026-W47' });
const weekParam = z.object({ week });
const fileParams = z.object({
  week,
  scope: z.string().regex(SCOPE_PATTERN, MSG.notFound).meta({ example: 'state' }),
});

export const reportOps = {
  list: operation({
    id: 'listWeeklyReports',
    method: 'GET',
    path: '/reports/weekly',
    tag,
    summary: 'The weekly audit reports the caller may read, newest week first',
    description: "A DD reads their districts' reports and the state's; ADMIN and SUPER_ADMIN read every report.",
    access: 'reports.read',
    query: z.object(paging),
    answers: { 200: answer(REPORT_MSG.listed, weeklyReportPageSchema) },
  }),
  file: operation({
    id: 'weeklyReportPdf',
    method: 'GET',
    path: '/reports/weekly/{week}/{scope}.pdf',
    tag,
    summary: "One week's report as a PDF file (state, or district-<id>)",
    description: "404 when the report was not made, or is of a district outside the caller's.",
    access: 'reports.read',
    params: fileParams,
    produces: 'application/pdf',
    answers: { 200: answer(REPORT_MSG.listed, z.string()) },
    errors: [404],
  }),
  remake: operation({
    id: 'remakeWeeklyReports',
    method: 'POST',
    path: '/reports/weekly/{week}/remake',
    tag,
    summary: "Makes a past week's reports again: the state's and every district's, replacing the files",
    description: 'Answers 409 for a week that has not ended. No email is sent for a remade report.',
    access: 'reports.make',
    params: weekParam,
    answers: { 200: answer(REPORT_MSG.remade, remadeReportsSchema) },
    errors: [404, 409],
  }),
} as const;
