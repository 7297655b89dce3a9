/**
 * The posting schedule as the phone last fetched it (`GET schedule`), so the composer shows the
 * deadlines the server will judge by even with no signal in the kitchen. localStorage rather than
 * the outbox's IndexedDB: the answer is 1 to 2 KB, the same for every account (so it outlives a
 * sign-out, and holds nothing personal), and it is read synchronously, so the composer's first
 * render offline already has it instead of flashing the defaults. The service worker has no part
 * in it: it never caches API answers (sw/README.md).
 */
import type { Schedule } from '@common/contract/answers/reference';

export const SCHEDULE_CACHE_KEY = 'hostel-meals:schedule';

export interface CachedSchedule {
  schedule: Schedule;
  /** Epoch ms of that answer. */
  fetched_at: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function saveSchedule(
  schedule: Schedule,
  at: number = Date.now(),
  storage: KeyValueStore | null = browserStorage(),
): void {
  const kept: CachedSchedule = { schedule: { today: schedule.today, items: schedule.items }, fetched_at: at };
  try {
    storage?.setItem(SCHEDULE_CACHE_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or full storage: the answer still serves this visit.
  }
}

/** The saved answer, or null when there is none or it is not one (an older shape, a damaged value). */
export function loadSchedule(storage: KeyValueStore | null = browserStorage()): CachedSchedule | null {
  try {
    const saved = JSON.parse(storage?.getItem(SCHEDULE_CACHE_KEY) ?? 'null') as Partial<CachedSchedule> | null;
    if (!saved || typeof saved.fetched_at !== 'number' || !Array.isArray(saved.schedule?.items)) return null;
    return saved as CachedSchedule;
  } catch {
    return null;
  }
}
