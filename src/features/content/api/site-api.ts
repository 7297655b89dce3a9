/**
 * The content console's calls (common/contract/operations/site.ts): the sections, one section with
 * its versions, the inbox, saving a draft and the review steps. Every write answers the section as
 * it now is, which replaces the cached one, and forgets the lists that show its state.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SectionDetail, inboxSchema, sectionListSchema } from '@common/contract/answers/site';
import type { ReviewStep } from '@common/site/site-review';
import type { SectionItem } from '@common/site/site-schema';
import type { z } from 'zod';

export type SectionList = z.output<typeof sectionListSchema>;
export type Inbox = z.output<typeof inboxSchema>;

export const siteKeys = {
  all: ['site-sections'] as const,
  list: () => [...siteKeys.all, 'list'] as const,
  one: (key: string) => [...siteKeys.all, 'one', key] as const,
  inbox: () => [...siteKeys.all, 'inbox'] as const,
};

export const sectionsQuery = () =>
  queryOptions({
    queryKey: siteKeys.list(),
    queryFn: ({ signal }) => api.get<SectionList>('site-sections', { toastError: false, signal }),
  });
export const useSections = () => useQuery(sectionsQuery());

export const useSection = (key: string) =>
  useQuery({
    queryKey: siteKeys.one(key),
    queryFn: ({ signal }) => api.get<SectionDetail>(`site-sections/${key}`, { toastError: false, signal }),
    staleTime: 0,
    // A section read again behind the writer's back would start the editor afresh and drop their
    // unsaved words: it is read again only after their own save or step, or their Reload.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useInbox = () =>
  useQuery({
    queryKey: siteKeys.inbox(),
    queryFn: ({ signal }) => api.get<Inbox>('content/inbox', { toastError: false, signal }),
    staleTime: 0,
  });

/** After a write: the answer is the section now; lists and the inbox are read again. */
function useSettle(key: string) {
  const client = useQueryClient();
  return (detail: SectionDetail) => {
    client.setQueryData(siteKeys.one(key), detail);
    void client.invalidateQueries({ queryKey: siteKeys.list() });
    void client.invalidateQueries({ queryKey: siteKeys.inbox() });
  };
}

export function useSaveDraft(key: string) {
  const settle = useSettle(key);
  return useMutation({
    mutationFn: (body: { items: SectionItem[]; base_version: number }) =>
      api.put<SectionDetail>(`site-sections/${key}/draft`, body, { toastError: false }),
    onSuccess: settle,
  });
}

export type StepCall = { step: ReviewStep; comment?: string; reason?: string } | { step: 'restore'; version: number };

export function useReviewStep(key: string) {
  const settle = useSettle(key);
  return useMutation({
    mutationFn: (call: StepCall) =>
      call.step === 'restore'
        ? api.post<SectionDetail>(`site-sections/${key}/versions/${call.version}/restore`, {}, { toastError: false })
        : api.post<SectionDetail>(
            `site-sections/${key}/${call.step}`,
            call.step === 'reject' ? { reason: call.reason ?? '' } : call.comment ? { comment: call.comment } : {},
            { toastError: false },
          ),
    onSuccess: settle,
  });
}
