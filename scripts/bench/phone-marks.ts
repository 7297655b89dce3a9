/**
 * When each step of preparing a photo happens, as the page itself sees it (`npm run bench:phone`).
 * Playwright's own waits poll the page, at intervals that grow to 500 ms, and the page answers them
 * late when its processes are stopped by the throttle: timed from Node, 'Confirm' to the photo in
 * its slot read about 0.5 s longer than the page took at CPU 1×. So the page marks the moments:
 * the file picked (the input's change event), the cropper on screen, 'Confirm' pressed, and the
 * photo's thumbnail decoded in its slot with the dialog gone. Times are `performance.now()`
 * differences inside one page, which the test clock (atLunchtime) moves at real speed.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface PhotoMarks {
  pick: number;
  cropper: number;
  confirm: number;
  ready: number;
}

// A plain script, not a function: tsx would add helpers the page does not have.
const MARKS_SCRIPT = `(() => {
  const marks = (window.__photoMarks = {});
  const now = () => performance.now();
  const thumbs = () =>
    Array.from(document.querySelectorAll('img[data-slot-thumb]')).filter((i) => i.complete && i.naturalWidth > 0).length;
  let before = 0;
  const look = () => {
    if (marks.pick !== undefined && marks.cropper === undefined && document.querySelector('dialog[open] .cropper-crop-box'))
      marks.cropper = now();
    if (marks.confirm !== undefined && marks.ready === undefined && !document.querySelector('dialog[open]') && thumbs() > before)
      marks.ready = now();
  };
  document.addEventListener('change', (e) => {
    if (!(e.target instanceof HTMLInputElement) || e.target.type !== 'file') return;
    for (const k of Object.keys(marks)) delete marks[k];
    before = thumbs();
    marks.pick = now();
  }, true);
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('dialog[open] button') : null;
    if (button && button.textContent.trim() === 'Confirm' && marks.confirm === undefined) marks.confirm = now();
  }, true);
  document.addEventListener('load', look, true);
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

export async function markPhotoSteps(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: MARKS_SCRIPT });
}

/** The marks of the photo prepared last; waits (on animation frames) until its thumbnail is in its slot. */
export async function photoMarks(page: Page): Promise<PhotoMarks> {
  const marks = await page.waitForFunction(
    () => {
      const m = (window as unknown as { __photoMarks: Partial<PhotoMarks> }).__photoMarks;
      return m.ready !== undefined ? m : null;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await marks.jsonValue()) as PhotoMarks;
}
