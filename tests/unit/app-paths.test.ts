/**
 * The app's addresses against the route files: every route the PWA has is an app path (so the
 * server hands it the shell and the service worker answers it offline), and the public's addresses
 * are not (so the server answers them with the public 404 page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, APP_SECTIONS, isAppPath } from '@common/app-paths.ts';

const ROUTES = path.join(import.meta.dirname, '../../src/routes');

/** The first segment of each route file's address ('' for the index; `__root` and the `$` splat have none). */
function routeRoots(): string[] {
  return fs
    .readdirSync(ROUTES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.tsx?$/, '')))
    .filter((name) => name !== '__root' && name !== '$' && !name.endsWith('.gen'))
    .map((name) => (name === 'index' ? '' : name.split('.')[0]!));
}

describe('app paths', () => {
  it('cover every route file of the PWA', () => {
    const known = new Set<string>([...APP_SECTIONS, ...APP_PAGES]);
    for (const root of routeRoots()) expect(known.has(root), `/${root}`).toBe(true);
  });

  it('take sections with anything under them, pages exactly, with a query or a trailing slash', () => {
    for (const p of ['/', '/?lang=kn', '/dashboard', '/dashboard/home', '/dashboard/nope/deeper', '/dd/post/12'])
      expect(isAppPath(p), p).toBe(true);
    for (const p of ['/help', '/help/', '/help?lang=kn', '/404', '/forgot-password', '/x/connected', '/index.html'])
      expect(isAppPath(p), p).toBe(true);
  });

  it("leave the public's addresses to the server", () => {
    for (const p of [
      '/site/hostels',
      '/site/',
      '/audit/mysuru',
      '/about',
      '/contact?lang=kn',
      '/help/videos',
      '/helplines',
      '/dashboards',
      '/404/x',
      '/indexhtml',
      '/api/v1/config',
      '/media/x.webp',
    ])
      expect(isAppPath(p), p).toBe(false);
  });
});
