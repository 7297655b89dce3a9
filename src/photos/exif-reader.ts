/**
 * The few EXIF texts the capture time needs (DateTimeOriginal, CreateDate and their offsets), read
 * straight from a JPEG's APP1 segment: exifr's lite build did the same in about 15 KB gzip of the
 * photo worker, which counts in the add-tweet route's budget (docs/benchmarks.md, P3). JPEG only:
 * Chrome decodes no HEIC or TIFF, so a photo in those formats is refused before its time matters.
 * Pure and bounds-checked: a damaged or foreign file gives an empty answer, never an exception.
 */

/** The ASCII tags of the Exif sub-IFD this reader returns, by tag number. */
const EXIF_TAGS: Record<number, ExifTimeTag> = {
  0x9003: 'DateTimeOriginal',
  0x9004: 'CreateDate',
  0x9010: 'OffsetTime',
  0x9011: 'OffsetTimeOriginal',
};
export type ExifTimeTag = 'DateTimeOriginal' | 'CreateDate' | 'OffsetTime' | 'OffsetTimeOriginal';
export type ExifTimes = Partial<Record<ExifTimeTag, string>>;

const EXIF_IFD_POINTER = 0x8769;
const ASCII = 2;
const LONG = 4;
/** TIFF's type for an IFD offset, which some writers give the Exif pointer instead of LONG. */
const IFD = 13;

/** The capture-time texts of a JPEG's head (its first bytes are enough); {} when it has none. */
export function readExifTimes(head: ArrayBuffer): ExifTimes {
  const view = new DataView(head);
  const tiff = findTiff(view);
  if (tiff === null) return {};
  try {
    return readTiff(new DataView(head, tiff));
  } catch {
    return {}; // RangeError: an offset points outside the bytes read.
  }
}

/** Offset of the TIFF header inside the JPEG's 'Exif' APP1 segment, or null. */
function findTiff(view: DataView): number | null {
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return null;
  let at = 2;
  while (at + 4 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Start of scan or end of image: the metadata segments are all before it.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(at + 2);
    if (marker === 0xe1 && at + 10 <= view.byteLength && isExifHeader(view, at + 4)) return at + 10;
    at += 2 + length;
  }
  return null;
}

/** 'Exif\0\0' */
function isExifHeader(view: DataView, at: number): boolean {
  return view.getUint32(at) === 0x45786966 && view.getUint16(at + 4) === 0;
}

function readTiff(tiff: DataView): ExifTimes {
  const order = tiff.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return {};
  const little = order === 0x4949;
  const u16 = (at: number) => tiff.getUint16(at, little);
  const u32 = (at: number) => tiff.getUint32(at, little);
  if (u16(2) !== 42) return {};

  /** Each 12-byte entry of the IFD at `ifd`: tag, type, count, and where its value sits. */
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => {
      const at = ifd + 2 + i * 12;
      const count = u32(at + 4);
      // Values of up to 4 bytes are stored in the entry itself, longer ones at an offset.
      return { tag: u16(at), type: u16(at + 2), count, value: count <= 4 ? at + 8 : u32(at + 8) };
    });

  const pointer = entries(u32(4)).find((e) => e.tag === EXIF_IFD_POINTER && (e.type === LONG || e.type === IFD));
  if (!pointer) return {};
  const times: ExifTimes = {};
  for (const entry of entries(u32(pointer.value))) {
    const name = EXIF_TAGS[entry.tag];
    if (!name || entry.type !== ASCII) continue;
    let text = '';
    for (let i = 0; i < entry.count; i += 1) {
      const code = tiff.getUint8(entry.value + i);
      if (code === 0) break;
      text += String.fromCharCode(code);
    }
    times[name] = text;
  }
  return times;
}
