/**
 * Prints the reused-photo benchmark's figures (reuse-bench.ts): the distance spreads of each kind
 * and group of pairs, recall and false alarms at each threshold (plain PDQ, and matching against
 * the nearest of a stored photo's crop variants, reuse-variants.ts), recall by how much the copy
 * was cropped, the misses and the nearest different pairs, the photos' PDQ quality and the CPU of
 * a fingerprint.
 */
import { REUSE_DISTANCE } from '../../server/modules/photo-checks/pdq';
import { feasibleBand, pct, percentile, spread } from './reuse-stats';

export interface Pair {
  /** reused: the brief's edits; uncropped: the same without the crop; unchanged: a chart never changed. */
  kind: 'reused' | 'uncropped' | 'different' | 'unchanged';
  group: string;
  label: string;
  /** PDQ distance of the two photos. */
  distance: number;
  /** Distance from the newer photo to the nearest crop variant of the older one. */
  nearest: number;
  /** The copy's crop, the larger share of the two axes (reused pairs). */
  crop: number;
}

const line = (s = '') => process.stdout.write(`${s}\n`);
const within = (values: number[], t: number) => values.filter((d) => d <= t).length / values.length;

export function report(pairs: Pair[], qualities: number[], cpuMs: number[]): void {
  const of = (kind: Pair['kind'], key: 'distance' | 'nearest' = 'distance') =>
    pairs.filter((p) => p.kind === kind).map((p) => p[key]);
  for (const kind of ['reused', 'uncropped', 'different', 'unchanged'] as const) {
    line(`\n${kind.padEnd(42)} ${spread(of(kind))}`);
    for (const group of new Set(pairs.filter((p) => p.kind === kind).map((p) => p.group))) {
      line(
        `  ${group.padEnd(40)} ${spread(pairs.filter((p) => p.kind === kind && p.group === group).map((p) => p.distance))}`,
      );
    }
    line(`  ${'nearest crop variant'.padEnd(40)} ${spread(of(kind, 'nearest'))}`);
  }

  line('\n           plain PDQ                                      nearest of 9 crop variants');
  line('threshold  recall  no crop  false alarms  unchanged chart   recall  no crop  false alarms');
  for (const t of [...new Set([16, 20, 24, 28, REUSE_DISTANCE, 32, 36, 40, 44, 48, 52, 56, 60, 64])].sort(
    (a, b) => a - b,
  )) {
    const cells = [
      pct(within(of('reused'), t)),
      pct(within(of('uncropped'), t)),
      pct(within(of('different'), t), 2),
      pct(within(of('unchanged'), t)),
    ];
    const variant = [
      pct(within(of('reused', 'nearest'), t)),
      pct(within(of('uncropped', 'nearest'), t)),
      pct(within(of('different', 'nearest'), t), 2),
    ];
    line(
      `${String(t).padStart(9)}  ${cells.map((c) => c.padStart(7)).join('  ')}     ${variant.map((c) => c.padStart(7)).join('  ')}`,
    );
  }
  const band = feasibleBand(of('reused'), of('different'));
  const bandV = feasibleBand(of('reused', 'nearest'), of('different', 'nearest'));
  const show = (b: [number, number] | null) => (b ? `${b[0]}..${b[1]}` : 'none');
  line(`thresholds meeting recall ≥ 95 % and false alarms ≤ 1 %: plain ${show(band)}, crop variants ${show(bandV)}`);

  line(`\nrecall at REUSE_DISTANCE ${REUSE_DISTANCE} by the copy's crop (larger axis):`);
  const reused = pairs.filter((p) => p.kind === 'reused');
  for (const [lo, hi] of [
    [0, 0.01],
    [0.01, 0.02],
    [0.02, 0.03],
    [0.03, 0.051],
  ] as const) {
    const inBucket = reused.filter((p) => p.crop >= lo && p.crop < hi);
    const plain = within(
      inBucket.map((p) => p.distance),
      REUSE_DISTANCE,
    );
    const variant = within(
      inBucket.map((p) => p.nearest),
      REUSE_DISTANCE,
    );
    line(
      `  ${pct(lo, 0)}–${pct(Math.min(hi, 0.05), 0)}: ${pct(plain)} plain, ${pct(variant)} crop variants (n=${inBucket.length})`,
    );
  }
  const missed = reused.filter((p) => p.distance > REUSE_DISTANCE).sort((a, b) => b.distance - a.distance);
  for (const p of missed.slice(0, 6)) line(`  missed: ${p.distance} (nearest variant ${p.nearest})  ${p.label}`);
  const uncropped = pairs.filter((p) => p.kind === 'uncropped' && p.distance > REUSE_DISTANCE);
  for (const p of uncropped.sort((a, b) => b.distance - a.distance).slice(0, 4))
    line(`  missed, not cropped: ${p.distance}  ${p.label}`);
  const different = pairs.filter((p) => p.kind === 'different');
  for (const p of [...different].sort((a, b) => a.distance - b.distance).slice(0, 5))
    line(`  nearest different: ${p.distance}  ${p.label}`);

  line(`\nPDQ quality of the posted photos (scenes and fixtures): ${spread(qualities)}`);
  const ms = (p: number) => percentile(cpuMs, p).toFixed(1);
  line(`CPU per fingerprint, 1600×1200 JPEG: median ${ms(50)} ms, p95 ${ms(95)} ms (n=${cpuMs.length})`);
}
