/**
 * The media library's folders (docs/spec-notes.md, 'The website's content and its review'): nested folders listed
 * with their counts and the path to them; a twin name under the same parent refused whatever its case; renames and
 * moves, never into itself or below; only an empty folder deleted; a creator changes only the folders and files they
 * made (another's answer 404, like a missing one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { LIBRARY_MSG } from '@common/site/site-messages.ts';
import { json } from '../support/test-app.ts';
import { PDF, fieldsOf, openLibrary, type Library } from '../support/library.ts';

let lib: Library;
beforeAll(async () => {
  lib = await openLibrary();
}, 60_000);
afterAll(() => lib?.t.close());

describe('folders', () => {
  it('nests folders, lists children with their counts and the path to them', async () => {
    const { admin, adminId, api, stored, folder } = lib;
    const reports = await folder('Reports');
    const year = await folder('Year 2025', reports);
    await folder('Reports', year);
    await stored(admin, PDF(), { belongs_to_folder: String(reports) });
    const top = json(await api('GET', 'media/folders', admin)).data;
    expect(top.path).toEqual([]);
    expect(top.items.find((f: { id: number }) => f.id === reports)).toMatchObject({
      name: 'Reports',
      files: 1,
      folders: 1,
      parent_id: null,
      created_by: adminId,
    });
    const inside = json(await api('GET', `media/folders?parent=${year}`, admin)).data;
    expect(inside.path).toEqual([
      { id: reports, name: 'Reports' },
      { id: year, name: 'Year 2025' },
    ]);
    expect(inside.items.map((f: { name: string }) => f.name)).toEqual(['Reports']);
    expect((await api('GET', 'media/folders?parent=999999', admin)).statusCode).toBe(404);
    expect((await api('GET', 'media/folders?parent=abc', admin)).statusCode).toBe(422);
  });

  it('refuses a twin name under the same parent, whatever its case', async () => {
    const { admin, api, folder } = lib;
    await folder('Gallery');
    for (const name of ['gallery', 'GALLERY ', 'Gallery']) {
      const res = await api('POST', 'media/folders', admin, { name });
      expect([res.statusCode, json(res).message, fieldsOf(res)]).toEqual([409, LIBRARY_MSG.folderTaken, ['name']]);
    }
    const orphan = await api('POST', 'media/folders', admin, { name: 'Lost', parent_id: 999999 });
    expect([orphan.statusCode, json(orphan).message]).toEqual([404, LIBRARY_MSG.folderNotFound]);
    for (const [payload, field] of [
      [{ name: 'a!b$c' }, 'name'],
      [{ name: 'ab' }, 'name'],
      [{ name: 'x'.repeat(36) }, 'name'],
      [{ name: 'Fine name', parent_id: 'top' }, 'parent_id'],
      [{}, 'name'],
    ] as const) {
      const res = await api('POST', 'media/folders', admin, payload);
      expect([res.statusCode, fieldsOf(res)], JSON.stringify(payload)).toEqual([422, [field]]);
    }
  });

  it('renames and moves a folder, but never into itself or below itself', async () => {
    const { admin, api, folder } = lib;
    const outer = await folder('Outer');
    const middle = await folder('Middle', outer);
    const inner = await folder('Inner', middle);
    await folder('Taken', outer);
    const renamed = await api('PATCH', `media/folders/${middle}`, admin, { name: 'Centre' });
    expect([renamed.statusCode, json(renamed).data.name, json(renamed).data.folders]).toEqual([200, 'Centre', 1]);
    const twin = await api('PATCH', `media/folders/${middle}`, admin, { name: 'taken' });
    expect([twin.statusCode, json(twin).message]).toEqual([409, LIBRARY_MSG.folderTaken]);
    for (const parent of [outer, middle, inner]) {
      const res = await api('PATCH', `media/folders/${outer}`, admin, { parent_id: parent });
      expect([res.statusCode, json(res).message]).toEqual([409, LIBRARY_MSG.folderLoop]);
    }
    const moved = await api('PATCH', `media/folders/${inner}`, admin, { parent_id: null });
    expect([moved.statusCode, json(moved).data.parent_id]).toEqual([200, null]);
    const down = await api('PATCH', `media/folders/${outer}`, admin, { parent_id: inner });
    expect([down.statusCode, json(down).data.parent_id]).toEqual([200, inner]);
    expect((await api('PATCH', `media/folders/${outer}`, admin, {})).statusCode).toBe(422);
    expect((await api('PATCH', 'media/folders/999999', admin, { name: 'Nowhere' })).statusCode).toBe(404);
  });

  it('deletes only an empty folder', async () => {
    const { admin, api, stored, folder } = lib;
    const full = await folder('Full of files');
    const file = (await stored(admin, PDF(), { belongs_to_folder: String(full) })).id;
    const parent = await folder('Has children');
    await folder('Child', parent);
    for (const id of [full, parent]) {
      const res = await api('DELETE', `media/folders/${id}`, admin);
      expect([res.statusCode, json(res).message]).toEqual([409, LIBRARY_MSG.folderNotEmpty]);
    }
    expect((await api('PATCH', `media/${file}`, admin, { belongs_to_folder: null })).statusCode).toBe(200);
    const gone = await api('DELETE', `media/folders/${full}`, admin);
    expect([gone.statusCode, json(gone).data.id]).toEqual([200, full]);
    expect((await api('DELETE', `media/folders/${full}`, admin)).statusCode).toBe(404);
  });
});

describe('a creator changes only what they made', () => {
  it('answers 404 for another’s folder or file, and lets them change their own', async () => {
    const { admin, creator, api, put, stored, folder } = lib;
    const theirs = await folder('Admins folder');
    const mine = await folder('Creators folder', null, creator);
    const adminFile = (await stored(admin, PDF())).id;
    const ownFile = (await stored(creator, PDF(), { belongs_to_folder: String(theirs) })).id;
    for (const res of [
      await api('PATCH', `media/folders/${theirs}`, creator, { name: 'Mine now' }),
      await api('DELETE', `media/folders/${theirs}`, creator),
    ]) {
      expect([res.statusCode, json(res).message]).toEqual([404, LIBRARY_MSG.folderNotFound]);
    }
    for (const res of [
      await api('PATCH', `media/${adminFile}`, creator, { name: 'mine' }),
      await api('DELETE', `media/${adminFile}`, creator),
      await put(adminFile, creator, PDF(9), 'x.pdf'),
    ]) {
      expect([res.statusCode, json(res).message]).toEqual([404, MSG.fileNotFound]);
    }
    expect((await api('PATCH', `media/folders/${mine}`, creator, { name: 'Creators files' })).statusCode).toBe(200);
    expect((await api('PATCH', `media/${ownFile}`, creator, { belongs_to_folder: mine })).statusCode).toBe(200);
    expect((await api('GET', `media/${adminFile}/usage`, creator)).statusCode).toBe(200);
    expect((await api('PATCH', `media/folders/${mine}`, admin, { name: 'Renamed by admin' })).statusCode).toBe(200);
  });
});
