/**
 * P12, reused photos (`npm run bench:reuse`, docs/benchmarks.md): how well the photo fingerprint
 * (server/modules/photo-checks/pdq.ts: PDQ's hash plus the hashes of crops of the photo, matched by
 * printDistance) tells a re-posted photo from a new photo of the same kind, and what it costs.
 * Every photo is stamped with its date, as the phone stamps it.
 *   - reused pairs: a posted photo and an edited copy (reuse-edits.ts: crop ≤ 5 %, scale 50–100 %,
 *     brightness ±15 %, JPEG quality 60–90, a new date stamp), from synthetic hostel scenes and the
 *     face fixtures; and, shown apart, a second copy of each edited the same way but not cropped;
 *   - different pairs: every two scene photos (the same hostel's menu chart, plate, kitchen or
 *     dining hall on two days, the same kind at another hostel, another kind; reuse-scenes.ts),
 *     regions of one large fixture photo, and two different fixture photos;
 *   - shown apart, not counted: an unchanged printed menu chart photographed again on another day.
 * reuse-report.ts prints the figures. Options: --hostels N (4), --days N (13), --first N (1, the
 * first hostel's number). About 2 minutes on the shared 2-core box.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Fingerprint, fingerprintOf, pdqDistance, printDistance } from '../../server/modules/photo-checks/pdq';
import { rng } from './reuse-draw';
import { type Edit, posted, region, reusedCopy, stampText } from './reuse-edits';
import { type Pair, report } from './reuse-report';
import { hostelScene, SCENE_KINDS } from './reuse-scenes';

const { values: args } = parseArgs({
  options: { hostels: { type: 'string' }, days: { type: 'string' }, first: { type: 'string' } },
});
const HOSTELS = Number(args.hostels ?? 4);
/** The first hostel's number: another draws other hostels and edits, a check on the chosen crop set. */
const FIRST = Number(args.first ?? 1);
const DAYS = Number(args.days ?? 13);
/** Days of each hostel and kind whose photo is also re-posted as an edited copy. */
const REUSED_DAYS = Math.min(DAYS, 10);
const FIXTURES = 'tests/fixtures/faces/images';
/** The same photo at other sizes: never one of a pair of different photos. */
const SAME_PHOTO = /^solvay1927_(640|1024|1280)/;

const started = Date.now();
const loadAtStart = os.loadavg()[0]!;
const r = rng(20261128 + FIRST - 1);
const cpuMs: number[] = [];

/** Fingerprints `bytes`; `timed` adds its CPU to the figures (1600×1200 JPEGs only). */
async function photo(bytes: Buffer, timed = false): Promise<Fingerprint> {
  const before = process.cpuUsage();
  const fp = await fingerprintOf(bytes);
  const used = process.cpuUsage(before);
  if (timed) cpuMs.push((used.user + used.system) / 1000);
  if (!fp) throw new Error('a benchmark photo was not fingerprinted');
  return fp;
}

const pairs: Pair[] = [];
const qualities: number[] = [];
function pair(kind: Pair['kind'], group: string, label: string, older: Fingerprint, newer: Fingerprint, edit?: Edit) {
  pairs.push({
    kind,
    group,
    label,
    plain: pdqDistance(older.pdq, newer.pdq),
    print: printDistance(older, newer),
    edit,
  });
}

/** Two edited copies of `original`: one as the brief's edits, one the same without the crop. */
async function copies(group: string, label: string, original: Buffer, fp: Fingerprint) {
  const copy = await reusedCopy(original, r);
  pair('reused', group, `${label}: ${copy.edit}`, fp, await photo(copy.bytes), copy);
  const uncropped = await reusedCopy(original, r, false);
  pair('uncropped', group, `${label}: ${uncropped.edit}`, fp, await photo(uncropped.bytes), uncropped);
}

const scenes: { kind: string; hostel: number; day: number; fp: Fingerprint }[] = [];
for (const kind of SCENE_KINDS) {
  for (let hostel = FIRST; hostel < FIRST + HOSTELS; hostel++) {
    for (let day = 0; day < DAYS; day++) {
      const bytes = await posted(await hostelScene(kind, hostel, day), stampText(r));
      // The very first fingerprint warms sharp up and is not timed.
      const fp = await photo(bytes, scenes.length > 0);
      scenes.push({ kind, hostel, day, fp });
      qualities.push(fp.quality);
      if (day < REUSED_DAYS) await copies(`scene: ${kind}`, `${kind} h${hostel} d${day}`, bytes, fp);
    }
  }
}
for (let a = 0; a < scenes.length; a++) {
  for (let b = a + 1; b < scenes.length; b++) {
    const [x, y] = [scenes[a]!, scenes[b]!];
    const group =
      x.kind !== y.kind
        ? 'another kind of scene'
        : x.hostel === y.hostel
          ? `same hostel, other day: ${x.kind}`
          : `other hostel: ${x.kind}`;
    pair('different', group, `${x.kind} h${x.hostel} d${x.day} / ${y.kind} h${y.hostel} d${y.day}`, x.fp, y.fp);
  }
}
process.stdout.write(`scenes done at ${((Date.now() - started) / 1000).toFixed(0)} s\n`);

const files = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.jpg'))
  .sort();
const unique: { name: string; fp: Fingerprint }[] = [];
for (const name of files) {
  const original = fs.readFileSync(path.join(FIXTURES, name));
  const bytes = await posted(original, stampText(r));
  const fp = await photo(bytes);
  qualities.push(fp.quality);
  for (let i = 0; i < 4; i++) await copies('fixture photo', name, bytes, fp);
  if (SAME_PHOTO.test(name)) continue;
  unique.push({ name, fp });
  const regions: Fingerprint[] = [];
  for (const [x, y] of [
    [0, 0],
    [0.4, 0],
    [0, 0.4],
    [0.4, 0.4],
  ] as const) {
    regions.push(await photo(await region(original, x, y, 0.6, 0.6, stampText(r))));
  }
  for (let a = 0; a < 4; a++) {
    for (let b = a + 1; b < 4; b++)
      pair('different', 'regions of one photo', `${name} r${a}/r${b}`, regions[a]!, regions[b]!);
  }
}
for (let a = 0; a < unique.length; a++) {
  for (let b = a + 1; b < unique.length; b++) {
    pair('different', 'two fixture photos', `${unique[a]!.name} / ${unique[b]!.name}`, unique[a]!.fp, unique[b]!.fp);
  }
}

for (let hostel = FIRST; hostel < FIRST + HOSTELS; hostel++) {
  const days: Fingerprint[] = [];
  for (let day = 0; day < 6; day++)
    days.push(await photo(await posted(await hostelScene('menu', hostel, day, true), stampText(r))));
  for (let a = 0; a < 6; a++) {
    for (let b = a + 1; b < 6; b++)
      pair('unchanged', 'unchanged chart, other day', `menu h${hostel} d${a}/d${b}`, days[a]!, days[b]!);
  }
}

report(pairs, qualities, cpuMs);
const load = `load average (1 min): ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0]!.toFixed(1)} at end`;
process.stdout.write(`${load}; ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`);
