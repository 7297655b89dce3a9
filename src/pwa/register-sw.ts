/**
 * Registers the service worker (production builds only: in dev Vite serves modules that a
 * precache would pin) and tells the UI when a new version is waiting. Updating is the user's
 * choice ('Reload'), never automatic, so a warden mid-form does not lose what they typed.
 */
import type { Workbox } from 'workbox-window';

type Listener = () => void;

let waiting = false;
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();

export const isUpdateWaiting = (): boolean => waiting;

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setWaiting(value: boolean): void {
  waiting = value;
  listeners.forEach((listener) => listener());
}

/** Activates the waiting worker and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  setWaiting(false);
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded after the first render: registering never holds up the first screen (docs/benchmarks.md, P3).
  void import('workbox-window').then(({ Workbox: WorkboxClass }) => {
    const wb = new WorkboxClass('/sw.js', { scope: '/' });
    workbox = wb;
    wb.addEventListener('waiting', () => setWaiting(true));
    return wb.register().then((registration) => {
      // Phones keep the PWA open for days: look for a new version now and then.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    });
  });
}
