/**
 * The words of the 'Public log' section of the public audit page (`GET /audit`; docs/log.md,
 * 'Witnesses' and 'Verifying, without trusting the server'): how many entries the log holds, when
 * its latest checkpoint was signed, how many witnesses cosigned it, and the verifier key with how
 * to check the log from outside. Kept apart from audit-page-texts.ts so the two grow without edit
 * races; `kn` must have every key `en` has, so a missing translation fails the type check.
 */
import type { SiteLang } from './site-page-texts.ts';

const en = {
  publicLog: 'Public log',
  logLead:
    'Every accepted meal post is recorded in a signed public log that only ever grows. Anyone can copy it and check it without trusting this server.',
  logEntries: 'Entries so far',
  logSigned: 'Latest checkpoint signed',
  logNotSigned: 'Not signed yet',
  logWitnesses: 'Witnesses that cosigned it',
  logCosigned: '{cosigned} of {witnesses}',
  logNoWitnesses: 'No witness is set up',
  logKey: "The log's verifier key",
  logVerify:
    "Check it yourself with this project's standalone verifier, which checks the signature with this key, that the log only grew since your last check, and a post's place in it with --post:",
  signedAt: '{time} on {date} (India time)',
};

export type AuditLogTextKey = keyof typeof en;

const kn: Record<AuditLogTextKey, string> = {
  publicLog: 'ಸಾರ್ವಜನಿಕ ದಾಖಲೆ',
  logLead:
    'ಸ್ವೀಕರಿಸಿದ ಪ್ರತಿ ಊಟದ ಪೋಸ್ಟ್ ಸಹಿ ಮಾಡಿದ ಸಾರ್ವಜನಿಕ ದಾಖಲೆಯಲ್ಲಿ ದಾಖಲಾಗುತ್ತದೆ; ಈ ದಾಖಲೆ ಬೆಳೆಯುತ್ತದೆಯೇ ಹೊರತು ಬದಲಾಗುವುದಿಲ್ಲ. ಯಾರು ಬೇಕಾದರೂ ಇದನ್ನು ನಕಲು ಮಾಡಿ, ಈ ಸರ್ವರ್ ಅನ್ನು ನಂಬದೆಯೇ ಪರಿಶೀಲಿಸಬಹುದು.',
  logEntries: 'ಇಲ್ಲಿಯವರೆಗಿನ ನಮೂದುಗಳು',
  logSigned: 'ಇತ್ತೀಚಿನ ಚೆಕ್‌ಪಾಯಿಂಟ್‌ಗೆ ಸಹಿ ಮಾಡಿದ್ದು',
  logNotSigned: 'ಇನ್ನೂ ಸಹಿ ಆಗಿಲ್ಲ',
  logWitnesses: 'ಅದಕ್ಕೆ ಸಹ-ಸಹಿ ಮಾಡಿದ ಸಾಕ್ಷಿಗಳು',
  logCosigned: '{witnesses} ರಲ್ಲಿ {cosigned}',
  logNoWitnesses: 'ಯಾವುದೇ ಸಾಕ್ಷಿಯನ್ನು ಹೊಂದಿಸಿಲ್ಲ',
  logKey: 'ದಾಖಲೆಯ ಪರಿಶೀಲನಾ ಕೀ',
  logVerify:
    'ಈ ಯೋಜನೆಯ ಸ್ವತಂತ್ರ ಪರಿಶೀಲಕದಿಂದ ನೀವೇ ಪರಿಶೀಲಿಸಿ: ಅದು ಈ ಕೀ ಬಳಸಿ ಸಹಿಯನ್ನು, ನಿಮ್ಮ ಹಿಂದಿನ ಪರಿಶೀಲನೆಯ ನಂತರ ದಾಖಲೆ ಕೇವಲ ಬೆಳೆದಿದೆಯೇ ಎಂಬುದನ್ನು, ಮತ್ತು --post ನೊಂದಿಗೆ ಒಂದು ಪೋಸ್ಟ್ ಅದರಲ್ಲಿ ಇದೆಯೇ ಎಂಬುದನ್ನು ಪರಿಶೀಲಿಸುತ್ತದೆ:',
  signedAt: '{date}, {time} (ಭಾರತೀಯ ಸಮಯ)',
};

export const AUDIT_LOG_TEXTS: Record<SiteLang, Record<AuditLogTextKey, string>> = { en, kn };
