/**
 * P12, reused photos (`npm run bench:reuse`, docs/benchmarks.md): how well the PDQ fingerprint
 * (server/modules/photo-checks/pdq.ts) tells a re-posted photo from a new photo of the same kind,
 * and what it costs. Every photo is stamped with its date, as the phone stamps it.
 *   - reused pairs: a posted photo and an edited copy (reuse-edits.ts: crop ≤ 5 %, scale 50–100 %,
 *     brightness ±15 %, JPEG quality 60–90, a new date stamp), from synthetic hostel scenes and the
 *     face fixtures; and, shown apart, a second copy of each edited the same way but not cropped;
 *   - different pairs: the same hostel's menu chart, plate, kitchen or dining hall on two days
 *     (reuse-scenes.ts), regions of one large fixture photo, and two different fixture photos;
 *   - shown apart, not counted: an unchanged printed menu chart photographed again on another day.
 * reuse-report.ts prints the figures; reuse-variants.ts is an experiment in crop tolerance.
 * Options: --hostels N (4), --days N (13). About 2 minutes on the shared 2-core box.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Fingerprint, fingerprintOf, pdqDistance } from '../../server/modules/photo-checks/pdq';
import { rng } from './reuse-draw';
import { posted, region, reusedCopy, stampText } from './reuse-edits';
import { type Pair, report } from './reuse-report';
import { hostelScene, SCENE_KINDS } from './reuse-scenes';
import { cropVariants, nearest } from './reuse-variants';

const { values: args } = parseArgs({ options: { hostels: { type: 'string' }, days: { type: 'string' } } });
const HOSTELS = Number(args.hostels ?? 4);
const DAYS = Number(args.days ?? 13);
/** Days of each hostel and kind whose photo is also re-posted as an edited copy. */
const REUSED_DAYS = Math.min(DAYS, 10);
const FIXTURES = 'tests/fixtures/faces/images';
/** The same photo at other sizes: never one of a pair of different photos. */
const SAME_PHOTO = /^solvay1927_(640|1024|1280)/;

const started = Date.now();
const loadAtStart = os.loadavg()[0]!;
const r = rng(20261128);
const cpuMs: number[] = [];

interface Photo {
  fp: Fingerprint;
  variants: Buffer[];
}

/** Fingerprints `bytes`; `timed` adds its CPU to the figures (1600×1200 JPEGs only). */
async function photo(bytes: Buffer, timed = false): Promise<Photo> {
  const before = process.cpuUsage();
  const fp = await fingerprintOf(bytes);
  const used = process.cpuUsage(before);
  if (timed) cpuMs.push((used.user + used.system) / 1000);
  if (!fp) throw new Error('a benchmark photo was not fingerprinted');
  return { fp, variants: await cropVariants(bytes) };
}

const pairs: Pair[] = [];
const qualities: number[] = [];
function pair(kind: Pair['kind'], group: string, label: string, older: Photo, newer: Photo, crop = 0) {
  const distance = pdqDistance(older.fp.pdq, newer.fp.pdq);
  pairs.push({ kind, group, label, distance, nearest: nearest(older.variants, newer.fp.pdq), crop });
}

/** Two edited copies of `original`: one as the brief's edits, one the same without the crop. */
async function copies(group: string, label: string, original: Buffer, fp: Photo) {
  const copy = await reusedCopy(original, r);
  pair('reused', group, `${label}: ${copy.edit}`, fp, await photo(copy.bytes), copy.crop);
  const uncropped = await reusedCopy(original, r, false);
  pair('uncropped', group, `${label}: ${uncropped.edit}`, fp, await photo(uncropped.bytes));
}

for (const kind of SCENE_KINDS) {
  for (let hostel = 1; hostel <= HOSTELS; hostel++) {
    const days: Photo[] = [];
    for (let day = 0; day < DAYS; day++) {
      const bytes = await posted(await hostelScene(kind, hostel, day), stampText(r));
      // The very first fingerprint warms sharp up and is not timed.
      const p = await photo(bytes, days.length > 0 || hostel > 1 || kind !== SCENE_KINDS[0]);
      days.push(p);
      qualities.push(p.fp.quality);
      if (day < REUSED_DAYS) await copies(`scene: ${kind}`, `${kind} h${hostel} d${day}`, bytes, p);
    }
    for (let a = 0; a < DAYS; a++) {
      for (let b = a + 1; b < DAYS; b++)
        pair('different', `same hostel, other day: ${kind}`, `${kind} h${hostel} d${a}/d${b}`, days[a]!, days[b]!);
    }
  }
}
process.stdout.write(`scenes done at ${((Date.now() - started) / 1000).toFixed(0)} s\n`);

const files = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.jpg'))
  .sort();
const unique: { name: string; p: Photo }[] = [];
for (const name of files) {
  const original = fs.readFileSync(path.join(FIXTURES, name));
  const bytes = await posted(original, stampText(r));
  const p = await photo(bytes);
  qualities.push(p.fp.quality);
  for (let i = 0; i < 4; i++) await copies('fixture photo', name, bytes, p);
  if (SAME_PHOTO.test(name)) continue;
  unique.push({ name, p });
  const regions: Photo[] = [];
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
    pair('different', 'two fixture photos', `${unique[a]!.name} / ${unique[b]!.name}`, unique[a]!.p, unique[b]!.p);
  }
}

for (let hostel = 1; hostel <= HOSTELS; hostel++) {
  const days: Photo[] = [];
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
