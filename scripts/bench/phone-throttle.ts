/**
 * A slower phone for `npm run bench:phone`: every process of the Chromium tree is stopped and
 * continued in turn (SIGSTOP/SIGCONT), running 1/rate of the time in slices of 40 ms / rate. DevTools' own CPU
 * throttling (Emulation.setCPUThrottlingRate) slows only the page's main thread, and the photo
 * pipeline runs in a worker: measured here, a 12 MP photo's crop took 1.5× as long at "4×", not 4×.
 * Stopping whole processes slows every thread alike, as a slower CPU does. The slowdown achieved
 * (wall time over running time, Node's timers being late on a loaded box) is measured and reported.
 */
import { chromiumTree } from './phone-memory.ts';

/** One stop-and-continue cycle, by default (`--period` of bench:phone changes it). */
export const PERIOD_MS = 40;

function signal(pids: string[], sig: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(Number(pid), sig);
    } catch {
      // the process ended
    }
  }
}

export interface Throttle {
  /** Wall time over running time since the throttle started. */
  achieved(): number;
  stop(): void;
}

export function throttleTree(profile: string, rate: number, periodMs = PERIOD_MS): Throttle {
  let pids = chromiumTree(profile);
  let running = 0;
  const started = performance.now();
  let on = true;
  let timer: NodeJS.Timeout | undefined;
  let ticks = 0;
  // Each cycle runs about periodMs / rate, then stops until the wall time since the start is
  // `rate` times the time run: a late timer in one cycle is paid back in the next.
  const cycle = () => {
    if (!on) return;
    if (ticks++ % 12 === 0) pids = chromiumTree(profile);
    const resumed = performance.now();
    signal(pids, 'SIGCONT');
    timer = setTimeout(() => {
      if (!on) return;
      signal(pids, 'SIGSTOP');
      running += performance.now() - resumed;
      timer = setTimeout(cycle, Math.max(0, started + running * rate - performance.now()));
    }, periodMs / rate);
  };
  if (rate > 1) cycle();
  const release = () => {
    signal(pids, 'SIGCONT');
    try {
      signal(chromiumTree(profile), 'SIGCONT');
    } catch {
      // the browser has closed
    }
  };
  process.once('exit', release);
  return {
    achieved: () => (rate > 1 && running > 0 ? (performance.now() - started) / running : 1),
    stop() {
      on = false;
      clearTimeout(timer);
      release();
    },
  };
}
