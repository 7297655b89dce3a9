/**
 * English texts of the supervisors' day without dead ends: the photo viewer of a post's photos,
 * the chart bars and squares that open the feed, the DD's incomplete lists and the consoles'
 * 'More' menu. supervisor-day-kn.ts has the Kannada of each.
 */
export const supervisorDayEn = {
  'viewer.title': 'Photos: {name}',
  'viewer.counter': '{n} / {count}',
  'viewer.alt': 'Photo {n} of {count} of {name}',
  'viewer.prev': 'Previous photo',
  'viewer.next': 'Next photo',
  'viewer.close': 'Close the photos',
  'viewer.hint': 'Arrow keys or a swipe move between the photos; Escape closes.',
  'viewer.openPhotos': 'Open the photos of {name}',
  'viewer.openImage': 'Open Image {n} in the photo viewer',
  'chartLink.day': '{day}: {onTime} of {due} meals on time. Open the posts of this day',
  'chartLink.weekday': '{day}: {share} on time. Open the posts of this day',
  'chartLink.cell': '{name}, {day}: {share} on time. Open the posts',
  'chartLink.district': '{name}: {share} on time. Open the institutions of this district',
  'chartLink.meal': '{meal}, {day}: {status}. Open the posts of this day',
  'chartLink.hint': 'Select a bar or a square to open its posts.',
  'dd.incomplete.kindsTitle': 'By what is missing',
  'dd.incomplete.description':
    'Institutions of your districts that cannot post until this is filled in. Ask your admin to complete them.',
  'console.more': 'More',
  'console.moreLabel': 'More sections',
} as const;
