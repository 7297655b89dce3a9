/**
 * The content console's calls (common/contract/operations/site.ts): the sections, one section with
 * its versions, the inbox, saving a draft and the review steps. Every write answers the section as
 * it now is, which replaces the cached one, and forgets the lists that show its state.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '@common/api-call';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import type { SectionDetail } from '@common/contract/answers/site';
import type { ReviewStep } from '@common/site/site-review';
import type { SectionKey } from '@common/site/site-sections';

export type SectionList = AnswerOf<typeof ops.listSiteSections>;

/** The steps that take an optional comment; reject takes a reason, restore a version. */
const STEPS = {
  submit: ops.submitSiteSection,
  forward: ops.forwardSiteSection,
  approve: ops.approveSiteSection,
  withdraw: ops.withdrawSiteSection,
} as const;

export const siteKeys = {
  all: ['site-sections'] as const,
  list: () => [...siteKeys.all, 'list'] as const,
  one: (key: string) => [...siteKeys.all, 'one', key] as const,
  inbox: () => [...siteKeys.all, 'inbox'] as const,
};

export const sectionsQuery = () =>
  queryOptions({
    queryKey: siteKeys.list(),
    queryFn: ({ signal }) => call(ops.listSiteSections, { toastError: false, signal }),
  });
export const useSections = () => useQuery(sectionsQuery());

/** One section; undefined (an address naming no section) reads nothing. */
export const useSection = (key: SectionKey | undefined) =>
  useQuery({
    queryKey: siteKeys.one(key ?? ''),
    queryFn: ({ signal }) =>
      call(ops.readSiteSection, { params: { key: key as SectionKey }, toastError: false, signal }),
    enabled: key !== undefined,
    staleTime: 0,
    // A section read again behind the writer's back would start the editor afresh and drop their
    // unsaved words: it is read again only after their own save or step, or their Reload.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useInbox = () =>
  useQuery({
    queryKey: siteKeys.inbox(),
    queryFn: ({ signal }) => call(ops.contentInbox, { toastError: false, signal }),
    staleTime: 0,
  });

/** After a write: the answer is the section now; lists and the inbox are read again. */
function useSettle(key: SectionKey) {
  const client = useQueryClient();
  return (detail: SectionDetail) => {
    client.setQueryData(siteKeys.one(key), detail);
    void client.invalidateQueries({ queryKey: siteKeys.list() });
    void client.invalidateQueries({ queryKey: siteKeys.inbox() });
  };
}

export function useSaveDraft(key: SectionKey) {
  const settle = useSettle(key);
  return useMutation({
    mutationFn: (body: BodyOf<typeof ops.saveSiteDraft>) =>
      call(ops.saveSiteDraft, { params: { key }, body, toastError: false }),
    onSuccess: settle,
  });
}

export type StepCall = { step: ReviewStep; comment?: string; reason?: string } | { step: 'restore'; version: number };

export function useReviewStep(key: SectionKey) {
  const settle = useSettle(key);
  return useMutation({
    mutationFn: (step: StepCall) =>
      step.step === 'restore'
        ? call(ops.restoreSiteVersion, { params: { key, n: step.version }, body: {}, toastError: false })
        : step.step === 'reject'
          ? call(ops.rejectSiteSection, { params: { key }, body: { reason: step.reason ?? '' }, toastError: false })
          : call(STEPS[step.step], {
              params: { key },
              body: step.comment ? { comment: step.comment } : {},
              toastError: false,
            }),
    onSuccess: settle,
  });
}
