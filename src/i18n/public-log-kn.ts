/**
 * Kannada texts of the public log (docs/log.md, 'Receipts'), one for each English text in
 * public-log-en.ts, the API's texts included.
 */
import type { publicLogEn } from './public-log-en';

export const publicLogKn: Record<keyof typeof publicLogEn, string> = {
  'log.fact': 'ಸಾರ್ವಜನಿಕ ದಾಖಲೆ',
  'log.entry': 'ಸಾರ್ವಜನಿಕ ದಾಖಲೆಯಲ್ಲಿ, ನಮೂದು {index}',
  'log.pending': 'ಇನ್ನೂ ಸಾರ್ವಜನಿಕ ದಾಖಲೆಯಲ್ಲಿ ಇಲ್ಲ: ಸ್ವೀಕರಿಸಿದ ಒಂದು ನಿಮಿಷದೊಳಗೆ ಸೇರಿಸಲಾಗುತ್ತದೆ.',
  'logMsg.proofReceived': 'ದಾಖಲೆಯ ಪುರಾವೆ ದೊರೆತಿದೆ.',
  'logMsg.notLogged': 'ಈ ಪೋಸ್ಟ್ ಇನ್ನೂ ಸಾರ್ವಜನಿಕ ದಾಖಲೆಯಲ್ಲಿ ಇಲ್ಲ.',
};
