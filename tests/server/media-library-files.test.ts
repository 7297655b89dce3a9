/**
 * A media library file's life (docs/spec-notes.md, 'The website's content and its review'): its name (cleaned,
 * keeping its extension), alt text and folder; replacing it in place (same id, the next version in a new URL, the old
 * files gone, only a file of the same kind within the upload's size rule); where the website uses it; deleting it
 * only when no published version or open draft uses it; and the orphan sweep leaving it alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { LIBRARY_MSG } from '@common/site/site-messages.ts';
import { SECTIONS } from '@common/site/site-sections.ts';
import { UPLOAD_MSG } from '@common/uploads.ts';
import { json } from '../support/test-app.ts';
import { jpeg } from '../support/posting.ts';
import { PDF, fieldsOf, openLibrary, png, type Library } from '../support/library.ts';

let lib: Library;
beforeAll(async () => {
  lib = await openLibrary();
}, 60_000);
afterAll(() => lib?.t.close());

describe('PATCH media/{id}', () => {
  it('changes the name (cleaned, keeping its extension), the alt text and the folder', async () => {
    const { admin, api, stored, folder } = lib;
    const box = await folder('Patched');
    const file = (await stored(admin, await jpeg(), {}, 'photo.jpg')).id;
    const res = await api('PATCH', `media/${file}`, admin, {
      name: 'Annual Day (final).png',
      alt: { en: 'Students on stage', kn: 'ವೇದಿಕೆಯ ಮೇಲೆ ವಿದ್ಯಾರ್ಥಿಗಳು' },
      belongs_to_folder: box,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(LIBRARY_MSG.mediaUpdated);
    expect(json(res).data.data).toMatchObject({
      id: file,
      name: { original: 'Annual-Day-final.jpg' },
      alt: { en: 'Students on stage', kn: 'ವೇದಿಕೆಯ ಮೇಲೆ ವಿದ್ಯಾರ್ಥಿಗಳು' },
      belongs_to_folder: box,
    });
    const kannadaOnly = json(await api('PATCH', `media/${file}`, admin, { alt: { kn: 'ಹೊಸ' } })).data.data;
    expect(kannadaOnly.alt).toEqual({ en: 'Students on stage', kn: 'ಹೊಸ' });
    expect(
      json(await api('PATCH', `media/${file}`, admin, { belongs_to_folder: null })).data.data.belongs_to_folder,
    ).toBeNull();
    const missing = await api('PATCH', `media/${file}`, admin, { belongs_to_folder: 999999 });
    expect([missing.statusCode, json(missing).message]).toEqual([404, LIBRARY_MSG.folderNotFound]);
    expect((await api('PATCH', 'media/999999', admin, { name: 'x' })).statusCode).toBe(404);
    for (const [payload, field] of [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ alt: { en: 'x'.repeat(251) } }, 'alt.en'],
      [{ belongs_to_folder: 'top' }, 'belongs_to_folder'],
    ] as const) {
      const bad = await api('PATCH', `media/${file}`, admin, payload);
      expect([bad.statusCode, fieldsOf(bad)], JSON.stringify(payload)).toEqual([422, [field]]);
    }
  });
});

describe('PUT media/{id}/file', () => {
  it('keeps the id, bumps the version and serves the new file under a new URL', async () => {
    const { t, admin, put, stored } = lib;
    const before = await stored(admin, await png('#aa3300'), {}, 'logo.png');
    const oldPath = before.file_url.full.high_res;
    const res = await put(before.id, admin, await png('#0033aa'), 'logo-blue.png');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(LIBRARY_MSG.mediaReplaced);
    const after = json(res).data.data;
    const stem = path.basename(oldPath, '.webp');
    expect(after).toMatchObject({ id: before.id, version: 2, name: { original: 'logo.png' } });
    expect(after.file_url.full.high_res).toMatch(new RegExp(`/${stem}-v2\\.webp$`));
    expect((await t.app.inject({ method: 'GET', url: after.file_url.full.high_res })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(t.dataDir, oldPath))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, before.file_url.full.low_res))).toBe(false);
    const again = json(await put(before.id, admin, await png('#00aa33'))).data.data;
    expect(again.version).toBe(3);
    expect(again.file_url.full.high_res).toMatch(new RegExp(`/${stem}-v3\\.webp$`));
  });

  it('takes only a file of the same kind, within the upload’s size rule', async () => {
    const { t, admin, put, stored } = lib;
    const image = (await stored(admin, await jpeg())).id;
    const wrong = await put(image, admin, PDF(), 'menu.pdf');
    expect(wrong.statusCode).toBe(415);
    expect(json(wrong).message).toBe('A file can only be replaced by one of the same kind (image).');
    const script = await put(image, admin, Buffer.from('#!/bin/sh\necho hi\n'), 'a.jpg');
    expect([script.statusCode, json(script).message]).toEqual([415, UPLOAD_MSG.typeNotSupported]);
    const big = await put(image, admin, Buffer.concat([await jpeg(64, 64), Buffer.alloc(5 * 1048576)]), 'big.jpg');
    expect([big.statusCode, json(big).message]).toEqual([400, UPLOAD_MSG.sizeExceeded]);
    expect(json(big).data.errors[0].message).toBe('Image should be below 5 MB.');
    const none = await put(image, admin, null);
    expect([none.statusCode, fieldsOf(none)]).toEqual([422, ['media']]);
    const doc = (await stored(admin, PDF(1), {}, 'rules.pdf')).id;
    const newDoc = json(await put(doc, admin, PDF(2), 'rules-2025.pdf')).data.data;
    expect(newDoc).toMatchObject({ version: 2, media_type: { name: 'document' }, name: { original: 'rules.pdf' } });
    expect(fs.readFileSync(path.join(t.dataDir, newDoc.file_url.full.high_res)).equals(PDF(2))).toBe(true);
    const row = await t.app.ctx.db
      .selectFrom('media')
      .select('version')
      .where('id', '=', image)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
  });
});

describe('usage and delete', () => {
  it('lists every version that uses a file and refuses to delete it while one blocks', async () => {
    const { t, admin, creator, api, stored, ids, addVersion } = lib;
    const file = await stored(admin, await png('#336699'), {}, 'banner.png');
    const old = await addVersion('ARCHIVED', [file.id]);
    const live = await addVersion('PUBLISHED', [file.id]);
    const draft = await addVersion('DRAFT', [file.id]);
    const usage = await api('GET', `media/${file.id}/usage`, creator);
    expect(usage.statusCode, usage.body).toBe(200);
    const section = SECTIONS[0]!;
    expect(json(usage).data).toEqual({
      media_id: file.id,
      uses: [
        { key: section.key, title: section.title, version: draft.version, state: 'DRAFT', blocks_delete: true },
        { key: section.key, title: section.title, version: live.version, state: 'PUBLISHED', blocks_delete: true },
        { key: section.key, title: section.title, version: old.version, state: 'ARCHIVED', blocks_delete: false },
      ],
    });
    const refused = await api('DELETE', `media/${file.id}`, admin);
    expect([refused.statusCode, json(refused).message]).toEqual([409, LIBRARY_MSG.mediaInUse]);
    expect(json(refused).data.uses.map((u: { version: number }) => u.version)).toEqual([draft.version, live.version]);
    expect((await ids('unused=true&size=100')).includes(file.id)).toBe(false);

    await t.app.ctx.db
      .updateTable('site_versions')
      .set({ state: 'EDITED' })
      .where('id', 'in', [live.id, draft.id])
      .execute();
    const deleted = await api('DELETE', `media/${file.id}`, admin);
    expect([deleted.statusCode, json(deleted).data, json(deleted).message]).toEqual([
      200,
      { id: file.id },
      LIBRARY_MSG.mediaDeleted,
    ]);
    expect(fs.existsSync(path.join(t.dataDir, file.file_url.full.high_res))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, file.file_url.full.low_res))).toBe(false);
    const links = await t.app.ctx.db
      .selectFrom('site_version_media')
      .select('media_id')
      .where('media_id', '=', file.id)
      .execute();
    expect(links).toEqual([]);
    expect((await api('GET', `media/auth/file/${file.id}`, admin)).statusCode).toBe(404);
    expect((await api('DELETE', `media/${file.id}`, admin)).statusCode).toBe(404);
    expect((await api('GET', `media/${file.id}/usage`, admin)).statusCode).toBe(404);
  });

  it('deletes an unused file at once', async () => {
    const { t, admin, api, stored } = lib;
    const file = await stored(admin, PDF(3), {}, 'notice.pdf');
    expect(json(await api('GET', `media/${file.id}/usage`, admin)).data.uses).toEqual([]);
    expect((await api('DELETE', `media/${file.id}`, admin)).statusCode).toBe(200);
    expect(fs.existsSync(path.join(t.dataDir, file.file_url.full.high_res))).toBe(false);
  });

  it('keeps library files from the orphan sweep', async () => {
    const { t, admin, api, stored } = lib;
    const { sweepOrphanMedia } = await import('@server/modules/media/media.sweep.ts');
    const file = await stored(admin, PDF(4));
    await t.app.ctx.db
      .updateTable('media')
      .set({ created_at: new Date('2020-01-01T00:00:00Z') })
      .where('id', '=', file.id)
      .execute();
    await sweepOrphanMedia(t.app.ctx);
    expect(fs.existsSync(path.join(t.dataDir, file.file_url.full.high_res))).toBe(true);
    expect((await api('GET', `media/auth/file/${file.id}`, admin)).statusCode).toBe(200);
  });
});
