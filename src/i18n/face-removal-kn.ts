/**
 * Kannada texts of removing the phone's own face boxes, one for each English text in
 * face-removal-en.ts.
 */
import type { faceRemovalEn } from './face-removal-en';

export const faceRemovalKn: Record<keyof typeof faceRemovalEn, string> = {
  'compose.faces.found': 'ಫೋನ್ ಕಂಡುಹಿಡಿದದ್ದು {n}',
  'compose.faces.removeFoundFor': 'ಕಂಡುಬಂದ ಭಾಗ {n} ತೆಗೆದುಹಾಕಿ',
  'compose.faces.removeHint':
    'ಮಸುಕಾದ ಭಾಗ ಮುಖವಲ್ಲದಿದ್ದರೆ (ಉದಾಹರಣೆಗೆ ಊಟದ ತಟ್ಟೆ), ಅದನ್ನು ಕೆಳಗೆ ತೆಗೆದುಹಾಕಿ: ಅದಿಲ್ಲದೆ ಫೋಟೋವನ್ನು ಮತ್ತೆ ಮಸುಕುಗೊಳಿಸಲಾಗುತ್ತದೆ.',
  'compose.faces.noneBlurred': 'ಯಾವುದೇ ಮುಖವನ್ನು ಮಸುಕುಗೊಳಿಸಿಲ್ಲ',
  'compose.faces.removedOne': 'ಫೋನ್ ಕಂಡುಹಿಡಿದ 1 ಭಾಗವನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ',
  'compose.faces.removedMany': 'ಫೋನ್ ಕಂಡುಹಿಡಿದ {count} ಭಾಗಗಳನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ',
  'compose.faces.confirmedNone': 'ಯಾವುದೇ ಮಗುವಿನ ಮುಖ ಕಾಣುವುದಿಲ್ಲ ಎಂದು ನೀವು ಖಚಿತಪಡಿಸಿದ್ದೀರಿ.',
  'compose.faces.lastTitle': 'ಯಾವುದೇ ಮಗುವಿನ ಮುಖ ಕಾಣುವುದಿಲ್ಲವೇ?',
  'compose.faces.lastBody':
    'ಮಕ್ಕಳು ಊಟ ಮಾಡುತ್ತಿರುವ ಫೋಟೋದಲ್ಲಿ ಇದು ಕೊನೆಯ ಮಸುಕು ಭಾಗ. ಫೋಟೋದಲ್ಲಿ ಎಲ್ಲಿಯೂ ಯಾವುದೇ ಮಗುವಿನ ಮುಖ ಕಾಣದಿದ್ದರೆ ಮಾತ್ರ ಇದನ್ನು ತೆಗೆದುಹಾಕಿ. ನಿಮ್ಮ ಉತ್ತರವನ್ನು ಪೋಸ್ಟ್‌ನೊಂದಿಗೆ ಉಳಿಸಲಾಗುತ್ತದೆ.',
  'compose.faces.lastConfirm': 'ಯಾವುದೇ ಮುಖ ಕಾಣುವುದಿಲ್ಲ: ತೆಗೆದುಹಾಕಿ',
  'compose.faces.lastKeep': 'ಮಸುಕಾಗಿಯೇ ಇರಲಿ',
  'faces.removed': 'ವಾರ್ಡನ್ ತೆಗೆದುಹಾಕಿದ ಕಂಡುಬಂದ ಭಾಗಗಳು: {removed}',
  'faces.noFacesConfirmed': 'ಯಾವುದೇ ಮಗುವಿನ ಮುಖ ಕಾಣುವುದಿಲ್ಲ ಎಂದು ವಾರ್ಡನ್ ಖಚಿತಪಡಿಸಿದ್ದಾರೆ',
  'tweetMsg.badFacesRemoved': 'ಫೋನ್ ಕಂಡುಹಿಡಿದ ಮುಖಗಳನ್ನು ಮಾತ್ರ ತೆಗೆದುಹಾಕಬಹುದು, ಅದು ಕಂಡುಹಿಡಿದದ್ದಕ್ಕಿಂತ ಹೆಚ್ಚಲ್ಲ.',
  'tweetMsg.badNoFaces': 'ಏನನ್ನೂ ಮಸುಕುಗೊಳಿಸದ ಮಕ್ಕಳ ಫೋಟೋವನ್ನು ಮಾತ್ರ ಮುಖ ಕಾಣುವುದಿಲ್ಲ ಎಂದು ಖಚಿತಪಡಿಸಬಹುದು.',
};
