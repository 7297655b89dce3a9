/**
 * The one scale of on-time shares (posted on time ÷ meals due, holidays left out), read the same
 * way in the league table, the admin's district bars, the DD's heat map, /audit and the weekly PDF
 * (docs/spec-notes.md, 'Holidays on screen, one vocabulary and one colour scale'): 90 % and above is good (green), 70 %
 * up to 90 % needs attention (amber), below 70 % is poor (red); nothing due has no band (grey).
 * The colours are the statuses' own (common/status-scale.ts), so green means on time everywhere.
 */
import { STATUS_COLORS } from './status-scale.ts';

export const SHARE_GOOD_FROM = 90;
export const SHARE_ATTENTION_FROM = 70;

export const SHARE_BANDS = ['good', 'attention', 'poor'] as const;
export type ShareBand = (typeof SHARE_BANDS)[number];

/** The band of a share in percent (0–100); null when nothing was due. */
export function shareBand(percent: number | null | undefined): ShareBand | null {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return null;
  if (percent >= SHARE_GOOD_FROM) return 'good';
  return percent >= SHARE_ATTENTION_FROM ? 'attention' : 'poor';
}

export const SHARE_COLORS: Record<ShareBand, string> = {
  good: STATUS_COLORS.onTime,
  attention: STATUS_COLORS.delayed,
  poor: STATUS_COLORS.afterDeadline,
};
/** Nothing due: a light grey square or bar. */
export const SHARE_NONE_COLOR = '#eef2f1';

/** The band's colour, or the light grey of nothing due. */
export const shareColorOf = (percent: number | null | undefined): string => {
  const band = shareBand(percent);
  return band ? SHARE_COLORS[band] : SHARE_NONE_COLOR;
};

export const SHARE_LABELS: Record<'en' | 'kn', Record<ShareBand, string>> = {
  en: { good: '90% or more: good', attention: '70% to 89.9%: needs attention', poor: 'below 70%: poor' },
  kn: {
    good: '90% ಅಥವಾ ಹೆಚ್ಚು: ಉತ್ತಮ',
    attention: '70% ರಿಂದ 89.9%: ಗಮನ ಬೇಕು',
    poor: '70% ಕ್ಕಿಂತ ಕಡಿಮೆ: ಕಳಪೆ',
  },
};

/** The scale in one sentence, as /audit and the weekly PDF print it under the share's formula. */
export const shareScaleText = (lang: 'en' | 'kn'): string =>
  `${SHARE_LABELS[lang].good}; ${SHARE_LABELS[lang].attention}; ${SHARE_LABELS[lang].poor}.`;
