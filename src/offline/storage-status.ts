/**
 * The phone's storage as the outbox cares about it. Browsers may evict a site's IndexedDB when
 * space runs low unless it is 'persisted'; so when the first post is queued the outbox asks once
 * (`navigator.storage.persist()`) and remembers the answer, and the outbox screen says so when it
 * was refused, with the storage estimate (used / available).
 */
import type { OutboxRepository } from './outbox-repository';

export const PERSIST_KEY = 'hm-outbox-persist';
export type PersistAnswer = 'granted' | 'refused' | 'unsupported';

interface StorageLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

function storageManager(): StorageLike | null {
  return (typeof navigator !== 'undefined' && (navigator.storage as StorageLike | undefined)) || null;
}

function remember(answer: PersistAnswer): PersistAnswer {
  try {
    localStorage.setItem(PERSIST_KEY, answer);
  } catch {
    // Blocked storage: we will simply ask again next time.
  }
  return answer;
}

/** What the last request answered, or null if never asked. */
export function persistAnswer(): PersistAnswer | null {
  try {
    return (localStorage.getItem(PERSIST_KEY) as PersistAnswer | null) ?? null;
  } catch {
    return null;
  }
}

let asked = false;

/**
 * Asks for persistent storage once there is a post to protect: at most once per visit (Firefox
 * asks the person each time), again on a later visit if it was refused.
 */
export async function requestPersistence(repo: OutboxRepository, accountId: string): Promise<PersistAnswer | null> {
  const storage = storageManager();
  if (asked || persistAnswer() === 'granted') return persistAnswer();
  if (!storage?.persist) return remember('unsupported');
  asked = true;
  try {
    if (storage.persisted && (await storage.persisted())) return remember('granted');
    if ((await repo.countUnsent(accountId)) === 0) {
      asked = false; // nothing to protect yet: ask when the first post is queued
      return persistAnswer();
    }
    return remember((await storage.persist()) ? 'granted' : 'refused');
  } catch {
    return persistAnswer();
  }
}

export interface StorageEstimate {
  usage: number;
  quota: number;
}

export async function storageEstimate(): Promise<StorageEstimate | null> {
  try {
    const estimate = await storageManager()?.estimate?.();
    return estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : null;
  } catch {
    return null;
  }
}

/** 1.4 MB, 820 KB… for the estimate line. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
