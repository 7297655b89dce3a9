/** Kannada texts of the supervisors' charts; the keys are charts-en.ts's (the catalogue test checks both ways). */
import type { chartsEn } from './charts-en';

export const chartsKn: Record<keyof typeof chartsEn, string> = {
  'charts.title': 'ಈ ತಿಂಗಳ ಒಂದು ನೋಟ',
  'charts.loadFailed': 'ಚಾರ್ಟ್‌ಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
  'charts.meal': 'ಊಟ',
  'charts.allMeals': 'ಎಲ್ಲಾ ಊಟಗಳು',
  'charts.holiday': 'ರಜೆ',
  'charts.notYet': 'ಇನ್ನೂ ಸಮಯವಾಗಿಲ್ಲ',
  'charts.showTable': 'ಕೋಷ್ಟಕವಾಗಿ ತೋರಿಸಿ',
  'charts.showChart': 'ಚಾರ್ಟ್ ಆಗಿ ತೋರಿಸಿ',
  'charts.day': 'ದಿನ',
  'charts.meals': 'ಊಟಗಳು',
  'charts.month.title': 'ಈ ತಿಂಗಳ ಊಟಗಳು, ದಿನದಿಂದ ದಿನಕ್ಕೆ',
  'charts.month.desc':
    'ದಿನಕ್ಕೊಂದು ಪೇರಿಸಿದ ಪಟ್ಟಿ: ಸಮಯಕ್ಕೆ, ತಡವಾಗಿ, ಗಡುವಿನ ನಂತರ ಪೋಸ್ಟ್ ಮಾಡಿದ, ಪೋಸ್ಟ್ ಮಾಡದ ಮತ್ತು ರಜೆಯ ಊಟಗಳು. ಈ ತಿಂಗಳು: ಬಾಕಿ ಇದ್ದ {due} ಊಟಗಳಲ್ಲಿ {onTime} ಸಮಯಕ್ಕೆ ಪೋಸ್ಟ್ ಆಗಿವೆ ({share}).',
  'charts.week.title': 'ಈ ವಾರ ಮತ್ತು ಕಳೆದ ವಾರ',
  'charts.week.desc':
    'ಸಮಯಕ್ಕೆ ಪೋಸ್ಟ್ ಆದ ಊಟಗಳ ಪಾಲು, ಈ ವಾರದ ಪ್ರತಿ ದಿನ ಕಳೆದ ವಾರದ ಅದೇ ದಿನದ ಪಕ್ಕದಲ್ಲಿ. ಈ ವಾರ {thisWeek}, ಕಳೆದ ವಾರ {lastWeek}.',
  'charts.week.this': 'ಈ ವಾರ',
  'charts.week.last': 'ಕಳೆದ ವಾರ',
  'charts.week.day': 'ವಾರದ ದಿನ',
  'charts.share': 'ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ಪಾಲು',
  'charts.noneDue': 'ಯಾವ ಊಟವೂ ಬಾಕಿ ಇಲ್ಲ',
  'charts.heat.title': 'ತಾಲ್ಲೂಕು ಮತ್ತು ದಿನದ ಪ್ರಕಾರ ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ಪಾಲು',
  'charts.heat.desc':
    'ತಾಲ್ಲೂಕುಗಳು ಮತ್ತು ದಿನಗಳ ಜಾಲ; ಚೌಕ ಗಾಢವಾದಷ್ಟೂ ಸಮಯಕ್ಕೆ ಪೋಸ್ಟ್ ಆದ ಊಟಗಳ ಪಾಲು ಹೆಚ್ಚು. ಈ ತಿಂಗಳು ಉತ್ತಮ: {best}; ದುರ್ಬಲ: {worst}.',
  'charts.heat.taluk': 'ತಾಲ್ಲೂಕು',
  'charts.heat.scale': 'ಸಮಯಕ್ಕೆ ಪೋಸ್ಟ್ ಆದ ಪಾಲು: 0% ರಿಂದ 100%',
  'charts.rank.title': 'ಈ ತಿಂಗಳು ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ಪಾಲಿನ ಪ್ರಕಾರ ಜಿಲ್ಲೆಗಳ ಶ್ರೇಣಿ',
  'charts.rank.desc': 'ಅಡ್ಡ ಪಟ್ಟಿಗಳು, ಉತ್ತಮವಾದುದು ಮೊದಲು. ಉತ್ತಮ: {best}; ದುರ್ಬಲ: {worst}.',
  'charts.rank.district': 'ಜಿಲ್ಲೆ',
  'charts.grid.title': 'ಕಳೆದ 30 ದಿನಗಳು',
  'charts.grid.desc': 'ಪ್ರತಿ ದಿನದ ಪ್ರತಿ ಊಟ, ಅದರ ಸ್ಥಿತಿಯ ಬಣ್ಣದಲ್ಲಿ; ರಜೆಗಳನ್ನು ಗುರುತಿಸಲಾಗಿದೆ.',
  'charts.grid.loadFailed': 'ಈ ಸಂಸ್ಥೆಯ ಕಳೆದ 30 ದಿನಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
};
