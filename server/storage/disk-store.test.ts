/**
 * The disk store writes whole files or none, never overwrites a new file's name, and keeps its
 * temporary files where /media cannot reach them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskStore } from './disk-store.ts';
import { keyOf, parseMediaStore } from './file-store.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-disk-store-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('DiskStore', () => {
  it('writes, reads and removes a file, leaving no temporary file behind', async () => {
    const store = new DiskStore(root);
    await store.put('media/2026/11/a.webp', Buffer.from('whole'));
    expect((await store.read('media/2026/11/a.webp'))?.toString()).toBe('whole');
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
    await store.remove('media/2026/11/a.webp');
    await store.remove('media/2026/11/a.webp');
    expect(await store.read('media/2026/11/a.webp')).toBeNull();
  });

  it('refuses a new file at a taken name with EEXIST, and overwrites only when told to', async () => {
    const store = new DiskStore(root);
    await store.put('reports/w/state.pdf', Buffer.from('first'));
    await expect(store.put('reports/w/state.pdf', Buffer.from('second'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect((await store.read('reports/w/state.pdf'))?.toString()).toBe('first');
    await store.put('reports/w/state.pdf', Buffer.from('remade'), { replace: true });
    expect((await store.read('reports/w/state.pdf'))?.toString()).toBe('remade');
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
  });

  it('refuses a key that would leave the store or name its temporary files', async () => {
    const store = new DiskStore(root);
    for (const key of ['../outside.txt', 'media/../../outside.txt', '.incoming/x', '/etc/passwd'])
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/bad file key/);
    expect(fs.existsSync(path.join(root, '..', 'outside.txt'))).toBe(false);
  });

  it('removes at start the temporary files a crash left an hour ago, not younger ones', () => {
    fs.mkdirSync(path.join(root, '.incoming'));
    const old = path.join(root, '.incoming', 'old');
    const young = path.join(root, '.incoming', 'young');
    fs.writeFileSync(old, 'half');
    fs.writeFileSync(young, 'being written');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    new DiskStore(root);
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual(['young']);
  });
});

describe('MEDIA_STORE', () => {
  it('reads the disk, or a bucket and its prefix', () => {
    expect(parseMediaStore('disk')).toBeNull();
    expect(parseMediaStore('s3://hm-media')).toEqual({ bucket: 'hm-media', prefix: '' });
    expect(parseMediaStore('s3://hm-media/state/prod/')).toEqual({ bucket: 'hm-media', prefix: 'state/prod' });
    expect(() => parseMediaStore('s3://')).toThrow(/MEDIA_STORE/);
    expect(keyOf('/media/2026/11/a.webp')).toBe('media/2026/11/a.webp');
  });
});
