/**
 * A small in-process cache of answers that are costly to make and may be a few seconds old. Each
 * entry lives `ttlMs`; the code that changes the underlying rows calls `forget` (or `clear`), so in
 * one process a change shows at once and the TTL bounds how stale another process can be. Callers
 * that ask for the same missing key at the same moment share one load (no stampede at 50
 * connections). A load that fails is not kept. With `ttlMs` 0 the cache is off: every call loads.
 * Every forget is told to `relay` (lib/cache-bus.ts sends it to the other processes); `apply` takes
 * one of theirs without telling it again; `suspend` turns the cache off while the news may be lost.
 */

/** A forget, as it travels between processes. */
export type CacheChange = { op: 'forget' | 'forgetPrefix'; key: string } | { op: 'clear' };
import type { Clock } from './clock.ts';

interface Entry<V> {
  value: Promise<V>;
  expires: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private suspended = false;
  relay: ((change: CacheChange) => void) | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0 || this.suspended) return load();
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    const value = load();
    const entry = { value, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  forget(key: string): void {
    this.apply({ op: 'forget', key });
    this.relay?.({ op: 'forget', key });
  }

  forgetPrefix(prefix: string): void {
    this.apply({ op: 'forgetPrefix', key: prefix });
    this.relay?.({ op: 'forgetPrefix', key: prefix });
  }

  clear(): void {
    this.apply({ op: 'clear' });
    this.relay?.({ op: 'clear' });
  }

  /** A forget made here or by another process. */
  apply(change: CacheChange): void {
    if (change.op === 'clear') this.entries.clear();
    else if (change.op === 'forget') this.entries.delete(change.key);
    else for (const key of this.entries.keys()) if (key.startsWith(change.key)) this.entries.delete(key);
  }

  /** Off (and emptied) while another process's forgets might not reach this one; on again after. */
  suspend(off: boolean): void {
    this.suspended = off;
    this.entries.clear();
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full of live entries: drop the oldest tenth (Map keeps insertion order), so the next
    // misses do not scan again.
    const keep = Math.min(this.maxEntries - 1, Math.floor(this.maxEntries * 0.9));
    for (const key of this.entries.keys()) {
      if (this.entries.size <= keep) break;
      this.entries.delete(key);
    }
  }
}
