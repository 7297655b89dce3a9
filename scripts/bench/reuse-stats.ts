/**
 * The figures of the reused-photo benchmark (reuse-bench.ts): percentiles of distances and CPU
 * times, and recall and false alarms at each match threshold, from which REUSE_DISTANCE is chosen
 * (server/modules/photo-checks/pdq.ts).
 */

/** The value at percentile `p` (0..100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** `min / p5 / median / p95 / max` of a list of distances, for one line of the report. */
export function spread(values: number[]): string {
  const f = (p: number) => percentile(values, p);
  return `n=${values.length}  min ${f(0)}  p5 ${f(5)}  median ${f(50)}  p95 ${f(95)}  max ${f(100)}`;
}

export interface Rates {
  threshold: number;
  /** Reused pairs within the threshold ÷ all reused pairs. */
  recall: number;
  /** Different pairs within the threshold ÷ all different pairs. */
  falseAlarms: number;
}

/** Recall and false-alarm rate at `threshold` (a match is distance ≤ threshold). */
export function ratesAt(threshold: number, reused: number[], different: number[]): Rates {
  const within = (list: number[]) => list.filter((d) => d <= threshold).length / list.length;
  return { threshold, recall: within(reused), falseAlarms: within(different) };
}

/** Thresholds meeting both targets (recall ≥ 95 %, false alarms ≤ 1 %), as [lowest, highest]. */
export function feasibleBand(reused: number[], different: number[]): [number, number] | null {
  const ok = Array.from({ length: 257 }, (_, t) => ratesAt(t, reused, different)).filter(
    (r) => r.recall >= 0.95 && r.falseAlarms <= 0.01,
  );
  return ok.length ? [ok[0]!.threshold, ok[ok.length - 1]!.threshold] : null;
}

export const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)} %`;
