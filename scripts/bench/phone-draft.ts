/**
 * The composer as `npm run bench:phone` drives it: opened fresh (a draft left by an earlier run is
 * discarded first), and opened after a killed tab to continue the draft, timed from the navigation.
 */
import type { Page } from 'playwright-core';

const COMPOSER = '/dashboard/add-tweet';

export async function openComposer(page: Page, base: string): Promise<void> {
  await page.goto(base + COMPOSER);
  const offer = page.getByTestId('draft-offer');
  const form = page.getByRole('radio').first();
  await offer.or(form).waitFor();
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'Discard it' }).click();
  await form.check();
}

/** Opens the composer, waits for the draft's offer, continues it, and waits for `photos` thumbnails. */
export async function continueDraft(
  page: Page,
  base: string,
  photos: number,
): Promise<{ offerMs: number; backMs: number; photos: number }> {
  // Wall time from Node: the page's own clock is the test clock (atLunchtime), not real time.
  const opened = Date.now();
  await page.goto(base + COMPOSER, { waitUntil: 'commit' });
  await page.waitForFunction(() => Boolean(document.querySelector('[data-testid=draft-offer]')), undefined, {
    polling: 'raf',
    timeout: 60_000,
  });
  const offerMs = Date.now() - opened;
  const offer = page.getByTestId('draft-offer');
  const clicked = Date.now();
  await offer.getByRole('button', { name: 'Continue' }).click();
  await page.waitForFunction(
    (n) =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-slot-thumb]')).filter(
        (i) => i.complete && i.naturalWidth > 0,
      ).length >= n,
    photos,
    { polling: 'raf', timeout: 60_000 },
  );
  return { offerMs, backMs: Date.now() - clicked, photos };
}
