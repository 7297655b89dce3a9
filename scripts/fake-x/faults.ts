/**
 * The fake's fault switches: merged from setFaults() or POST /__fake/faults, spent one request at
 * a time for the counted ones, and cleared by themselves when a timed one runs out.
 */
import { noFaults, type Faults } from './types.ts';

type Timed = NonNullable<Faults['rateLimit']>;

function count(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new TypeError(`${name} must be a whole number ≥ 0`);
  }
  return value;
}

function names(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new TypeError(`${name} must be a list of usernames`);
  }
  return value as string[];
}

export class FaultBox {
  current: Faults = noFaults();

  constructor(
    private now: () => number,
    private killChainsOf: (username: string) => void,
  ) {}

  private timed(value: unknown, name: string): Timed | null {
    if (value === null || value === false) return null;
    const resetInSeconds = count((value as Timed | undefined)?.resetInSeconds, `${name}.resetInSeconds`);
    return { resetInSeconds, resetAt: this.now() + resetInSeconds * 1000 };
  }

  /** Checks every field before changing anything; throws a TypeError naming a bad one. */
  set(patch: Partial<Faults>): void {
    const next = { ...this.current };
    for (const [key, value] of Object.entries(patch) as [keyof Faults, unknown][]) {
      if (
        key === 'unavailable' ||
        key === 'acceptThenDrop' ||
        key === 'holdAfterAccept' ||
        key === 'duplicate403' ||
        key === 'delayMs'
      ) {
        next[key] = count(value, key);
      } else if (key === 'rateLimit' || key === 'appQuota') next[key] = this.timed(value, key);
      else if (key === 'usageCapped') next.usageCapped = value === true;
      else if (key === 'suspended' || key === 'revokeRefresh') next[key] = names(value, key);
      else throw new TypeError(`unknown fault ${String(key)}`);
    }
    this.current = next;
    for (const username of patch.revokeRefresh ?? []) this.killChainsOf(username);
  }

  clear(): void {
    this.current = noFaults();
  }

  /** Spends one of the counted faults, if any is left. */
  spend(key: 'unavailable' | 'acceptThenDrop' | 'holdAfterAccept' | 'duplicate403'): boolean {
    if (this.current[key] <= 0) return false;
    this.current[key] -= 1;
    return true;
  }

  /** When the timed fault still runs, the epoch milliseconds it ends; a finished one is cleared. */
  until(key: 'rateLimit' | 'appQuota'): number | undefined {
    const fault = this.current[key];
    if (!fault?.resetAt) return undefined;
    if (this.now() < fault.resetAt) return fault.resetAt;
    this.current[key] = null;
    return undefined;
  }

  isSuspended(username: string): boolean {
    return this.current.suspended.some((name) => name.toLowerCase() === username.toLowerCase());
  }

  snapshot(): Faults {
    for (const key of ['rateLimit', 'appQuota'] as const) this.until(key);
    return structuredClone(this.current);
  }
}
