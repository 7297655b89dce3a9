/**
 * Kannada texts of the supervisors' day without dead ends (supervisor-day-en.ts has the English):
 * the photo viewer, the chart links, the DD's incomplete lists and the consoles' 'More' menu.
 */
import type { supervisorDayEn } from './supervisor-day-en';

export const supervisorDayKn: Record<keyof typeof supervisorDayEn, string> = {
  'viewer.title': 'ಫೋಟೋಗಳು: {name}',
  'viewer.counter': '{n} / {count}',
  'viewer.alt': '{name} ಅವರ {count} ಫೋಟೋಗಳಲ್ಲಿ {n}ನೆಯದು',
  'viewer.prev': 'ಹಿಂದಿನ ಫೋಟೋ',
  'viewer.next': 'ಮುಂದಿನ ಫೋಟೋ',
  'viewer.close': 'ಫೋಟೋಗಳನ್ನು ಮುಚ್ಚಿ',
  'viewer.hint': 'ಬಾಣದ ಕೀಲಿಗಳು ಅಥವಾ ಸ್ವೈಪ್ ಫೋಟೋಗಳ ನಡುವೆ ಸರಿಸುತ್ತವೆ; Escape ಮುಚ್ಚುತ್ತದೆ.',
  'viewer.openPhotos': '{name} ಅವರ ಫೋಟೋಗಳನ್ನು ತೆರೆಯಿರಿ',
  'viewer.openImage': 'ಚಿತ್ರ {n} ಅನ್ನು ಫೋಟೋ ವೀಕ್ಷಕದಲ್ಲಿ ತೆರೆಯಿರಿ',
  'chartLink.day': '{day}: {due} ಊಟಗಳಲ್ಲಿ {onTime} ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ. ಈ ದಿನದ ಪೋಸ್ಟ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ',
  'chartLink.weekday': '{day}: {share} ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ. ಈ ದಿನದ ಪೋಸ್ಟ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ',
  'chartLink.cell': '{name}, {day}: {share} ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ. ಪೋಸ್ಟ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ',
  'chartLink.district': '{name}: {share} ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ. ಈ ಜಿಲ್ಲೆಯ ಸಂಸ್ಥೆಗಳನ್ನು ತೆರೆಯಿರಿ',
  'chartLink.meal': '{meal}, {day}: {status}. ಈ ದಿನದ ಪೋಸ್ಟ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ',
  'chartLink.hint': 'ಅದರ ಪೋಸ್ಟ್‌ಗಳನ್ನು ತೆರೆಯಲು ಒಂದು ಪಟ್ಟಿ ಅಥವಾ ಚೌಕವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'dd.incomplete.kindsTitle': 'ಏನು ಕಾಣೆಯಾಗಿದೆ ಎಂಬುದರ ಪ್ರಕಾರ',
  'dd.incomplete.description':
    'ಇದನ್ನು ತುಂಬುವವರೆಗೆ ನಿಮ್ಮ ಜಿಲ್ಲೆಗಳ ಈ ಸಂಸ್ಥೆಗಳು ಪೋಸ್ಟ್ ಮಾಡಲಾರವು. ಅವುಗಳನ್ನು ಪೂರ್ಣಗೊಳಿಸಲು ನಿಮ್ಮ ಅಡ್ಮಿನ್ ಅವರನ್ನು ಕೇಳಿ.',
  'console.more': 'ಇನ್ನಷ್ಟು',
  'console.moreLabel': 'ಇನ್ನಷ್ಟು ವಿಭಾಗಗಳು',
};
