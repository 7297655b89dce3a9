/**
 * Kannada texts of holidays on screen, one for each English text in holidays-en.ts.
 */
import type { holidaysEn } from './holidays-en';

export const holidaysKn: Record<keyof typeof holidaysEn, string> = {
  'holidays.title': 'ರಜೆಗಳು',
  'holidays.titleFor': '{name} ರಜೆಗಳು',
  'holidays.wardenHint': 'ನಿಮ್ಮ ವಸತಿ ನಿಲಯ ಮುಚ್ಚಿರುವಾಗ ರಜೆ ಘೋಷಿಸಿ, ಆ ದಿನಗಳಲ್ಲಿ ಯಾವುದೇ ಊಟ ಬಾಕಿ ಇರುವುದಿಲ್ಲ. ಇಂದಿನಿಂದ ಅಥವಾ ನಂತರದ ದಿನಗಳಿಗೆ.',
  'holidays.adminHint': 'ಈ ಸಂಸ್ಥೆಯ ಎಲ್ಲಾ ರಜೆಗಳು, ಹೊಸದು ಮೊದಲು. ರಜೆಯ ಕೊನೆಯ ದಿನ ಮುಗಿಯುವವರೆಗೆ ಅದನ್ನು ರದ್ದುಪಡಿಸಬಹುದು.',
  'holidays.todayBadge': 'ಇಂದು ರಜೆ',
  'holidays.noneComing': 'ಇಂದು ಅಥವಾ ನಂತರದ ದಿನಗಳಿಗೆ ಯಾವುದೇ ರಜೆ ಘೋಷಿಸಿಲ್ಲ.',
  'holidays.noneEver': 'ಈ ಸಂಸ್ಥೆಗೆ ಯಾವುದೇ ರಜೆ ಘೋಷಿಸಿಲ್ಲ.',
  'holidays.comingFor': 'ಇಂದಿನಿಂದ {name} ರಜೆಗಳು',
  'holidays.whoRevokes': '{district} ಜಿಲ್ಲೆಯ DD/JD ಅಧಿಕಾರಿಗಳು ಮಾತ್ರ ರಜೆಯನ್ನು ರದ್ದುಪಡಿಸಬಹುದು.',
  'holidays.loading': 'ರಜೆಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  'holidays.loadFailed': 'ರಜೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
  'holidays.declareButton': 'ರಜೆ ಘೋಷಿಸಿ',
  'holidays.declareFor': '{name} ಗೆ ರಜೆ ಘೋಷಿಸಿ',
  'holidays.declareTitle': 'ರಜೆ ಘೋಷಿಸಿ',
  'holidays.declareBody': '{name} ಗಾಗಿ. ಈ ದಿನಗಳಲ್ಲಿ ಯಾವುದೇ ಊಟ ಬಾಕಿ ಇರುವುದಿಲ್ಲ, ಮತ್ತು ವಸತಿ ನಿಲಯ ರಜೆಯಲ್ಲಿದೆ ಎಂದು ಪೋಸ್ಟ್ ಪುಟ ತೋರಿಸುತ್ತದೆ.',
  'holidays.from': 'ಮೊದಲ ದಿನ',
  'holidays.to': 'ಕೊನೆಯ ದಿನ',
  'holidays.reason': 'ಕಾರಣ',
  'holidays.reasonHint': '3 ರಿಂದ 200 ಅಕ್ಷರಗಳು, ಉದಾ. ಯುಗಾದಿ ಹಬ್ಬ.',
  'holidays.cancel': 'ರದ್ದುಮಾಡಿ',
  'holidays.declare': 'ರಜೆ ಘೋಷಿಸಿ',
  'holidays.declared': 'ರಜೆ ಘೋಷಿಸಲಾಗಿದೆ. ಆ ದಿನಗಳಲ್ಲಿ ಯಾವುದೇ ಊಟ ಬಾಕಿ ಇರುವುದಿಲ್ಲ.',
  'holidays.day': '{day} ರಂದು ರಜೆ',
  'holidays.days': '{from} ರಿಂದ {to} ರವರೆಗೆ ರಜೆ',
  'holidays.state.today': 'ಇಂದು ರಜೆ',
  'holidays.state.ahead': 'ಮುಂಬರುವ',
  'holidays.state.over': 'ಮುಗಿದಿದೆ',
  'holidays.state.revoked': 'ರದ್ದಾಗಿದೆ',
  'holidays.declaredBy': '{name} ಅವರು {day} ರಂದು ಘೋಷಿಸಿದ್ದಾರೆ',
  'holidays.cannotRevoke': 'ಇದನ್ನು ಇನ್ನು ರದ್ದುಪಡಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ: ಅದರ ಕೊನೆಯ ದಿನ ಮುಗಿದಿದೆ.',
  'holidays.revokeDays': '{days} ರದ್ದುಪಡಿಸಿ',
};
