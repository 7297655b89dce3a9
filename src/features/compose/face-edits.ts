/**
 * What each change in 'Check faces' leaves of a photo's blurred areas (docs/spec-notes.md
 * 'Removing a box the phone found'), as pure functions the dialog and the tests share: a box the
 * warden adds, a box of either kind removed (the phone's ones are counted as removed), when
 * removing asks first (the last box of the children's photo), and what the post keeps of it all.
 * The worker redraws the photo from the original with exactly the boxes an edit leaves.
 */
import type { FaceBox } from '@/photos/photo-client';
import type { FacesBlurred, PhotoSlot } from '@/offline/outbox-types';
import type { SlotPhoto } from './use-photo-slots';

/** The boxes to blur after a change, and what the post will say about them. */
export interface BoxEdit {
  /** The detector's boxes still blurred. */
  found: FaceBox[];
  hand: FaceBox[];
  /** How many of the detector's boxes the warden removed so far. */
  removed: number;
  /** Photo 4's last box was removed after the warden said no child's face can be seen. */
  noFacesConfirmed: boolean;
}

export type BoxKind = 'found' | 'hand';

type Faces = Pick<SlotPhoto, 'faces' | 'removed' | 'noFacesConfirmed'>;

const boxCount = (photo: Faces) => photo.faces.detected.length + photo.faces.hand.length;

/** A box blurred by hand: something is blurred again, so the 'no face' answer no longer stands. */
export function addHand(photo: Faces, box: FaceBox): BoxEdit {
  const { detected, hand } = photo.faces;
  return { found: detected, hand: [...hand, box], removed: photo.removed, noFacesConfirmed: false };
}

/** One box taken away; `confirmed` is the warden's answer when it was photo 4's last. */
export function removeBox(photo: Faces, kind: BoxKind, index: number, confirmed = false): BoxEdit {
  const { detected, hand } = photo.faces;
  const found = kind === 'found' ? detected.filter((_, i) => i !== index) : detected;
  const left = kind === 'hand' ? hand.filter((_, i) => i !== index) : hand;
  const removed = photo.removed + (kind === 'found' && found.length < detected.length ? 1 : 0);
  const none = found.length + left.length === 0;
  return { found, hand: left, removed, noFacesConfirmed: none && (confirmed || photo.noFacesConfirmed) };
}

/** Removing one more box leaves the children's photo with nothing blurred: ask first. */
export function asksBeforeRemoving(slot: PhotoSlot, photo: Faces): boolean {
  return slot === 4 && photo.faces.detector === 'ran' && boxCount(photo) === 1;
}

/** What the composer hands to save-post.ts for one photo. */
export function facesToSave(photo: SlotPhoto): { faces: FacesBlurred; noFacesConfirmed: boolean } {
  const { detected, hand, detector } = photo.faces;
  return {
    faces: {
      detected: detected.length,
      hand: hand.length,
      removed: photo.removed,
      no_people: photo.noPeople,
      detector,
    },
    noFacesConfirmed: photo.noFacesConfirmed && boxCount(photo) === 0,
  };
}
