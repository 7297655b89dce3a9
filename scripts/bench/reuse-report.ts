/**
 * Prints the reused-photo benchmark's figures (reuse-bench.ts): the distance spreads of each kind
 * and group of pairs (plain PDQ and the fingerprint's printDistance with its crop variants),
 * recall and false alarms at each threshold, recall at REUSE_DISTANCE by each edit, the false
 * alarms by group with what they imply for a whole post, the misses and the nearest different
 * pairs, the photos' PDQ quality and the CPU of a fingerprint.
 */
import { REUSE_DISTANCE } from '../../server/modules/photo-checks/pdq';
import { CROPS } from '../../server/modules/photo-checks/pdq-variants';
import type { Edit } from './reuse-edits';
import { feasibleBand, pct, percentile, perPost, spread, tailRate, upper95, within } from './reuse-stats';

export interface Pair {
  /** reused: the brief's edits; uncropped: the same without the crop; unchanged: a chart never changed. */
  kind: 'reused' | 'uncropped' | 'different' | 'unchanged';
  group: string;
  label: string;
  /** Plain PDQ distance of the two photos. */
  plain: number;
  /** printDistance: the nearest of plain hash to plain hash or crop variant, both ways. */
  print: number;
  /** How the copy was edited (reused and uncropped pairs). */
  edit?: Edit | undefined;
}

const line = (s = '') => process.stdout.write(`${s}\n`);
const T = REUSE_DISTANCE;
/**
 * What one new photo is compared with in production: its hostel's 90 days of plates, kitchens and
 * children eating (810, a third of them its own kind) and about 2,000 of its district's day (a
 * third its own kind).
 */
const COMPARED = { hostelSameKind: 270, districtSameKind: 667, otherKinds: 1873 };

/**
 * The false alarms production would see, from tails fitted to the different pairs (none fall
 * within REUSE_DISTANCE, so the rates are extrapolated, not counted): per pair, and for a post.
 */
function production(different: Pair[]) {
  const of = (group: string) => different.filter((p) => p.group === group).map((p) => p.print);
  const otherKind = tailRate(of('another kind of scene'), T);
  const e = (x: number) => x.toExponential(1);
  let expected = 0;
  for (const kind of ['plate', 'kitchen', 'eating', 'menu']) {
    const sameHostel = tailRate(of(`same hostel, other day: ${kind}`), T);
    const otherHostel = tailRate(of(`other hostel: ${kind}`), T);
    const perPhoto =
      COMPARED.hostelSameKind * sameHostel + COMPARED.districtSameKind * otherHostel + COMPARED.otherKinds * otherKind;
    if (kind !== 'menu') expected += perPhoto;
    line(
      `  ${kind.padEnd(8)} per pair: same hostel ${e(sameHostel)}, other hostel ${e(otherHostel)}, another kind ${e(otherKind)}; ` +
        `false matches per photo ${e(perPhoto)}${kind === 'menu' ? ' (not in the 3-photo post)' : ''}`,
    );
  }
  const p = expected / (3 * 2800);
  line(
    `  a post of plate, kitchen and children against 2,800 earlier photos each: per pair ${e(p)}, flagged falsely ${pct(perPost(p), 3)}`,
  );
}

/** Recall at REUSE_DISTANCE of the reused pairs whose edit falls in each bucket. */
function byEdit(reused: Pair[], what: string, value: (e: Edit) => number, buckets: [number, number, string][]) {
  const cells = buckets.map(([lo, hi, name]) => {
    const inBucket = reused.filter((p) => p.edit && value(p.edit) >= lo && value(p.edit) < hi);
    const print = within(
      inBucket.map((p) => p.print),
      T,
    );
    const plain = within(
      inBucket.map((p) => p.plain),
      T,
    );
    return `${name} ${pct(print)} (plain ${pct(plain, 0)}, n=${inBucket.length})`;
  });
  line(`  ${what.padEnd(11)} ${cells.join(';  ')}`);
}

export function report(pairs: Pair[], qualities: number[], cpuMs: number[]): void {
  const of = (kind: Pair['kind'], key: 'plain' | 'print' = 'print') =>
    pairs.filter((p) => p.kind === kind).map((p) => p[key]);
  line(`\nfingerprint: plain PDQ + ${CROPS.length} crop variants; REUSE_DISTANCE ${T}`);
  for (const kind of ['reused', 'uncropped', 'different', 'unchanged'] as const) {
    line(`\n${kind.padEnd(42)} print ${spread(of(kind))}`);
    line(`${''.padEnd(42)} plain ${spread(of(kind, 'plain'))}`);
    for (const group of new Set(pairs.filter((p) => p.kind === kind).map((p) => p.group))) {
      const inGroup = pairs.filter((p) => p.kind === kind && p.group === group).map((p) => p.print);
      line(`  ${group.padEnd(40)} print ${spread(inGroup)}`);
    }
  }

  line('\n           printDistance (with crop variants)                  plain PDQ');
  line('threshold  recall  no crop  false alarms        unchanged chart   recall  false alarms');
  const different = of('different');
  for (const t of [...new Set([24, 28, 32, 36, 40, 44, 48, 52, 56, T])].sort((a, b) => a - b)) {
    const count = different.filter((d) => d <= t).length;
    const cells = [pct(within(of('reused'), t)), pct(within(of('uncropped'), t))];
    const alarms = `${pct(count / different.length, 2)} (${count})`;
    const plain = [pct(within(of('reused', 'plain'), t)), pct(within(of('different', 'plain'), t), 2)];
    line(
      `${String(t).padStart(9)}  ${cells.map((c) => c.padStart(7)).join('  ')}  ${alarms.padEnd(18)}  ${pct(within(of('unchanged'), t)).padStart(7)}         ${plain.map((c) => c.padStart(7)).join('  ')}`,
    );
  }
  const band = feasibleBand(of('reused'), different);
  const clean = Math.min(...different) - 1;
  line(
    `thresholds meeting recall ≥ 95 % and false alarms ≤ 1 %: ${band ? `${band[0]}..${band[1]}` : 'none'}; ` +
      `the highest with no false alarm: ${clean} (recall ${pct(within(of('reused'), clean))})`,
  );

  const reused = pairs.filter((p) => p.kind === 'reused');
  line(
    `\nrecall at REUSE_DISTANCE ${T} by edit (printDistance; plain PDQ in brackets), all ${pct(within(of('reused'), T))}:`,
  );
  byEdit(reused, 'crop', (e) => e.crop, [
    [0, 0.01, '0–1 %'],
    [0.01, 0.02, '1–2 %'],
    [0.02, 0.03, '2–3 %'],
    [0.03, 0.04, '3–4 %'],
    [0.04, 0.051, '4–5 %'],
  ]);
  byEdit(reused, 'scale', (e) => e.scale, [
    [0.5, 0.67, '50–67 %'],
    [0.67, 0.84, '67–84 %'],
    [0.84, 1.01, '84–100 %'],
  ]);
  byEdit(reused, 'brightness', (e) => e.brightness, [
    [-0.16, -0.05, '−15..−5 %'],
    [-0.05, 0.05, '±5 %'],
    [0.05, 0.16, '+5..+15 %'],
  ]);
  byEdit(reused, 'JPEG', (e) => e.quality, [
    [60, 70, 'q60–69'],
    [70, 80, 'q70–79'],
    [80, 91, 'q80–90'],
  ]);
  for (const group of new Set(reused.map((p) => p.group))) {
    const inGroup = reused.filter((p) => p.group === group).map((p) => p.print);
    line(`  ${group.padEnd(22)} ${pct(within(inGroup, T))} (n=${inGroup.length})`);
  }
  line(`  not cropped            ${pct(within(of('uncropped'), T))} (n=${of('uncropped').length})`);
  for (const p of reused
    .filter((x) => x.print > T)
    .sort((a, b) => b.print - a.print)
    .slice(0, 6))
    line(`  missed: ${p.print} (plain ${p.plain})  ${p.label}`);
  for (const p of pairs.filter((x) => x.kind === 'uncropped' && x.print > T).slice(0, 4))
    line(`  missed, not cropped: ${p.print}  ${p.label}`);

  line(`\nfalse alarms at ${T} by group (95 % upper bound; nearest pair):`);
  const diffPairs = pairs.filter((p) => p.kind === 'different');
  for (const group of new Set(diffPairs.map((p) => p.group))) {
    const inGroup = diffPairs.filter((p) => p.group === group).map((p) => p.print);
    const x = inGroup.filter((d) => d <= T).length;
    line(
      `  ${group.padEnd(34)} ${x} of ${inGroup.length}  (≤ ${pct(upper95(x, inGroup.length), 2)}; nearest ${Math.min(...inGroup)})`,
    );
  }
  const x = different.filter((d) => d <= T).length;
  const p = x / different.length;
  const bound = upper95(x, different.length);
  line(
    `  all different pairs: ${x} of ${different.length} = ${pct(p, 3)} per pair (95 % bound ${pct(bound, 3)}); ` +
      `a post of 3 photos against 2,800 earlier ones flagged falsely: ${pct(perPost(p), 1)} (at the bound ${pct(perPost(bound), 1)})`,
  );
  line(`extrapolated (normal tails fitted to each group's median and 5th percentile):`);
  production(diffPairs);
  for (const d of [...diffPairs].sort((a, b) => a.print - b.print).slice(0, 5))
    line(`  nearest different: ${d.print} (plain ${d.plain})  ${d.label}`);

  line(`\nPDQ quality of the posted photos (scenes and fixtures): ${spread(qualities)}`);
  const ms = (q: number) => percentile(cpuMs, q).toFixed(1);
  line(`CPU per fingerprint, 1600×1200 JPEG: median ${ms(50)} ms, p95 ${ms(95)} ms (n=${cpuMs.length})`);
}
