/**
 * The media library's API (docs/spec-notes.md, 'The website's content and its review'), its uploads and list: uploads
 * of the content staff go into the shared library (and the folder named), wardens' photos never do and answer 404 to
 * every library call; the list's filters, twelve a page, and the counts by type under the same filters. Folders are
 * in media-folders.test.ts, a file's changes in media-library-files.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@common/messages.ts';
import { LIBRARY_MSG } from '@common/site/site-messages.ts';
import { json } from '../support/test-app.ts';
import { jpeg, upload } from '../support/posting.ts';
import { MP3, MP4, PDF, fieldsOf, openLibrary, type Library } from '../support/library.ts';

let lib: Library;
beforeAll(async () => {
  lib = await openLibrary();
}, 60_000);
afterAll(() => lib?.t.close());

describe('uploads into the library', () => {
  it('puts the content staff’s uploads in the library and the folder named', async () => {
    const { t, admin, warden, adminId, send, folder, ids } = lib;
    const events = await folder('Events');
    const res = await send(admin, await jpeg(), { belongs_to_folder: String(events) });
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({
      belongs_to_folder: events,
      version: 1,
      created_by: adminId,
      alt: { en: '', kn: '' },
    });
    const row = await t.app.ctx.db
      .selectFrom('media')
      .select(['in_library', 'folder_id'])
      .where('id', '=', json(res).data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ in_library: true, folder_id: events });
    expect(await ids(`belongs_to_folder=${events}`)).toEqual([json(res).data.id]);

    const missing = await send(admin, await jpeg(), { belongs_to_folder: '999999' });
    expect([missing.statusCode, json(missing).message]).toEqual([404, LIBRARY_MSG.folderNotFound]);
    const bad = await send(admin, await jpeg(), { belongs_to_folder: 'abc' });
    expect([bad.statusCode, fieldsOf(bad)]).toEqual([422, ['belongs_to_folder']]);
    const top = await send(admin, await jpeg(), { belongs_to_folder: 'ROOT' });
    expect(json(top).data.belongs_to_folder).toBeNull();
    const wardenIntoFolder = await send(warden, await jpeg(), { belongs_to_folder: String(events) });
    expect(wardenIntoFolder.statusCode).toBe(404);
  });

  it('keeps wardens’ photos out of it: not listed, and 404 to every library call', async () => {
    const { t, admin, warden, api, put, ids } = lib;
    const photo = json(await upload(t, warden, await jpeg())).data.id as number;
    const row = await t.app.ctx.db
      .selectFrom('media')
      .select('in_library')
      .where('id', '=', photo)
      .executeTakeFirstOrThrow();
    expect(row.in_library).toBe(false);
    expect(await ids('size=100')).not.toContain(photo);
    expect(await ids('size=100', warden)).toContain(photo);
    for (const res of [
      await api('PATCH', `media/${photo}`, admin, { alt: { en: 'A lunch' } }),
      await api('GET', `media/${photo}/usage`, admin),
      await api('DELETE', `media/${photo}`, admin),
      await put(photo, admin, await jpeg()),
    ]) {
      expect([res.statusCode, json(res).message]).toEqual([404, MSG.fileNotFound]);
    }
    expect((await api('GET', 'media/type', warden)).statusCode).toBe(403);
  });
});

describe('the list and the counts by type', () => {
  let box: number;
  let image: number;
  let audio: number;
  let video: number;
  let doc: number;
  beforeAll(async () => {
    const { admin, creator, stored, folder } = lib;
    box = await folder('Filters');
    image = (await stored(admin, await jpeg(), { belongs_to_folder: String(box) }, 'sunrise.jpg')).id;
    audio = (await stored(admin, MP3, { belongs_to_folder: String(box) }, 'anthem.mp3')).id;
    video = (await stored(admin, MP4, { belongs_to_folder: String(box) }, 'tour.mp4')).id;
    doc = (await stored(creator, PDF(), { belongs_to_folder: String(box) }, 'menu.pdf')).id;
  });

  it('filters by folder, type, uploader, order, use and name', async () => {
    const { creatorId, ids, addVersion } = lib;
    const inBox = `belongs_to_folder=${box}`;
    expect(await ids(inBox)).toEqual([doc, video, audio, image]);
    expect(await ids(`${inBox}&created_on=OLDEST`)).toEqual([image, audio, video, doc]);
    expect(await ids(`${inBox}&media_types=image,document`)).toEqual([doc, image]);
    expect(await ids(`${inBox}&created_by=${creatorId}`)).toEqual([doc]);
    expect(await ids(`${inBox}&search=ANTH`)).toEqual([audio]);
    expect(await ids('belongs_to_folder=ROOT&size=100')).not.toContain(image);
    expect(await ids('belongs_to_folder=ALL&size=100')).toEqual(expect.arrayContaining([image, doc]));
    await addVersion('ARCHIVED', [video]);
    expect(await ids(`${inBox}&unused=true`)).toEqual([doc, audio, image]);
    expect(await ids(`${inBox}&unused=false`)).toEqual([doc, video, audio, image]);
  });

  it('reads twelve a page by default', async () => {
    const { admin, stored, folder, list } = lib;
    const paging = await folder('Paging');
    for (let i = 0; i < 13; i++) await stored(admin, PDF(i), { belongs_to_folder: String(paging) }, `doc-${i}.pdf`);
    const first = await list(`belongs_to_folder=${paging}`);
    expect([first.items.length, first.total_items, first.total_pages]).toEqual([12, 13, 2]);
    expect((await list(`belongs_to_folder=${paging}&page=2`)).items).toHaveLength(1);
  });

  it('counts every type under the same filters, in a fixed order', async () => {
    const { admin, creatorId, api } = lib;
    const counts = async (query: string) => {
      const res = await api('GET', `media/type?${query}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.data;
    };
    expect(await counts(`belongs_to_folder=${box}`)).toEqual([
      { name: 'image', count: 1 },
      { name: 'audio', count: 1 },
      { name: 'video', count: 1 },
      { name: 'document', count: 1 },
    ]);
    expect(
      (await counts(`belongs_to_folder=${box}&created_by=${creatorId}`)).map((c: { count: number }) => c.count),
    ).toEqual([0, 0, 0, 1]);
    expect((await api('GET', 'media/type?belongs_to_folder=999999', admin)).statusCode).toBe(404);
  });

  it('answers 422 naming the field for a bad filter, and 404 for an unknown folder', async () => {
    const { admin, api } = lib;
    for (const [query, field] of [
      ['media_types=gif', 'media_types'],
      ['belongs_to_folder=abc', 'belongs_to_folder'],
      ['unused=maybe', 'unused'],
      ['created_on=NEWEST', 'created_on'],
      ['created_by=-1', 'created_by'],
      ['size=0', 'size'],
    ]) {
      const res = await api('GET', `media?${query}`, admin);
      expect([res.statusCode, fieldsOf(res)], query).toEqual([422, [field]]);
    }
    const missing = await api('GET', 'media?belongs_to_folder=999999', admin);
    expect([missing.statusCode, json(missing).message]).toEqual([404, LIBRARY_MSG.folderNotFound]);
  });
});
