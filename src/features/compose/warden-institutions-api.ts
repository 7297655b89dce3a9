/**
 * `GET organization/warden`: the warden's institutions with today's holiday (docs/product.md, 'Holidays'), as one
 * fetcher, its queryOptions and its hook (bulletproof-react's one-file-per-operation). Each answer
 * is saved on the phone; with no network the saved list answers instead, marked as such, so the
 * composer works offline after one online visit.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WardenInstitution } from '@common/contract/answers/institutions';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { wardenInstitutionsKey } from '@/lib/warden-query-keys';
import { holidayKnownFor, loadInstitutions, saveInstitutions } from '@/offline/outbox-db';
import { useSession } from '@/session/use-session';

export interface WardenInstitutions {
  items: WardenInstitution[];
  /** True when the list came from the phone because the network did not answer. */
  fromCache: boolean;
  /** False when the saved list is from an earlier day: its holiday flags may be out of date. */
  holidaysCurrent: boolean;
}

export async function getWardenInstitutions(accountId: string): Promise<WardenInstitutions> {
  try {
    const page = await call(ops.listWardenInstitutions, { toastError: false });
    await saveInstitutions(accountId, page.items);
    return { items: page.items, fromCache: false, holidaysCurrent: true };
  } catch (error) {
    const offline = isApiError(error) && (error.isNetworkError || error.status_code >= 500);
    const saved = offline ? await loadInstitutions<WardenInstitution>(accountId) : null;
    if (!saved) throw error;
    return { items: saved.items, fromCache: true, holidaysCurrent: holidayKnownFor(saved.fetched_at) };
  }
}

export const wardenInstitutionsQuery = (accountId: string) =>
  queryOptions({
    queryKey: wardenInstitutionsKey(accountId),
    queryFn: () => getWardenInstitutions(accountId),
    staleTime: 60_000,
  });

export function useWardenInstitutions() {
  const { id } = useSession();
  return useQuery(wardenInstitutionsQuery(id));
}
