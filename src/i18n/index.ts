/**
 * Public face of the i18n module: import from '@/i18n' rather than from its files, so the
 * catalogue layout can change without touching every screen.
 */
export { t, translateText, idOfText, getLang, setLang, loadLang } from './i18n';
export type { Lang, Params } from './i18n';
export { useT, useLang } from './use-t';
export { loadAdminTexts, loadChartTexts, loadContentTexts } from './console-texts';
export { loadHelpTexts } from './help-texts';
export { loadReviewTexts } from './review-texts';
export { loadSignedInTexts, loadAuthFlowTexts } from './session-texts';
export type { Translate } from './use-t';
export type { MessageId, CoreMessageId } from './en';
export { en } from './en';
