/**
 * English texts of face blurring (docs/spec-notes.md, 'Blurring faces on the phone'): the composer's count under each
 * photo and its 'Check faces' dialog, what it asks when the phone could not look for faces, and how the outbox and a
 * post's details report the faces blurred. faces-kn.ts has the Kannada of each.
 */
export const facesEn = {
  'compose.faces.title': 'Check faces',
  'compose.faces.hint':
    'Blurred areas are outlined. Tap a face that is not blurred to blur it. With the keyboard, move the cross with the arrow keys and press Enter.',
  'compose.faces.area': 'The photo: tap a face to blur it',
  'compose.faces.byHand': 'Blurred by hand {n}',
  'compose.faces.removeHand': 'Remove',
  'compose.faces.removeHandFor': 'Remove blurred area {n}',
  'compose.faces.done': 'Done',
  'compose.faces.redrawFailed': 'The photo could not be blurred again. Please try once more.',
  'compose.faces.check': 'Check faces',
  'compose.faces.checkFor': 'Check faces: {slot}',
  'compose.faces.none': 'No faces found',
  'compose.faces.notChecked': 'Not checked for faces',
  'compose.faces.one': '1 face blurred',
  'compose.faces.many': '{count} faces blurred',
  'compose.faces.unavailable':
    'This phone could not look for faces in this photo. Blur each face by hand, or say there are no people.',
  'compose.faces.unavailable4': 'This phone could not look for faces in this photo. Blur each child’s face by hand.',
  'compose.faces.noPeople': 'No people in this photo',
  'compose.faces.needCheck': 'Blur the faces in this photo by hand, or tick “No people in this photo”.',
  'compose.faces.needHand': 'Blur the children’s faces in this photo by hand.',
  'faces.details': 'Faces blurred: {found} found, {hand} by hand',
  'faces.noPeople': 'No people in this photo, said the warden',
} as const;
