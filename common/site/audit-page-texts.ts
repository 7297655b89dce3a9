/**
 * The words of the public audit page (`GET /audit`, docs/spec-notes.md, 'Supervisors' views and the public audit'):
 * its title, landmarks, the state's and districts' on-time shares, the league table's headers and each meal's status
 * in words. The server renders the page with them; `kn` must have every key `en` has, so a missing translation fails
 * the type check. Status words are the one word each status has on every screen (common/status-scale.ts); the share's
 * scale is common/share-scale.ts, said under the share.
 */
import { shareScaleText } from '../share-scale.ts';
import { STATUS_LABELS } from '../status-scale.ts';
import type { SiteLang } from './site-page-texts.ts';

const en = {
  title: 'Public audit: meals on time in Karnataka state hostels',
  description: "This week's and today's on-time meal posts of every district and institution, as posted on X.",
  heading: 'Meals on time: public audit',
  districtHeading: '{district}: meals today',
  skipLink: 'Skip to content',
  languages: 'Language',
  switchToEnglish: 'Switch to English',
  switchToKannada: 'Switch to Kannada',
  asOf: 'As of {time} on {date}.',
  share: `Share = meals posted on time ÷ meals due so far; holidays are not counted. ${shareScaleText('en')}`,
  state: 'Karnataka state',
  thisWeek: 'This week',
  today: 'Today',
  onTimeOf: '{on_time} of {due} meals on time',
  nothingDue: 'No meal due yet',
  league: 'District league table, this week',
  leagueCaption: 'Districts ranked by on-time share this week (Monday to today)',
  rank: 'Rank',
  district: 'District',
  change: 'Change against last week (points)',
  points: '{sign}{value}',
  districtShare: 'On-time share',
  noChange: 'No change',
  institutions: 'Institutions and their meals today',
  institutionsCaption: "Each institution's meals today in {district}",
  institution: 'Institution',
  summary: 'Meals today in this district',
  back: 'All districts',
  ...STATUS_LABELS.en,
  notPostedYet: 'Not posted yet',
  xPost: 'Post on X',
  xPostOf: '{meal}, {institution}',
  noInstitutions: 'No institution in this district yet.',
  notFound: 'There is no such district. Choose one from the league table.',
  privacy: 'This page shows no personal data: no names, phone numbers or photos of staff. Photos are on X.',
  website: 'About the hostels',
};

export type AuditPageTextKey = keyof typeof en;

const kn: Record<AuditPageTextKey, string> = {
  title: 'ಸಾರ್ವಜನಿಕ ಪರಿಶೀಲನೆ: ಕರ್ನಾಟಕ ರಾಜ್ಯ ವಸತಿ ನಿಲಯಗಳಲ್ಲಿ ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಊಟ',
  description: 'ಪ್ರತಿ ಜಿಲ್ಲೆ ಮತ್ತು ಸಂಸ್ಥೆಯ ಈ ವಾರದ ಮತ್ತು ಇಂದಿನ ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ಊಟದ ಪೋಸ್ಟ್‌ಗಳು, X ನಲ್ಲಿ ಪ್ರಕಟವಾದಂತೆ.',
  heading: 'ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಊಟ: ಸಾರ್ವಜನಿಕ ಪರಿಶೀಲನೆ',
  districtHeading: '{district}: ಇಂದಿನ ಊಟ',
  skipLink: 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ',
  languages: 'ಭಾಷೆ',
  switchToEnglish: 'ಇಂಗ್ಲಿಷ್‌ಗೆ ಬದಲಿಸಿ',
  switchToKannada: 'ಕನ್ನಡಕ್ಕೆ ಬದಲಿಸಿ',
  asOf: '{date}, {time} ರ ಮಾಹಿತಿ.',
  share: `ಪ್ರಮಾಣ = ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಪೋಸ್ಟ್ ಮಾಡಿದ ಊಟ ÷ ಇಲ್ಲಿಯವರೆಗೆ ಬಾಕಿ ಇದ್ದ ಊಟ; ರಜಾದಿನಗಳನ್ನು ಎಣಿಸುವುದಿಲ್ಲ. ${shareScaleText('kn')}`,
  state: 'ಕರ್ನಾಟಕ ರಾಜ್ಯ',
  thisWeek: 'ಈ ವಾರ',
  today: 'ಇಂದು',
  onTimeOf: '{due} ಊಟಗಳಲ್ಲಿ {on_time} ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ',
  nothingDue: 'ಇನ್ನೂ ಯಾವುದೇ ಊಟ ಬಾಕಿ ಇಲ್ಲ',
  league: 'ಜಿಲ್ಲೆಗಳ ಶ್ರೇಯಾಂಕ ಪಟ್ಟಿ, ಈ ವಾರ',
  leagueCaption: 'ಈ ವಾರ (ಸೋಮವಾರದಿಂದ ಇಂದಿನವರೆಗೆ) ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ಪ್ರಮಾಣದಂತೆ ಜಿಲ್ಲೆಗಳ ಶ್ರೇಯಾಂಕ',
  rank: 'ಶ್ರೇಯಾಂಕ',
  district: 'ಜಿಲ್ಲೆ',
  change: 'ಕಳೆದ ವಾರಕ್ಕಿಂತ ಬದಲಾವಣೆ (ಅಂಕಗಳು)',
  points: '{sign}{value}',
  districtShare: 'ಸಮಯಪಾಲನೆಯ ಪ್ರಮಾಣ',
  noChange: 'ಬದಲಾವಣೆ ಇಲ್ಲ',
  institutions: 'ಸಂಸ್ಥೆಗಳು ಮತ್ತು ಅವುಗಳ ಇಂದಿನ ಊಟ',
  institutionsCaption: '{district} ಜಿಲ್ಲೆಯ ಪ್ರತಿ ಸಂಸ್ಥೆಯ ಇಂದಿನ ಊಟ',
  institution: 'ಸಂಸ್ಥೆ',
  summary: 'ಈ ಜಿಲ್ಲೆಯಲ್ಲಿ ಇಂದಿನ ಊಟ',
  back: 'ಎಲ್ಲಾ ಜಿಲ್ಲೆಗಳು',
  ...STATUS_LABELS.kn,
  notPostedYet: 'ಇನ್ನೂ ಪೋಸ್ಟ್ ಆಗಿಲ್ಲ',
  xPost: 'X ನಲ್ಲಿ ಪೋಸ್ಟ್',
  xPostOf: '{meal}, {institution}',
  noInstitutions: 'ಈ ಜಿಲ್ಲೆಯಲ್ಲಿ ಇನ್ನೂ ಯಾವುದೇ ಸಂಸ್ಥೆ ಇಲ್ಲ.',
  notFound: 'ಅಂತಹ ಜಿಲ್ಲೆ ಇಲ್ಲ. ಶ್ರೇಯಾಂಕ ಪಟ್ಟಿಯಿಂದ ಒಂದನ್ನು ಆರಿಸಿ.',
  privacy: 'ಈ ಪುಟದಲ್ಲಿ ಯಾವುದೇ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ ಇಲ್ಲ: ಸಿಬ್ಬಂದಿಯ ಹೆಸರು, ದೂರವಾಣಿ ಸಂಖ್ಯೆ ಅಥವಾ ಫೋಟೋಗಳಿಲ್ಲ. ಫೋಟೋಗಳು X ನಲ್ಲಿವೆ.',
  website: 'ವಸತಿ ನಿಲಯಗಳ ಬಗ್ಗೆ',
};

export const AUDIT_PAGE_TEXTS: Record<SiteLang, Record<AuditPageTextKey, string>> = { en, kn };
