/**
 * The weekly audit reports (docs/spec-notes.md, 'Supervisors' views and the public audit'): `GET reports/weekly` (the
 * reports the caller may read, newest week first, a page at a time), the PDF saved with the caller's token, and the
 * admins' `POST reports/weekly/{week}/remake`, which refreshes the list afterwards.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import type { WeeklyReport, WeeklyReportPage } from '@common/contract/answers/reports';

export const PAGE_SIZE = 20;

export function useWeeklyReports(page: number) {
  return useQuery({
    queryKey: ['reports', 'weekly', page],
    queryFn: ({ signal }) =>
      api.get<WeeklyReportPage>('reports/weekly', { query: { page, size: PAGE_SIZE }, toastError: false, signal }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

export const downloadReport = (report: WeeklyReport): Promise<string> =>
  downloadFile(`reports/weekly/${report.week}/${report.scope}.pdf`, `${report.week}-${report.scope}.pdf`);

export function useRemakeWeek() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (week: string) => api.post<{ week: string; reports: WeeklyReport[] }>(`reports/weekly/${week}/remake`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports'] }),
  });
}
