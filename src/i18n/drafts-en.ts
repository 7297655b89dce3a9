/**
 * English texts of drafts and a full phone (docs/offline.md, 'Drafts' and 'A full disk'): the
 * composer's offer to continue the post a closed page left, and what the warden is told when the
 * phone has no room to save. drafts-kn.ts has the Kannada of each.
 */
export const draftsEn = {
  'drafts.offer.title': 'Continue the post you started?',
  'drafts.offer.what': '{meal} · {institution}',
  'drafts.offer.noInstitution': 'No institution chosen yet',
  'drafts.offer.noMeal': 'No meal chosen yet',
  'drafts.offer.savedToday': 'Saved today at {time}',
  'drafts.offer.savedOn': 'Saved on {date} at {time}',
  'drafts.offer.photosNone': 'No photos yet',
  'drafts.offer.photosOne': '1 photo ready',
  'drafts.offer.photosMany': '{count} photos ready',
  'drafts.offer.onlyHere':
    'It is kept only on this phone, with the photos as you took them. It is sent only when you press “Submit”.',
  'drafts.offer.continue': 'Continue',
  'drafts.offer.discard': 'Discard it',
  'drafts.offer.photosAlt': 'Photos of the post you started',
  'drafts.offer.failed': 'The post you started could not be read on this phone.',
  'drafts.full.title': 'The phone is full',
  'drafts.full.draft':
    'This post could not be kept on the phone in case the page closes. It is still here: keep this page open.',
  'drafts.full.submit': 'The post could not be saved for sending. It is still here: nothing is lost.',
  'drafts.full.free':
    'Free some space: delete photos or videos you no longer need from the phone’s gallery, or delete posts already sent from the Outbox. Then press “Submit”.',
} as const;
