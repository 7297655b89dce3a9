/**
 * Screenshots are opt-in: a run takes them only with SCREENSHOTS=1 (`npm run test:screens`), for a
 * person to look at every screen after a change (docs/testing.md). Without it a test still drives
 * and checks the same screens; it only skips writing the pictures, which cost a second or more each
 * on the project's 2-core machine. No test reads a screenshot back: they are for people.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

type Options = NonNullable<Parameters<Page['screenshot']>[0]> & { path: string };

export const screenshotsWanted = (): boolean => process.env.SCREENSHOTS === '1';

/** `target.screenshot(options)` when screenshots are wanted, else nothing. */
export async function screenshot(target: Page | Locator, options: Options): Promise<void> {
  if (!screenshotsWanted()) return;
  fs.mkdirSync(path.dirname(options.path), { recursive: true });
  await target.screenshot(options);
}
