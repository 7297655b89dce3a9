/**
 * The weekly audit reports (docs/spec-notes.md, 'Supervisors' views and the public audit'): `GET reports/weekly` (the
 * reports the caller may read, newest week first, a page at a time), the PDF saved with the caller's token, and the
 * admins' `POST reports/weekly/{week}/remake`, which refreshes the list afterwards.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ops from '@common/api-routes';
import type { WeeklyReport } from '@common/contract/answers/reports';
import { call } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

export const PAGE_SIZE = 20;

export function useWeeklyReports(page: number) {
  return useQuery({
    queryKey: ['reports', 'weekly', page],
    queryFn: ({ signal }) =>
      call(ops.listWeeklyReports, { query: { page, size: PAGE_SIZE }, toastError: false, signal }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

export const downloadReport = (report: WeeklyReport): Promise<string> =>
  downloadFile(
    ops.weeklyReportPdf,
    { params: { week: report.week, scope: report.scope } },
    `${report.week}-${report.scope}.pdf`,
  );

export function useRemakeWeek() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (week: string) => call(ops.remakeWeeklyReports, { params: { week } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports'] }),
  });
}
