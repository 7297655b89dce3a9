/**
 * The words of "Verify" on the public audit page (docs/log.md, 'Verifying, without trusting the
 * server'): the button beside each logged post, and what the check in the visitor's browser found.
 * The server puts them in the page in its language; the page's small script only fills in numbers.
 * `kn` must have every key `en` has, so a missing translation fails the type check.
 */
import type { SiteLang } from './site-page-texts.ts';

const en = {
  entry: 'Log entry {index}',
  verify: 'Verify',
  verifyOf: 'Verify log entry {index} in this browser',
  checking: 'Checking…',
  ok: 'Verified in this browser: entry {index} is in the signed log of {size} entries.',
  okOffline: 'Verified in this browser, offline: entry {index} is in the signed log of {size} entries it saw last.',
  pending: 'Not in a signed checkpoint yet. Try again in a minute.',
  keyChanged: 'FAILED: the log’s key is not the one this browser saw before.',
  signature: 'FAILED: the checkpoint is not signed by the log’s key.',
  inconsistent:
    'FAILED: the log is not consistent with the one this browser saw before: it was rewritten or cut short.',
  entryWrong: 'FAILED: the log’s entry {index} is not this post’s.',
  inclusion: 'FAILED: entry {index} is not in the log as signed.',
  unreachable: 'Could not check: the log could not be reached, and this browser has no copy of what it needs.',
};

const kn: Record<keyof typeof en, string> = {
  entry: 'ದಾಖಲೆ ನಮೂದು {index}',
  verify: 'ಪರಿಶೀಲಿಸಿ',
  verifyOf: 'ದಾಖಲೆ ನಮೂದು {index} ಅನ್ನು ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಿ',
  checking: 'ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ…',
  ok: 'ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಲಾಗಿದೆ: ನಮೂದು {index}, {size} ನಮೂದುಗಳ ಸಹಿ ಮಾಡಿದ ದಾಖಲೆಯಲ್ಲಿದೆ.',
  okOffline: 'ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಆಫ್‌ಲೈನ್ ಆಗಿ ಪರಿಶೀಲಿಸಲಾಗಿದೆ: ನಮೂದು {index}, ಕೊನೆಯದಾಗಿ ಕಂಡ {size} ನಮೂದುಗಳ ಸಹಿ ಮಾಡಿದ ದಾಖಲೆಯಲ್ಲಿದೆ.',
  pending: 'ಇನ್ನೂ ಸಹಿ ಮಾಡಿದ ಚೆಕ್‌ಪಾಯಿಂಟ್‌ನಲ್ಲಿ ಇಲ್ಲ. ಒಂದು ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  keyChanged: 'ವಿಫಲ: ದಾಖಲೆಯ ಕೀಲಿ ಈ ಬ್ರೌಸರ್ ಹಿಂದೆ ಕಂಡದ್ದಲ್ಲ.',
  signature: 'ವಿಫಲ: ಚೆಕ್‌ಪಾಯಿಂಟ್‌ಗೆ ದಾಖಲೆಯ ಕೀಲಿಯ ಸಹಿ ಇಲ್ಲ.',
  inconsistent: 'ವಿಫಲ: ಈ ಬ್ರೌಸರ್ ಹಿಂದೆ ಕಂಡ ದಾಖಲೆಗೆ ಇದು ಹೊಂದಿಕೆಯಾಗುವುದಿಲ್ಲ: ಅದನ್ನು ಬದಲಿಸಲಾಗಿದೆ ಅಥವಾ ಮೊಟಕುಗೊಳಿಸಲಾಗಿದೆ.',
  entryWrong: 'ವಿಫಲ: ದಾಖಲೆಯ ನಮೂದು {index} ಈ ಪೋಸ್ಟ್‌ನದಲ್ಲ.',
  inclusion: 'ವಿಫಲ: ನಮೂದು {index} ಸಹಿ ಮಾಡಿದ ದಾಖಲೆಯಲ್ಲಿ ಇಲ್ಲ.',
  unreachable: 'ಪರಿಶೀಲಿಸಲಾಗಲಿಲ್ಲ: ದಾಖಲೆ ಸಿಗಲಿಲ್ಲ, ಮತ್ತು ಬೇಕಾದ ಪ್ರತಿ ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಇಲ್ಲ.',
};

export type AuditVerifyTexts = typeof en;
export const auditVerifyTexts = (lang: SiteLang): AuditVerifyTexts => (lang === 'kn' ? kn : en);
