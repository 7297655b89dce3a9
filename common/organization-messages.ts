/**
 * Messages of institutions, with no zod behind them: the PWA's catalogue imports them on the first
 * screen, and zod must not ride along (docs/benchmarks.md, P3).
 */
export const ORG_MSG = {
  enName: 'Please give the English name: letters, digits, spaces and & , ( ) - . only (3 to 150).',
  knName: 'Please give the name in Kannada (2 to 150 characters).',
  district: 'Please choose a district.',
  taluk: 'Please choose a taluk.',
  talukOutside: 'This taluk is not in the chosen district.',
  type: 'Please choose an institution type.',
  hostelType: 'Please choose a hostel type.',
  hostelTypeOnlyHostel: 'A hostel type is given only for a hostel.',
  twitterId: 'Please give an X handle: 1 to 15 letters, digits or _.',
  twitterPassword: 'Please give the X password (1 to 128 characters).',
  warden: 'Please choose a warden.',
  reason: 'Please give a reason of 3 to 200 characters.',
} as const;
