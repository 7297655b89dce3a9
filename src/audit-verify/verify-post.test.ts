// @vitest-environment node
/**
 * "Verify" on /audit, against a log built with common/tlog as the server builds it (FakeLog): a post
 * in the log verifies, and again offline from the files kept; a rewritten or truncated log, a
 * forged checkpoint, a changed key, an entry for another post and a changed tile are refused; a post
 * past the checkpoint is 'pending'; nothing reachable and nothing kept is 'unreachable'.
 */
import { describe, expect, it } from 'vitest';
import { generateSignerKey } from '@common/tlog/note';
import { FakeLog, postEntry } from '../../tests/support/tlog-fake-log';
import { CHECKPOINT_SLOT, verifyPost, type LogAccess } from './verify-post';

const ORIGIN = 'hostels.example.org/log';
const key = generateSignerKey(ORIGIN);

/** A browser's view of a log: what the site serves now, what it kept (files fetched, localStorage). */
function browser(site: { log: FakeLog; online: boolean }) {
  const kept = new Map<string, Uint8Array>();
  const storage = new Map<string, string>();
  const access: LogAccess = {
    checkpoint: async () => (site.online ? site.log.checkpoint : null),
    file: async (path) => {
      const bytes = site.online ? site.log.store.get(path) : kept.get(path);
      if (!bytes) throw new Error(`no ${path}`);
      kept.set(path, bytes);
      return bytes;
    },
    load: (k) => storage.get(k) ?? null,
    save: (k, v) => void storage.set(k, v),
  };
  return { access, storage };
}

/** Post n is logged at index n - 1 by appendPosts(1, …). */
describe('verifyPost', () => {
  it('verifies a logged post online, then offline from what it kept', async () => {
    const site = { log: new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 300), online: true };
    const { access } = browser(site);
    expect(await verifyPost(access, key.verifierKey, 260, 259)).toEqual({
      ok: true,
      index: 259,
      size: 300,
      offline: false,
    });
    site.log.appendPosts(301, 40);
    expect(await verifyPost(access, key.verifierKey, 3, 2)).toEqual({ ok: true, index: 2, size: 340, offline: false });
    site.online = false;
    expect(await verifyPost(access, key.verifierKey, 3, 2)).toEqual({ ok: true, index: 2, size: 340, offline: true });
    // Offline, a post whose entries were never fetched (the bundle of 300 to 339) cannot be checked;
    // nothing is called false.
    expect(await verifyPost(access, key.verifierKey, 320, 319)).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('refuses a log rewritten or cut short since this browser saw it', async () => {
    const site = { log: new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 300), online: true };
    const { access, storage } = browser(site);
    expect((await verifyPost(access, key.verifierKey, 5, 4)).ok).toBe(true);
    const seen = storage.get(CHECKPOINT_SLOT);
    site.log = site.log.rewritten(100, [postEntry(9999)]).appendPosts(400, 250);
    expect(await verifyPost(access, key.verifierKey, 5, 4)).toEqual({ ok: false, reason: 'inconsistent' });
    site.log = new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 200);
    expect(await verifyPost(access, key.verifierKey, 5, 4)).toEqual({ ok: false, reason: 'inconsistent' });
    expect(storage.get(CHECKPOINT_SLOT)).toBe(seen); // the good checkpoint is kept
  });

  it('refuses a checkpoint signed by another key, and a key changed since the first visit', async () => {
    const other = generateSignerKey(ORIGIN);
    const site = { log: new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 10), online: true };
    expect(await verifyPost(browser(site).access, other.verifierKey, 5, 4)).toEqual({ ok: false, reason: 'signature' });
    const { access } = browser(site);
    expect((await verifyPost(access, key.verifierKey, 5, 4)).ok).toBe(true);
    expect(await verifyPost(access, other.verifierKey, 5, 4)).toEqual({ ok: false, reason: 'keyChanged' });
  });

  it('refuses an entry for another post and a changed tile; a post past the checkpoint is pending', async () => {
    const site = { log: new FakeLog(ORIGIN, key.signerKey).appendPosts(1, 300), online: true };
    const { access } = browser(site);
    expect(await verifyPost(access, key.verifierKey, 8, 4)).toEqual({ ok: false, reason: 'entry' });
    expect(await verifyPost(access, key.verifierKey, 400, 399)).toEqual({ ok: false, reason: 'pending' });
    const tile = site.log.store.get('tile/0/000')!.slice();
    tile[4 * 32] = tile[4 * 32]! ^ 1; // the leaf hash of entry 4, changed where the proof of entry 5 reads it
    site.log.store.set('tile/0/000', tile);
    expect(await verifyPost(browser(site).access, key.verifierKey, 6, 5)).toEqual({ ok: false, reason: 'inclusion' });
  });
});
