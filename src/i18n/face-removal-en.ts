/**
 * English texts of removing the phone's own face boxes (docs/spec-notes.md 'Removing a box the
 * phone found'): the 'Check faces' list and its confirm for the last box of the children's photo,
 * the composer's line under a photo, what a supervisor reads on a post, and the server's refusals.
 * face-removal-kn.ts has the Kannada of each.
 */
import { TWEET_MSG } from '@common/tweet-messages';

export const faceRemovalEn = {
  'compose.faces.found': 'Found by the phone {n}',
  'compose.faces.removeFoundFor': 'Remove found area {n}',
  'compose.faces.removeHint':
    'If a blurred area is not a face (a plate of food, say), remove it below: the photo is blurred again without it.',
  'compose.faces.noneBlurred': 'No faces blurred',
  'compose.faces.removedOne': '1 area the phone found was removed',
  'compose.faces.removedMany': '{count} areas the phone found were removed',
  'compose.faces.confirmedNone': 'You confirmed that no child’s face can be seen.',
  'compose.faces.lastTitle': 'Can no child’s face be seen?',
  'compose.faces.lastBody':
    'This is the last blurred area in the photo of children having meals. Remove it only if no child’s face can be seen anywhere in the photo. Your answer is saved with the post.',
  'compose.faces.lastConfirm': 'No face can be seen: remove',
  'compose.faces.lastKeep': 'Keep it blurred',
  'faces.removed': 'Found areas removed by the warden: {removed}',
  'faces.noFacesConfirmed': 'The warden confirmed that no child’s face can be seen',
  'tweetMsg.badFacesRemoved': TWEET_MSG.badFacesRemoved,
  'tweetMsg.badNoFaces': TWEET_MSG.badNoFaces,
} as const;
