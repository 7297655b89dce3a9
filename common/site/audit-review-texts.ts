/**
 * The words of /audit about posts rejected after the supervisors' review (docs/review.md;
 * docs/spec-notes.md, 'Rejected posts in the counts'): a rejected post counts as not posted in every
 * share on the page, and each district says how many of its posts of this week and last week were
 * rejected. Kept apart from audit-page-texts.ts so the two grow without edit races; `kn` must have
 * every key `en` has, so a missing translation fails the type check.
 */
import type { SiteLang } from './site-page-texts.ts';

const en = {
  rejected: 'Rejected after review',
  rejectedNote:
    'Posts that a supervisor rejected after review (for example, a photo used again) count as not posted in the shares above.',
  rejectedColumn: 'Rejected after review, this week',
  rejectedThisWeek: 'This week',
  rejectedLastWeek: 'Last week',
};

export type AuditReviewTextKey = keyof typeof en;

const kn: Record<AuditReviewTextKey, string> = {
  rejected: 'ಪರಿಶೀಲನೆಯ ನಂತರ ತಿರಸ್ಕರಿಸಲಾಗಿದೆ',
  rejectedNote:
    'ಪರಿಶೀಲನೆಯ ನಂತರ ಮೇಲ್ವಿಚಾರಕರು ತಿರಸ್ಕರಿಸಿದ ಪೋಸ್ಟ್‌ಗಳನ್ನು (ಉದಾಹರಣೆಗೆ, ಮತ್ತೆ ಬಳಸಿದ ಫೋಟೋ) ಮೇಲಿನ ಪ್ರಮಾಣಗಳಲ್ಲಿ ಪೋಸ್ಟ್ ಮಾಡಿಲ್ಲ ಎಂದು ಎಣಿಸಲಾಗುತ್ತದೆ.',
  rejectedColumn: 'ಪರಿಶೀಲನೆಯ ನಂತರ ತಿರಸ್ಕರಿಸಿದವು, ಈ ವಾರ',
  rejectedThisWeek: 'ಈ ವಾರ',
  rejectedLastWeek: 'ಕಳೆದ ವಾರ',
};

export const AUDIT_REVIEW_TEXTS: Record<SiteLang, Record<AuditReviewTextKey, string>> = { en, kn };
