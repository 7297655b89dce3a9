/**
 * The idle time (docs/product.md, 'Limits'): `GET config` → `data.idle_minutes` (server env IDLE_MINUTES,
 * default 10), converted to milliseconds. Fetched once per visit without a token; the last value
 * is remembered on the device, so a warden who opens the app offline still gets their server's
 * setting, and the built-in 10 minutes only apply on a first, offline start.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@common/contract/answers/reference';
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';

export const DEFAULT_IDLE_MINUTES = 10;
const STORAGE_KEY = 'hostel-meals:idle-minutes';

const isMinutes = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function remembered(): number | undefined {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return isMinutes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function remember(minutes: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(minutes));
  } catch {
    // The default applies next time.
  }
}

export const configKeys = {
  all: ['config'] as const,
};

export const configQuery = () =>
  queryOptions({
    queryKey: configKeys.all,
    queryFn: async (): Promise<ClientConfig> => {
      const data = await call(ops.clientConfig, { auth: false, toastError: false });
      if (isMinutes(data?.idle_minutes)) remember(data.idle_minutes);
      return data;
    },
    staleTime: Infinity,
    retry: 2,
  });

/** The idle timeout in ms: the server's value, else the remembered one, else 10 minutes. */
export function useIdleTimeoutMs(): number {
  const { data } = useQuery(configQuery());
  const minutes = isMinutes(data?.idle_minutes) ? data.idle_minutes : (remembered() ?? DEFAULT_IDLE_MINUTES);
  return Math.round(minutes * 60_000);
}

/**
 * Whether this installation publishes to X: false hides every Connect X card and button and the
 * X-connection counts, since nothing can connect. Unknown (loading, or offline on a first start)
 * counts as off, so a warden never meets a button that cannot work.
 */
export function useXPublishing(): boolean {
  const { data } = useQuery(configQuery());
  return data?.x_publishing === true;
}
