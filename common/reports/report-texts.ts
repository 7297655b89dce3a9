import { shareScaleText } from '../share-scale.ts';
import { STATUS_LABELS } from '../status-scale.ts';

/**
 * The fixed words of the weekly audit report (docs/spec-notes.md, 'Supervisors' views and the public audit') and of
 * the email that brings it, in English and Kannada: the PDF prints both ("English / ಕನ್ನಡ"), the email carries both.
 * Status labels are the one word each status has on every screen (common/status-scale.ts), and the share's scale is
 * common/share-scale.ts. `kn` must have every key `en` has, so a missing translation fails the type check. `{name}`
 * style placeholders are filled by `reportText`.
 */
const en = {
  title: 'Weekly audit report',
  stateName: 'Karnataka state',
  week: 'Week {week}: {first} to {last}',
  madeAt: 'Made at {time} (Asia/Kolkata)',
  share: 'On-time share = meals posted on time ÷ meals due; holidays are not counted.',
  scale: shareScaleText('en'),
  leagueDistricts: 'Districts ranked by on-time share',
  leagueTaluks: 'Taluks ranked by on-time share',
  rank: 'Rank',
  district: 'District',
  taluk: 'Taluk',
  institutions: 'Institutions',
  due: 'Meals due',
  onTimeShare: 'On time %',
  change: 'Change (points)',
  noShare: '–',
  byDay: 'Meals of the week by day',
  topTen: 'Ten institutions with the most meals not posted',
  institution: 'Institution',
  notPostedCount: 'Not posted',
  noneMissing: 'Every meal due was posted.',
  xShare: 'Posts published on X',
  xShareOf: '{published} of {posts} posts of the week ({percent})',
  xNone: 'No post this week.',
  grid: "Each institution's 21 meals",
  ...STATUS_LABELS.en,
  notDue: 'No meal due',
  page: 'Page {n}',
  days: 'Mon Tue Wed Thu Fri Sat Sun',
  meals: 'B L D',
  mealsKey: 'B breakfast, L lunch, D dinner',
  mailSubject: 'Weekly audit report {week}: {scope}',
  mailBody:
    'The weekly audit report of {scope} for {first} to {last} is ready. Open the console to download it: {link}',
};

export type ReportTextKey = keyof typeof en;

const kn: Record<ReportTextKey, string> = {
  title: 'ಸಾಪ್ತಾಹಿಕ ಪರಿಶೀಲನಾ ವರದಿ',
  stateName: 'ಕರ್ನಾಟಕ ರಾಜ್ಯ',
  week: 'ವಾರ {week}: {first} ರಿಂದ {last}',
  madeAt: '{time} ಕ್ಕೆ ತಯಾರಿಸಲಾಗಿದೆ (ಭಾರತೀಯ ಸಮಯ)',
  share: 'ಸಮಯಪಾಲನೆಯ ಪ್ರಮಾಣ = ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಪೋಸ್ಟ್ ಮಾಡಿದ ಊಟ ÷ ಬಾಕಿ ಇದ್ದ ಊಟ; ರಜಾದಿನಗಳನ್ನು ಎಣಿಸುವುದಿಲ್ಲ.',
  scale: shareScaleText('kn'),
  leagueDistricts: 'ಸಮಯಪಾಲನೆಯ ಪ್ರಮಾಣದಂತೆ ಜಿಲ್ಲೆಗಳ ಶ್ರೇಯಾಂಕ',
  leagueTaluks: 'ಸಮಯಪಾಲನೆಯ ಪ್ರಮಾಣದಂತೆ ತಾಲ್ಲೂಕುಗಳ ಶ್ರೇಯಾಂಕ',
  rank: 'ಶ್ರೇಯಾಂಕ',
  district: 'ಜಿಲ್ಲೆ',
  taluk: 'ತಾಲ್ಲೂಕು',
  institutions: 'ಸಂಸ್ಥೆಗಳು',
  due: 'ಬಾಕಿ ಊಟ',
  onTimeShare: 'ಸಮಯಕ್ಕೆ %',
  change: 'ಬದಲಾವಣೆ (ಅಂಕ)',
  noShare: '–',
  byDay: 'ದಿನವಾರು ವಾರದ ಊಟ',
  topTen: 'ಅತಿ ಹೆಚ್ಚು ಊಟ ಪೋಸ್ಟ್ ಮಾಡದ ಹತ್ತು ಸಂಸ್ಥೆಗಳು',
  institution: 'ಸಂಸ್ಥೆ',
  notPostedCount: 'ಪೋಸ್ಟ್ ಮಾಡಿಲ್ಲ',
  noneMissing: 'ಬಾಕಿ ಇದ್ದ ಎಲ್ಲಾ ಊಟಗಳನ್ನು ಪೋಸ್ಟ್ ಮಾಡಲಾಗಿದೆ.',
  xShare: 'X ನಲ್ಲಿ ಪ್ರಕಟವಾದ ಪೋಸ್ಟ್‌ಗಳು',
  xShareOf: 'ವಾರದ {posts} ಪೋಸ್ಟ್‌ಗಳಲ್ಲಿ {published} ({percent})',
  xNone: 'ಈ ವಾರ ಯಾವುದೇ ಪೋಸ್ಟ್ ಇಲ್ಲ.',
  grid: 'ಪ್ರತಿ ಸಂಸ್ಥೆಯ 21 ಊಟಗಳು',
  ...STATUS_LABELS.kn,
  notDue: 'ಊಟ ಬಾಕಿ ಇಲ್ಲ',
  page: 'ಪುಟ {n}',
  days: 'ಸೋಮ ಮಂಗಳ ಬುಧ ಗುರು ಶುಕ್ರ ಶನಿ ಭಾನು',
  meals: 'ಉ ಮ ರಾ',
  mealsKey: 'ಉ ಬೆಳಗಿನ ಉಪಾಹಾರ, ಮ ಮಧ್ಯಾಹ್ನದ ಊಟ, ರಾ ರಾತ್ರಿಯ ಊಟ',
  mailSubject: 'ಸಾಪ್ತಾಹಿಕ ಪರಿಶೀಲನಾ ವರದಿ {week}: {scope}',
  mailBody: '{first} ರಿಂದ {last} ರವರೆಗಿನ {scope} ಸಾಪ್ತಾಹಿಕ ಪರಿಶೀಲನಾ ವರದಿ ಸಿದ್ಧವಾಗಿದೆ. ಡೌನ್‌ಲೋಡ್ ಮಾಡಲು ಕನ್ಸೋಲ್ ತೆರೆಯಿರಿ: {link}',
};

export type ReportLang = 'en' | 'kn';
export const REPORT_TEXTS: Record<ReportLang, Record<ReportTextKey, string>> = { en, kn };

/** A text in one language with its placeholders filled. */
export function reportText(lang: ReportLang, key: ReportTextKey, values: Record<string, string | number> = {}): string {
  return REPORT_TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Both languages, as the PDF's headings print them. */
export const bilingual = (key: ReportTextKey, values: Record<string, string | number> = {}): string =>
  `${reportText('en', key, values)} / ${reportText('kn', key, values)}`;

/** The status keys of a meal in the report's grid and charts, in the order they are drawn. */
export const REPORT_STATUSES = ['onTime', 'delayed', 'afterDeadline', 'notPosted', 'holiday', 'notDue'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The API's answer messages about the weekly reports (English, as every envelope message). */
export const REPORT_MSG = {
  listed: 'Weekly reports successfully received.',
  remade: 'The weekly reports were made again.',
  notEnded: 'The week has not ended yet.',
} as const;
