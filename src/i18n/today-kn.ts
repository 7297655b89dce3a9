/**
 * Kannada texts of the warden's day, one for each English text in today-en.ts.
 */
import type { todayEn } from './today-en';

export const todayKn: Record<keyof typeof todayEn, string> = {
  'today.title': 'ಇಂದಿನ ಊಟಗಳು',
  'today.left.one': 'ಇಂದು ಇನ್ನೂ 1 ಊಟವನ್ನು ಪೋಸ್ಟ್ ಮಾಡಬೇಕಿದೆ',
  'today.left.many': 'ಇಂದು ಇನ್ನೂ {count} ಊಟಗಳನ್ನು ಪೋಸ್ಟ್ ಮಾಡಬೇಕಿದೆ',
  'today.done': 'ಇಂದಿನ ಎಲ್ಲಾ ಊಟಗಳು ಪೋಸ್ಟ್ ಆಗಿವೆ ಅಥವಾ ಕಳುಹಿಸುವ ದಾರಿಯಲ್ಲಿವೆ.',
  'today.holiday': 'ಇಂದು ರಜೆ: ಪೋಸ್ಟ್ ಮಾಡಲು ಏನೂ ಇಲ್ಲ.',
  'today.unknown': 'ಇಂದು ಇನ್ನೂ ಏನು ಬಾಕಿ ಇದೆ ಎಂದು ನೋಡಲು ಒಮ್ಮೆ ನೆಟ್‌ವರ್ಕ್‌ಗೆ ಸಂಪರ್ಕಿಸಿ.',
  'today.state.waiting': 'ಕಳುಹಿಸಲು ಕಾಯುತ್ತಿದೆ',
  'today.state.holiday': 'ರಜೆ',
  'today.state.later': '{time}ಕ್ಕೆ ತೆರೆಯುತ್ತದೆ',
  'today.state.open': '{time}ರೊಳಗೆ ಪೋಸ್ಟ್ ಮಾಡಿ',
  'today.state.delayed': 'ಈಗ ತಡ ಎಂದು ಎಣಿಸಲಾಗುತ್ತದೆ; {time}ರಿಂದ ಗಡುವು ಮೀರಿದೆ',
  'today.state.after': '{time}ರ ಗಡುವು ಮೀರಿದೆ: ಗಡುವಿನ ನಂತರ ಎಂದು ಎಣಿಸಲಾಗುತ್ತದೆ',
  'today.post': 'ಪೋಸ್ಟ್ ಮಾಡಿ',
  'today.postFor': '{meal} ಪೋಸ್ಟ್ ಮಾಡಿ: {institution}',
  'today.view': 'ನೋಡಿ',
  'today.viewFor': '{meal} ನೋಡಿ: {institution}',
  'compose.meal.posted': 'ಪೋಸ್ಟ್ ಆಗಿದೆ',
  'compose.meal.waiting': 'ಔಟ್‌ಬಾಕ್ಸ್‌ನಲ್ಲಿದೆ',
  'compose.needs.title': 'ಸಲ್ಲಿಸಲು ಇನ್ನೂ ಬೇಕಾದವು:',
  'compose.needs.institution': 'ಸಂಸ್ಥೆಯನ್ನು ಆರಿಸಿ',
  'compose.needs.meal': 'ಊಟವನ್ನು ಆರಿಸಿ',
  'compose.needs.mealsTaken': 'ತೆರೆದಿರುವ ಎಲ್ಲಾ ಊಟಗಳು ಈಗಾಗಲೇ ಪೋಸ್ಟ್ ಆಗಿವೆ',
  'compose.needs.description': 'ವಿವರಣೆ ಬರೆಯಿರಿ',
  'compose.needs.menuPhoto': 'ಮೆನು ಚಾರ್ಟ್‌ನ ಫೋಟೋ ಸೇರಿಸಿ',
  'compose.needs.faces': 'ಕೇಳಿರುವ ಫೋಟೋಗಳಲ್ಲಿ ಮುಖಗಳನ್ನು ಪರಿಶೀಲಿಸಿ',
  'tweets.notPosted.title': 'ಪೋಸ್ಟ್ ಮಾಡದ ಊಟಗಳು',
  'tweets.notPosted.description': 'ಈ ತಿಂಗಳು ಪೋಸ್ಟ್ ಮಾಡಬೇಕಿದ್ದು ಪೋಸ್ಟ್ ಆಗದ ಊಟಗಳು.',
  'tweets.notPosted.emptyHint': 'ಈ ತಿಂಗಳು ಯಾವ ಊಟವೂ ತಪ್ಪಿಲ್ಲ.',
  'tweets.notPosted.institution': 'ಸಂಸ್ಥೆ',
  'tweets.notPosted.day': 'ದಿನ',
  'tweets.notPosted.meal': 'ಊಟ',
  'tweets.notPosted.deadline': 'ಗಡುವು',
};
