/**
 * Kannada texts of face blurring (docs/spec-notes.md, 'Blurring faces on the phone'), one for each English text in
 * faces-en.ts.
 */
import type { facesEn } from './faces-en';

export const facesKn: Record<keyof typeof facesEn, string> = {
  'compose.faces.title': 'ಮುಖಗಳನ್ನು ಪರಿಶೀಲಿಸಿ',
  'compose.faces.hint':
    'ಮಸುಕಾದ ಭಾಗಗಳಿಗೆ ಗೆರೆ ಹಾಕಲಾಗಿದೆ. ಮಸುಕಾಗದ ಮುಖವನ್ನು ಮಸುಕುಗೊಳಿಸಲು ಅದರ ಮೇಲೆ ಒತ್ತಿ. ಕೀಬೋರ್ಡ್‌ನಲ್ಲಿ, ಬಾಣದ ಕೀಲಿಗಳಿಂದ ಗುರುತನ್ನು ಸರಿಸಿ Enter ಒತ್ತಿ.',
  'compose.faces.area': 'ಫೋಟೋ: ಮುಖವನ್ನು ಮಸುಕುಗೊಳಿಸಲು ಅದರ ಮೇಲೆ ಒತ್ತಿ',
  'compose.faces.byHand': 'ಕೈಯಾರೆ ಮಸುಕುಗೊಳಿಸಿದ್ದು {n}',
  'compose.faces.removeHand': 'ತೆಗೆದುಹಾಕಿ',
  'compose.faces.removeHandFor': 'ಮಸುಕು ಭಾಗ {n} ತೆಗೆದುಹಾಕಿ',
  'compose.faces.done': 'ಮುಗಿದಿದೆ',
  'compose.faces.redrawFailed': 'ಫೋಟೋವನ್ನು ಮತ್ತೆ ಮಸುಕುಗೊಳಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಇನ್ನೊಮ್ಮೆ ಪ್ರಯತ್ನಿಸಿ.',
  'compose.faces.check': 'ಮುಖಗಳನ್ನು ಪರಿಶೀಲಿಸಿ',
  'compose.faces.checkFor': 'ಮುಖಗಳನ್ನು ಪರಿಶೀಲಿಸಿ: {slot}',
  'compose.faces.none': 'ಯಾವುದೇ ಮುಖ ಕಂಡುಬಂದಿಲ್ಲ',
  'compose.faces.notChecked': 'ಮುಖಗಳಿಗಾಗಿ ಪರಿಶೀಲಿಸಿಲ್ಲ',
  'compose.faces.one': '1 ಮುಖ ಮಸುಕುಗೊಳಿಸಲಾಗಿದೆ',
  'compose.faces.many': '{count} ಮುಖಗಳನ್ನು ಮಸುಕುಗೊಳಿಸಲಾಗಿದೆ',
  'compose.faces.unavailable':
    'ಈ ಫೋನ್ ಈ ಫೋಟೋದಲ್ಲಿ ಮುಖಗಳನ್ನು ಹುಡುಕಲಾಗಲಿಲ್ಲ. ಪ್ರತಿ ಮುಖವನ್ನು ಕೈಯಾರೆ ಮಸುಕುಗೊಳಿಸಿ, ಅಥವಾ ಜನರಿಲ್ಲ ಎಂದು ತಿಳಿಸಿ.',
  'compose.faces.unavailable4': 'ಈ ಫೋನ್ ಈ ಫೋಟೋದಲ್ಲಿ ಮುಖಗಳನ್ನು ಹುಡುಕಲಾಗಲಿಲ್ಲ. ಪ್ರತಿ ಮಗುವಿನ ಮುಖವನ್ನು ಕೈಯಾರೆ ಮಸುಕುಗೊಳಿಸಿ.',
  'compose.faces.noPeople': 'ಈ ಫೋಟೋದಲ್ಲಿ ಜನರಿಲ್ಲ',
  'compose.faces.needCheck': 'ಈ ಫೋಟೋದ ಮುಖಗಳನ್ನು ಕೈಯಾರೆ ಮಸುಕುಗೊಳಿಸಿ, ಅಥವಾ “ಈ ಫೋಟೋದಲ್ಲಿ ಜನರಿಲ್ಲ” ಆಯ್ಕೆಮಾಡಿ.',
  'compose.faces.needHand': 'ಈ ಫೋಟೋದಲ್ಲಿ ಮಕ್ಕಳ ಮುಖಗಳನ್ನು ಕೈಯಾರೆ ಮಸುಕುಗೊಳಿಸಿ.',
  'faces.details': 'ಮಸುಕುಗೊಳಿಸಿದ ಮುಖಗಳು: {found} ಕಂಡುಬಂದವು, {hand} ಕೈಯಾರೆ',
  'faces.noPeople': 'ಈ ಫೋಟೋದಲ್ಲಿ ಜನರಿಲ್ಲ ಎಂದು ವಾರ್ಡನ್ ತಿಳಿಸಿದ್ದಾರೆ',
};
