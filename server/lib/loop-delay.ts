/**
 * How long the server's one thread kept requests waiting: the event loop's delay, as
 * `GET health` reports it over the last minute, so an operator or a load balancer sees a server
 * that is up but stalled. Node samples the delay itself (perf_hooks.monitorEventLoopDelay); every
 * 10 s the slice's p99 and largest delay are set aside and the sampler starts again, and the last
 * six slices make the minute. The minute's p99 is the largest of its slices' p99s: never lower than
 * the true p99 of the minute, so a stall is not averaged away.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const SLICE_MS = 10_000;
const SLICES = 6;

export interface LoopDelay {
  /** Milliseconds, over the last minute: the 99th percentile and the largest. */
  lastMinute(): { p99_ms: number; max_ms: number };
  stop(): void;
}

interface Slice {
  p99: number;
  max: number;
}

export function watchLoopDelay(): LoopDelay {
  const monitor = monitorEventLoopDelay({ resolution: 10 });
  monitor.enable();
  const slices: Slice[] = [];
  const current = (): Slice | null => (monitor.count > 0 ? { p99: monitor.percentile(99), max: monitor.max } : null);
  const timer = setInterval(() => {
    const slice = current();
    monitor.reset();
    if (slice) slices.push(slice);
    if (slices.length > SLICES) slices.shift();
  }, SLICE_MS);
  timer.unref();
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;
  return {
    lastMinute() {
      const all = [...slices, current()].filter((slice): slice is Slice => slice !== null);
      return {
        p99_ms: ms(Math.max(0, ...all.map((slice) => slice.p99))),
        max_ms: ms(Math.max(0, ...all.map((slice) => slice.max))),
      };
    },
    stop() {
      clearInterval(timer);
      monitor.disable();
    },
  };
}
