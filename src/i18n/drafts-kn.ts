/**
 * Kannada texts of drafts and a full phone (docs/offline.md, 'Drafts' and 'A full disk'); the
 * English ones are in drafts-en.ts.
 */
import type { draftsEn } from './drafts-en';

export const draftsKn: Record<keyof typeof draftsEn, string> = {
  'drafts.offer.title': 'ನೀವು ಆರಂಭಿಸಿದ ಪೋಸ್ಟ್ ಅನ್ನು ಮುಂದುವರಿಸುವಿರಾ?',
  'drafts.offer.what': '{meal} · {institution}',
  'drafts.offer.noInstitution': 'ಸಂಸ್ಥೆಯನ್ನು ಇನ್ನೂ ಆಯ್ಕೆ ಮಾಡಿಲ್ಲ',
  'drafts.offer.noMeal': 'ಊಟವನ್ನು ಇನ್ನೂ ಆಯ್ಕೆ ಮಾಡಿಲ್ಲ',
  'drafts.offer.savedToday': 'ಇಂದು {time}ಕ್ಕೆ ಉಳಿಸಲಾಗಿದೆ',
  'drafts.offer.savedOn': '{date} ರಂದು {time}ಕ್ಕೆ ಉಳಿಸಲಾಗಿದೆ',
  'drafts.offer.photosNone': 'ಇನ್ನೂ ಫೋಟೋಗಳಿಲ್ಲ',
  'drafts.offer.photosOne': '1 ಫೋಟೋ ಸಿದ್ಧವಾಗಿದೆ',
  'drafts.offer.photosMany': '{count} ಫೋಟೋಗಳು ಸಿದ್ಧವಾಗಿವೆ',
  'drafts.offer.onlyHere': 'ಇದು ನೀವು ತೆಗೆದ ಫೋಟೋಗಳೊಂದಿಗೆ ಈ ಫೋನ್‌ನಲ್ಲಿ ಮಾತ್ರ ಇರುತ್ತದೆ. ನೀವು “ಸಲ್ಲಿಸಿ” ಒತ್ತಿದಾಗ ಮಾತ್ರ ಇದನ್ನು ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
  'drafts.offer.continue': 'ಮುಂದುವರಿಸಿ',
  'drafts.offer.discard': 'ಇದನ್ನು ತ್ಯಜಿಸಿ',
  'drafts.offer.photosAlt': 'ನೀವು ಆರಂಭಿಸಿದ ಪೋಸ್ಟ್‌ನ ಫೋಟೋಗಳು',
  'drafts.offer.failed': 'ನೀವು ಆರಂಭಿಸಿದ ಪೋಸ್ಟ್ ಅನ್ನು ಈ ಫೋನ್‌ನಲ್ಲಿ ಓದಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
  'drafts.full.title': 'ಫೋನ್‌ನಲ್ಲಿ ಸ್ಥಳ ತುಂಬಿದೆ',
  'drafts.full.draft':
    'ಪುಟ ಮುಚ್ಚಿಹೋದರೂ ಉಳಿಯುವಂತೆ ಈ ಪೋಸ್ಟ್ ಅನ್ನು ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಅದು ಇನ್ನೂ ಇಲ್ಲೇ ಇದೆ: ಈ ಪುಟವನ್ನು ತೆರೆದೇ ಇಡಿ.',
  'drafts.full.submit': 'ಕಳುಹಿಸಲು ಪೋಸ್ಟ್ ಅನ್ನು ಉಳಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಅದು ಇನ್ನೂ ಇಲ್ಲೇ ಇದೆ: ಏನೂ ಕಳೆದುಹೋಗಿಲ್ಲ.',
  'drafts.full.free':
    'ಸ್ವಲ್ಪ ಸ್ಥಳ ಖಾಲಿ ಮಾಡಿ: ಫೋನ್‌ನ ಗ್ಯಾಲರಿಯಲ್ಲಿ ಬೇಡವಾದ ಫೋಟೋಗಳು ಅಥವಾ ವಿಡಿಯೋಗಳನ್ನು ಅಳಿಸಿ, ಅಥವಾ ಈಗಾಗಲೇ ಕಳುಹಿಸಿದ ಪೋಸ್ಟ್‌ಗಳನ್ನು ಔಟ್‌ಬಾಕ್ಸ್‌ನಿಂದ ಅಳಿಸಿ. ನಂತರ “ಸಲ್ಲಿಸಿ” ಒತ್ತಿ.',
};
