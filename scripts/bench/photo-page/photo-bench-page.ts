/**
 * Browser half of P1/P2 (scripts/bench/photo-bench.ts builds and drives it): the real posting path
 * of one photo through the app's photo client and worker, N times on the main thread's behalf:
 * inspect (EXIF + preview), crop (whole frame, no turn, faces found and blurred) and stamp
 * (bilingual strip + quality search to 200 KB); then the crop again with the faces given, so the
 * detector's share (P9) is measured apart. Long tasks on the main thread are collected the whole time.
 */
import { cropPhoto, inspectPhoto, stampPhoto } from '@/photos/photo-client';
import { stampFontPx } from '@/photos/photo-maths';
import { STAMP_FONT } from '@/photos/stamp-draw';

interface Run {
  inspectMs: number;
  cropMs: number;
  /** The same crop told the faces already (no detection): what the crop costs without the detector. */
  cropNoDetectMs: number;
  detector: string;
  stampMs: number;
  totalMs: number;
  bytes: number;
  width: number;
  height: number;
  quality: number;
}

declare global {
  interface Window {
    benchResult?:
      | { runs: Run[]; longTasks: number[]; stampPx: number; stampInkPx: number; sourceBytes: number }
      | { error: string };
  }
}

const longTasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });

const STAMP = {
  institution: {
    en: 'Government Post-Matric Boys Hostel, Chikkaballapura Taluk',
    kn: 'ಸರ್ಕಾರಿ ಮೆಟ್ರಿಕ್ ನಂತರದ ಬಾಲಕರ ವಸತಿ ನಿಲಯ, ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
  },
  meal: { en: 'Lunch', kn: 'ಮಧ್ಯಾಹ್ನದ ಊಟ' },
  at: '2026-05-14T13:05:22+05:30',
  latitude: 13.4355,
  longitude: 77.7315,
};

/** The drawn height of the stamp's main line (ascent + descent of mixed Latin/Kannada ink). */
function inkHeight(px: number): number {
  const ctx = new OffscreenCanvas(10, 10).getContext('2d');
  if (!ctx) return 0;
  ctx.font = `600 ${px}px ${STAMP_FONT}`;
  const m = ctx.measureText(`${STAMP.institution.en} ${STAMP.meal.kn}`);
  return Math.round(m.actualBoundingBoxAscent + m.actualBoundingBoxDescent);
}

async function main(): Promise<void> {
  const runsWanted = Number(new URLSearchParams(location.search).get('n') ?? '7');
  const source = await (await fetch('/photo.jpg')).blob();
  const runs: Run[] = [];
  for (let i = 0; i < runsWanted + 1; i += 1) {
    const t0 = performance.now();
    const seen = await inspectPhoto(source);
    const t1 = performance.now();
    const crop = { x: 0, y: 0, width: seen.previewSize.width, height: seen.previewSize.height, rotate: 0 };
    const base = await cropPhoto(source, crop, seen.previewSize);
    const t2 = performance.now();
    const stamped = await stampPhoto(base.blob, STAMP);
    const t3 = performance.now();
    await cropPhoto(source, crop, seen.previewSize, { found: [] });
    const t4 = performance.now();
    // The first pass warms the worker (its start-up is paid once per visit): not counted.
    if (i > 0) {
      runs.push({
        inspectMs: t1 - t0,
        cropMs: t2 - t1,
        cropNoDetectMs: t4 - t3,
        detector: base.faces.detector,
        stampMs: t3 - t2,
        totalMs: t3 - t0,
        bytes: stamped.blob.size,
        width: stamped.width,
        height: stamped.height,
        quality: stamped.quality,
      });
    }
  }
  const size = { width: runs[0]?.width ?? 0, height: runs[0]?.height ?? 0 };
  const stampPx = stampFontPx(size).main;
  window.benchResult = { runs, longTasks, stampPx, stampInkPx: inkHeight(stampPx), sourceBytes: source.size };
  document.getElementById('status')!.textContent = 'done';
}

main().catch((error: unknown) => {
  window.benchResult = { error: String(error) };
});
