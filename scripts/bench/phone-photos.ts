/**
 * Four 12-megapixel camera photos with faces for `npm run bench:phone`: the group photos of
 * `tests/fixtures/faces` (Debian packages, see its LICENSES.md) enlarged to 4000 × 3000 under
 * sensor-like noise, JPEG quality 92 with EXIF, as a phone's camera writes them. Enlarged, every
 * face is bigger than in the fixture, so the detector has at least the fixture's faces to find.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const SOURCES = ['solvay1927_2126x1463.jpg', 'bagel_group_960x540.jpg', 'kpa_bar55.jpg', 'jacow_team_meeting_2019.jpg'];
const WIDTH = 4000;
const HEIGHT = 3000;

export async function phonePhotos(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-phone-photos-'));
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return Promise.all(
    SOURCES.map(async (name, i) => {
      const file = path.join(dir, `IMG_2026051${i}_1258${i}0.jpg`);
      await sharp(path.resolve('tests/fixtures/faces/images', name))
        .resize(WIDTH, HEIGHT, { fit: 'cover' })
        .composite([{ input: noise, blend: 'soft-light' }])
        .jpeg({ quality: 92 })
        .withExif({ IFD0: { Make: 'BenchCam', Model: 'Phone' }, IFD2: { DateTimeOriginal: '2026:05:14 12:58:30' } })
        .toFile(file);
      return file;
    }),
  );
}
