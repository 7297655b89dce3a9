// @vitest-environment jsdom
/**
 * Removing a box the phone found in 'Check faces' (docs/spec-notes.md 'Removing a box the phone
 * found'): the composer's slots and faces check with the photo worker replaced by a fake that
 * blurs exactly the boxes it is given. A found box has its own Remove; the photo is redrawn with
 * the boxes left (the detector not run again) and the line under it counts the removal. On the
 * children's photo (slot 4), removing the last box first asks whether a child's face can be seen:
 * 'Keep it blurred' keeps it; the confirmation removes it and is what the post will say.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FaceBox } from '@/photos/photo-client';
import type { PhotoSlot } from '@/offline/outbox-types';
import { usePhotoSlots } from './use-photo-slots';
import { useFacesCheck } from './faces-check';
import { facesToSave } from './face-edits';

const box = (x: number): FaceBox => ({ x, y: 10, width: 40, height: 40, score: 0.9 });
let detectorFinds: FaceBox[] = [];
const cropCalls: { hand: FaceBox[]; found?: FaceBox[] }[] = [];

vi.mock('@/photos/photo-client', () => ({
  forgetPhoto: () => undefined,
  inspectPhoto: async () => ({ preview: new Blob(['p']), previewSize: { width: 400, height: 300 }, exifTakenAt: null }),
  cropPhoto: async (
    _file: Blob,
    _crop: unknown,
    _size: unknown,
    { hand = [], found }: { hand?: FaceBox[]; found?: FaceBox[] } = {},
  ) => {
    cropCalls.push({ hand, found });
    return {
      blob: new Blob(['jpeg']),
      width: 400,
      height: 300,
      faces: { detected: found ?? detectorFinds, hand, detector: 'ran' },
    };
  },
}));

/** What the composer would hand to save-post.ts for the photo, as the harness shows it. */
const saved = (): ReturnType<typeof facesToSave> | null =>
  JSON.parse(screen.queryByTestId('saved')?.textContent || 'null') as ReturnType<typeof facesToSave> | null;

function Composer({ slot }: { slot: PhotoSlot }) {
  const photos = usePhotoSlots();
  const faces = useFacesCheck(photos, false, (s) => `photo ${s}`);
  const photo = photos.slots[slot];
  return (
    <>
      {photo ? <output data-testid="saved">{JSON.stringify(facesToSave(photo))}</output> : null}
      <button onClick={() => void photos.pick(slot, new File(['x'], 'a.jpg'))}>pick</button>
      {photos.session?.previewUrl ? (
        <button onClick={() => void photos.confirm({ x: 0, y: 0, width: 400, height: 300, rotate: 0 })}>crop</button>
      ) : null}
      {photo ? faces.line(slot) : null}
      {faces.dialog}
    </>
  );
}

async function openChecked(slot: PhotoSlot, found: FaceBox[]) {
  detectorFinds = found;
  render(<Composer slot={slot} />);
  fireEvent.click(screen.getByText('pick'));
  fireEvent.click(await screen.findByText('crop'));
  fireEvent.click(await screen.findByRole('button', { name: `Check faces: photo ${slot}` }));
  // The dialog's code loads on its first opening (src/features/compose/lazy-dialogs.tsx).
  return screen.findByRole('dialog', { name: 'Check faces' });
}

afterEach(() => {
  cleanup();
  cropCalls.length = 0;
});

describe('removing a box the phone found', () => {
  it('redraws the photo without it and counts it as removed', async () => {
    const dialog = await openChecked(1, [box(10), box(100)]);
    expect(within(dialog).getByText('Found by the phone 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove found area 1' }));
    await waitFor(() => expect(within(dialog).queryByText('Found by the phone 2')).toBeNull());
    // Redrawn from the original with the other found box only; the detector is not asked again.
    expect(cropCalls.at(-1)).toEqual({ hand: [], found: [box(100)] });
    expect(within(dialog).getByRole('button', { name: 'Remove found area 1' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByText('1 face blurred')).toBeTruthy();
    expect(screen.getByText('1 area the phone found was removed')).toBeTruthy();
    expect(saved()).toEqual({
      faces: { detected: 1, hand: 0, removed: 1, no_people: false, detector: 'ran' },
      noFacesConfirmed: false,
    });
  });

  it('asks before the last box of the children’s photo goes, and keeps the answer', async () => {
    const dialog = await openChecked(4, [box(10)]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove found area 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Can no child’s face be seen?' });
    expect(within(confirm).getByText(/Remove it only if no child’s face can be seen/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it blurred' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Can no child’s face be seen?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Check faces' })).toBe(dialog);
    expect(cropCalls).toHaveLength(1);
    expect(within(dialog).getByText('Found by the phone 1')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove found area 1' }));
    const again = await screen.findByRole('dialog', { name: 'Can no child’s face be seen?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'No face can be seen: remove' })));
    await waitFor(() => expect(within(dialog).queryByText('Found by the phone 1')).toBeNull());
    expect(cropCalls.at(-1)).toEqual({ hand: [], found: [] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByText('You confirmed that no child’s face can be seen.')).toBeTruthy();
    // Found, then removed: not 'No faces found'.
    expect(screen.getByText('No faces blurred')).toBeTruthy();
    expect(saved()).toEqual({
      faces: { detected: 0, hand: 0, removed: 1, no_people: false, detector: 'ran' },
      noFacesConfirmed: true,
    });
  });

  it('does not ask on the other photos, and a box blurred by hand again withdraws the answer', async () => {
    const dialog = await openChecked(2, [box(10)]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove found area 1' }));
    await waitFor(() => expect(within(dialog).queryByText('Found by the phone 1')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Can no child’s face be seen?' })).toBeNull();
    cleanup();

    const four = await openChecked(4, [box(10)]);
    fireEvent.click(within(four).getByRole('button', { name: 'Remove found area 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Can no child’s face be seen?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'No face can be seen: remove' }));
    await waitFor(() => expect(saved()?.noFacesConfirmed).toBe(true));
    fireEvent.keyDown(within(four).getByRole('group', { name: 'The photo: tap a face to blur it' }), { key: 'Enter' });
    await within(four).findByText('Blurred by hand 1');
    expect(saved()).toMatchObject({ faces: { detected: 0, hand: 1, removed: 1 }, noFacesConfirmed: false });
  });
});
