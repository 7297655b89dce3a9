/**
 * The upload popup's list rules (docs/product.md, 'Media and uploads', 'Validation rules' and 'Limits'): the ten-file
 * limit, type and size checks on the file itself, removing, success only when every listed file is uploaded, and a
 * failed upload that stays listed with its error.
 */
import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB } from '@common/uploads';
import {
  addFiles,
  allUploaded,
  failUpload,
  finishUpload,
  removeItem,
  setProgress,
  startUpload,
  uploadable,
  type UploadItem,
} from './upload-items';

/** A file that reports `size` bytes without holding them. */
const sized = (name: string, size: number): File => {
  const f = new File([new Uint8Array(0)], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
let n = 0;
const options = { makeId: () => `u${++n}`, makePreview: () => 'blob:preview' };
const add = (items: UploadItem[], files: File[]) => addFiles(items, files, options);
const pngs = (count: number) => Array.from({ length: count }, (_, i) => sized(`photo ${i}.png`, 2000));

describe('choosing files', () => {
  it('keeps the first ten of twelve and reports the limit', () => {
    const { items, tooMany } = add([], pngs(12));
    expect(tooMany).toBe(true);
    expect(items.map((i) => i.name)).toEqual(pngs(10).map((f) => f.name));
  });

  it('counts the files already waiting, not the uploaded ones', () => {
    let { items } = add([], pngs(8));
    expect(add(items, pngs(3))).toMatchObject({ tooMany: true });
    expect(add(items, pngs(3)).items).toHaveLength(10);
    items = finishUpload(startUpload(items, items[0]!.id), items[0]!.id);
    expect(add(items, pngs(3))).toMatchObject({ tooMany: false });
    expect(add([], pngs(10))).toMatchObject({ tooMany: false });
  });

  it('checks the type and the size on the file itself', () => {
    const { items } = add(
      [],
      [
        sized('notes.txt', 10),
        sized('big.png', 5 * BYTES_PER_MB),
        sized('almost.png', 5 * BYTES_PER_MB - 1),
        sized('clip.mp4', 49 * BYTES_PER_MB),
      ],
    );
    const [txt, big, almost, clip] = items;
    expect(txt).toMatchObject({ document_type: null, is_file_type_error: true, is_allowed: false, max_size: 0 });
    expect(txt!.preview).toBeNull();
    expect(big).toMatchObject({ document_type: 'image', is_file_size_error: true, is_allowed: false, max_size: 5 });
    expect(big!.preview).toBeNull();
    expect(almost).toMatchObject({ is_file_size_error: false, is_allowed: true, preview: 'blob:preview' });
    expect(clip).toMatchObject({ document_type: 'video', is_allowed: true, max_size: 50, preview: null });
    expect(uploadable(items).map((i) => i.name)).toEqual(['almost.png', 'clip.mp4']);
  });
});

describe('uploading', () => {
  it('removes a row, but not one on its way', () => {
    const { items } = add([], pngs(2));
    expect(removeItem(items, items[0]!.id).map((i) => i.id)).toEqual([items[1]!.id]);
    const busy = startUpload(items, items[0]!.id);
    expect(removeItem(busy, items[0]!.id)).toHaveLength(2);
  });

  it('reports success only when every listed file is uploaded', () => {
    let { items } = add([], [...pngs(2), sized('notes.txt', 10)]);
    const [a, b, txt] = items;
    items = startUpload(items, a!.id);
    items = setProgress(items, a!.id, 42.4);
    expect(items[0]).toMatchObject({ is_uploading: true, progress: 42 });
    items = finishUpload(items, a!.id);
    items = finishUpload(startUpload(items, b!.id), b!.id);
    expect(items[0]).toMatchObject({ is_uploaded: true, is_uploading: false, progress: 100 });
    // The rejected file is still listed: no success yet.
    expect(allUploaded(items)).toBe(false);
    expect(uploadable(items)).toEqual([]);
    expect(allUploaded(removeItem(items, txt!.id))).toBe(true);
    expect(allUploaded([])).toBe(false);
  });

  it('keeps a failed upload listed with its error, ready to try again', () => {
    let { items } = add([], pngs(2));
    const [a, b] = items;
    items = finishUpload(startUpload(items, a!.id), a!.id);
    items = failUpload(setProgress(startUpload(items, b!.id), b!.id, 80), b!.id, 'File creation failed.');
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ is_uploading: false, is_uploaded: false, progress: 0 });
    expect(items[1]!.error).toBe('File creation failed.');
    expect(allUploaded(items)).toBe(false);
    expect(uploadable(items).map((i) => i.id)).toEqual([b!.id]);
    items = startUpload(items, b!.id);
    expect(items[1]!.error).toBeNull();
    expect(allUploaded(finishUpload(items, b!.id))).toBe(true);
  });

  it('ignores progress of a row that is not uploading and never shows 100 before the answer', () => {
    let { items } = add([], pngs(1));
    const id = items[0]!.id;
    expect(setProgress(items, id, 50)[0]!.progress).toBe(0);
    items = setProgress(startUpload(items, id), id, 100);
    expect(items[0]!.progress).toBe(99);
  });
});
