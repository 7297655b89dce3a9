// @vitest-environment jsdom
/**
 * How a photo came in (docs/spec-notes.md, 'How a photo came in'): a file taken through the camera
 * button minutes before the pick is CAMERA; an old file through the same button, or any file from the
 * gallery, is GALLERY. The composer's slots (with the photo worker faked) keep the answer, Submit
 * writes it into the outbox row, and the `POST tweet` body built from that row carries `photo_sources`,
 * which the server's schema accepts. A row saved before sources existed still sends, without them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FRESH_PHOTO_MS } from '@common/review-rules';
import { createTweetSchema } from '@common/tweet-schema';
import * as machine from '@/offline/outbox-machine';
import { createOutboxRepository } from '@/offline/outbox-repository';
import { freshDb, newPost } from '@/offline/outbox-fixtures';
import type { OutboxPost } from '@/offline/outbox-types';
import { PhotoSlots } from './photo-slots';
import { photoSourceOf } from './photo-source';
import { savePost, type CroppedPhoto } from './save-post';
import { usePhotoSlots, type Slots } from './use-photo-slots';

vi.mock('@/photos/photo-client', () => ({
  forgetPhoto: () => undefined,
  inspectPhoto: async () => ({ preview: new Blob(['p']), previewSize: { width: 400, height: 300 }, exifTakenAt: null }),
  cropPhoto: async () => ({
    blob: new Blob(['jpeg']),
    width: 400,
    height: 300,
    faces: { detected: [], hand: [], detector: 'ran' },
  }),
}));

const NOW = Date.UTC(2026, 10, 28, 7, 0, 0);
const MINUTE = 60_000;
let kept: Slots = {};

function Composer() {
  const photos = usePhotoSlots();
  useEffect(() => {
    kept = photos.slots;
  });
  return (
    <>
      <PhotoSlots
        slots={photos.slots}
        error={undefined}
        disabled={false}
        onPick={photos.pick}
        onCrop={photos.recrop}
        onRemove={photos.remove}
      />
      {photos.session?.previewUrl ? (
        <button onClick={() => void photos.confirm({ x: 0, y: 0, width: 400, height: 300, rotate: 0 })}>crop</button>
      ) : null}
    </>
  );
}

/** Picks `file` for a slot through its camera or gallery input, as the phone hands it over, and crops it. */
async function pickThrough(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
  fireEvent.click(await screen.findByText('crop'));
  await screen.findByRole('button', { name: new RegExp(`^Crop again: ${label.split(': ')[1]}$`) });
}

const photoFile = (ageMs: number) => new File(['x'], 'photo.jpg', { type: 'image/jpeg', lastModified: NOW - ageMs });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('how a photo came in', () => {
  it('is CAMERA only for a fresh file through the camera button', () => {
    expect(photoSourceOf({ lastModified: NOW - 2 * MINUTE }, true, NOW).source).toBe('CAMERA');
    expect(photoSourceOf({ lastModified: NOW - FRESH_PHOTO_MS }, true, NOW).source).toBe('CAMERA');
    expect(photoSourceOf({ lastModified: NOW - FRESH_PHOTO_MS - 1 }, true, NOW).source).toBe('GALLERY');
    expect(photoSourceOf({ lastModified: NOW - MINUTE }, false, NOW).source).toBe('GALLERY');
    // Dated well after the pick: not the photo's own time.
    expect(photoSourceOf({ lastModified: NOW + 5 * MINUTE }, true, NOW).source).toBe('GALLERY');
    expect(photoSourceOf({ lastModified: NOW - MINUTE }, true, NOW).fileTime).toBe('2026-11-28T06:59:00.000Z');
  });

  it('keeps the source of each slot, writes it to the outbox and sends it as photo_sources', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    render(<Composer />);
    await pickThrough('Take a photo: menu chart', photoFile(3 * MINUTE));
    await pickThrough('Take a photo: plate with food', photoFile(3 * 24 * 60 * MINUTE));
    await pickThrough('Choose from gallery: kitchen', photoFile(MINUTE));
    expect(kept[1]?.source).toEqual({ source: 'CAMERA', fileTime: '2026-11-28T06:57:00.000Z' });
    expect(kept[2]?.source.source).toBe('GALLERY');
    expect(kept[3]?.source.source).toBe('GALLERY');

    const repo = createOutboxRepository(freshDb());
    const photos: CroppedPhoto[] = ([1, 2, 3] as const).map((slot) => ({
      slot,
      base: kept[slot]!.base,
      exifTakenAt: null,
      faces: { detected: 0, hand: 0, no_people: false, detector: 'ran' },
      source: kept[slot]!.source,
    }));
    const stamp = async (blob: Blob) => ({ blob, width: 400, height: 300, quality: 0.9 });
    const saved = await savePost(
      {
        accountId: '7',
        institution: { id: 3, name: { en: 'Boys hostel', kn: 'ಬಾಲಕರ ವಿದ್ಯಾರ್ಥಿನಿಲಯ' } },
        meal: 'LUNCH',
        mealLabel: { en: 'Lunch', kn: 'ಮಧ್ಯಾಹ್ನದ ಊಟ' },
        slotNames: { 1: 'menu chart', 2: 'plate with food', 3: 'kitchen', 4: 'children having meals' },
        content: 'Rice, sambar and curd',
        photos,
        location: null,
        submittedAt: new Date(NOW),
      },
      stamp,
      repo,
    );
    const row = (await repo.get(saved.client_id))!;
    expect(row.photos.map((p) => p.source)).toEqual(['CAMERA', 'GALLERY', 'GALLERY']);

    // What the server reads of the body the sender sends.
    const body = createTweetSchema.parse(machine.tweetBody(uploaded(row)));
    expect(body.photo_sources).toEqual([
      { slot: 1, source: 'CAMERA', file_time: '2026-11-28T06:57:00.000Z' },
      { slot: 2, source: 'GALLERY', file_time: '2026-11-25T07:00:00.000Z' },
      { slot: 3, source: 'GALLERY', file_time: '2026-11-28T06:59:00.000Z' },
    ]);
  });

  it('sends a row saved before sources existed, without them', () => {
    const body = machine.tweetBody(uploaded(machine.createPost(newPost(), NOW)));
    expect(body).not.toHaveProperty('photo_sources');
    expect(createTweetSchema.safeParse(body).success).toBe(true);
  });
});

/** The row as the sender has it once every photo is uploaded. */
function uploaded(row: OutboxPost): OutboxPost {
  let post = machine.claim(row, NOW + 1);
  for (const photo of post.photos) post = machine.recordUpload(post, photo.slot, 10 + photo.slot, NOW + 2);
  return post;
}
