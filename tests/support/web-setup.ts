/**
 * Runs before every file of the web project, whose files share a worker's loaded modules
 * (docs/testing.md, 'Projects and workers'). Two things would otherwise leak from one file into the next:
 * - IndexedDB: Dexie reads the global `indexedDB` once, when a worker first loads it, so the fake
 *   (fake-indexeddb) is put in place before any file runs, whatever file the worker starts with;
 *   every outbox test names its own database (src/offline/outbox-fixtures.ts), so they stay apart.
 * - jsdom has no object URLs and no modal <dialog>: URL.createObjectURL answers a stand-in, and
 *   showModal and close are given once, as Chrome behaves (closing fires 'close'), so every file
 *   sees the same ones whatever file its worker ran first.
 * - The language and the toasts, module state a component test may change: each file starts in English
 *   with no toast left over, and with the admin console's, the signed-in screens' and the sign-in steps' texts,
 *   which the app loads with their routes (src/i18n/session-texts.ts).
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, beforeAll } from 'vitest';
import { setLang } from '@/i18n/i18n';
import { loadAdminTexts } from '@/i18n/console-texts';
import { loadAuthFlowTexts, loadSignedInTexts } from '@/i18n/session-texts';
import { clearToasts } from '@/toast/toast-store';

if (!('indexedDB' in globalThis)) Object.assign(globalThis, { indexedDB, IDBKeyRange });

// jsdom has no object URLs either: the composer's photos get a stand-in one.
URL.createObjectURL ??= () => 'blob:fake';
URL.revokeObjectURL ??= () => undefined;

if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// These texts load with their routes in the app; components render here without them.
beforeAll(async () => {
  await setLang('en');
  await Promise.all([loadAdminTexts(), loadSignedInTexts(), loadAuthFlowTexts()]);
});
afterAll(async () => {
  clearToasts();
  await setLang('en');
});
