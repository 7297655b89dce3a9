/**
 * The service worker. Precaches the built app shell (list injected by vite-plugin-pwa) so the PWA
 * opens on a phone with no signal, and answers every navigation to the app's addresses with
 * index.html so deep links work offline. API answers are never cached: they are per-user and must not outlive a
 * sign-out. The outbox's Background Sync (`sync` event) drains queued posts with no tab open (outbox-sync.ts).
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { APP_PATH_PATTERN } from '@common/app-paths';
import { listenForOutboxSync } from './outbox-sync';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Paths the server answers itself: never the app shell, never from a cache. The public pages
 * (/site and /audit; docs/spec-notes.md, 'The public site') are rendered on the server; an installed PWA must let
 * them through.
 */
const NETWORK_ONLY_PREFIXES = [/^\/api\//, /^\/media\//, /^\/site(?:[/?#]|$)/, /^\/audit(?:[/?#]|$)/];

/**
 * Only the app's own addresses get the shell (common/app-paths.ts): an unknown public address
 * (/site/…, /about) goes to the network, whose public 404 page says so, as it does without the PWA.
 */
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    allowlist: [APP_PATH_PATTERN],
    denylist: NETWORK_ONLY_PREFIXES,
  }),
);

listenForOutboxSync(self);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A new worker only installs after the user chose 'Reload' (skipWaiting above); once active it
// takes over open pages at once so the reload gets the new shell.
clientsClaim();
