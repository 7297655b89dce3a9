/**
 * The messages of the tweet payload (common/tweet-schema.ts), apart from its zod schema so that
 * the PWA's i18n catalogue can reuse the contract texts without loading zod.
 */
export const TWEET_MSG = {
  invalidDescription: 'Invalid Description',
  fileRequired: 'file is Required',
  entityRequired: 'Please choose an institution.',
  mealRequired: 'Please choose a meal.',
  duplicateMeal: 'This meal has already been posted for this institution today.',
  onHoliday: 'School/Hostel is on a holiday!',
  clientIdReused: 'This post was already sent from another account.',
  badImage: 'One of the photos was not found. Please add it again.',
  badFaces: 'The faces blurred must be given once for each photo of the post.',
  badFacesRemoved: 'Only faces the phone found can be removed, and no more than it found.',
  badNoFaces: 'Only a photo of children with nothing blurred can be confirmed as showing no face.',
  badSources: 'Each photo source must name a photo of the post, once.',
  notOpenYet: 'This meal opens at {opens}. It cannot be posted before then.',
} as const;
