/**
 * The figures of the reused-photo benchmark (reuse-bench.ts): percentiles of distances and CPU
 * times, and recall and false alarms at each match threshold, from which REUSE_DISTANCE is chosen
 * (server/modules/photo-checks/pdq.ts), the 95 % bound of a rate never seen, and what a per-pair
 * false-alarm rate means for a whole post.
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

/** Share of `values` at most `t`. */
export const within = (values: number[], t: number) => values.filter((d) => d <= t).length / values.length;

/**
 * A one-sided 95 % upper bound of a rate seen `x` times in `n`: exact for x = 0 (1 − 0.05^(1/n),
 * about 3/n), Wilson's score bound otherwise.
 */
export function upper95(x: number, n: number): number {
  if (x === 0) return 1 - 0.05 ** (1 / n);
  const z = 1.645;
  const p = x / n;
  const centre = p + (z * z) / (2 * n);
  const spreadTerm = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return (centre + spreadTerm) / (1 + (z * z) / n);
}

/**
 * The chance that a post of `photos` new photos is falsely flagged when each is compared with
 * `earlier` different photos at a per-pair false-alarm rate `p`: 1 − (1 − p)^(photos × earlier).
 * Production's figures: 3 photos, about 810 of the hostel's 90 days plus 2,000 of the district's day.
 */
export function perPost(p: number, photos = 3, earlier = 2800): number {
  return 1 - (1 - p) ** (photos * earlier);
}

/** The standard normal distribution function (Abramowitz and Stegun 26.2.17, error under 1e-7). */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = Math.exp((-z * z) / 2) * 0.3989422804014327 * poly;
  return z >= 0 ? 1 - tail : tail;
}

/**
 * An extrapolated rate of distances at most `t` where too few fall there to count: a normal curve
 * fitted to the lower tail of `values` (its median, and its 5th percentile 1.645 σ below).
 */
export function tailRate(values: number[], t: number): number {
  const median = percentile(values, 50);
  const sigma = Math.max(1, (median - percentile(values, 5)) / 1.645);
  return normalCdf((t + 0.5 - median) / sigma);
}
