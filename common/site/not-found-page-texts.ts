/**
 * The words of the public 404 page (an unknown public address such as `/site/hostels`, rendered by
 * the server: server/modules/not-found-page/). `kn` must have every key `en` has, so a missing
 * translation fails the type check. The page picks its language as `/site` does (`?lang=kn`).
 */
import type { SiteLang } from './site-page-texts.ts';

const en = {
  title: 'Page not found – Karnataka state hostels',
  heading: 'Page not found',
  lead: 'There is no page at this address. It may have been typed wrongly, or the page has moved.',
  address: 'The address you asked for:',
  whereNext: 'Where you can go',
  website: "The hostels' website",
  websiteNote: 'About the hostels, and how to contact them.',
  audit: 'Meals audited in public',
  auditNote: 'Which hostels posted each meal on time, this week and last week, by district.',
  help: 'Help for hostel staff',
  helpNote: 'How wardens post meal photos, and what each status means.',
  signIn: 'Staff sign-in',
  signInNote: 'For wardens and officers with an account.',
};

export type NotFoundTextKey = keyof typeof en;

const kn: Record<NotFoundTextKey, string> = {
  title: 'ಪುಟ ಸಿಗಲಿಲ್ಲ – ಕರ್ನಾಟಕ ರಾಜ್ಯ ವಸತಿ ನಿಲಯಗಳು',
  heading: 'ಪುಟ ಸಿಗಲಿಲ್ಲ',
  lead: 'ಈ ವಿಳಾಸದಲ್ಲಿ ಯಾವುದೇ ಪುಟವಿಲ್ಲ. ವಿಳಾಸವನ್ನು ತಪ್ಪಾಗಿ ಟೈಪ್ ಮಾಡಿರಬಹುದು, ಅಥವಾ ಪುಟವನ್ನು ಬೇರೆಡೆಗೆ ಸರಿಸಿರಬಹುದು.',
  address: 'ನೀವು ಕೇಳಿದ ವಿಳಾಸ:',
  whereNext: 'ನೀವು ಇಲ್ಲಿಗೆ ಹೋಗಬಹುದು',
  website: 'ವಸತಿ ನಿಲಯಗಳ ಜಾಲತಾಣ',
  websiteNote: 'ವಸತಿ ನಿಲಯಗಳ ಬಗ್ಗೆ, ಮತ್ತು ಅವುಗಳನ್ನು ಸಂಪರ್ಕಿಸುವ ಬಗೆ.',
  audit: 'ಸಾರ್ವಜನಿಕ ಊಟ ಪರಿಶೀಲನೆ',
  auditNote: 'ಯಾವ ವಸತಿ ನಿಲಯಗಳು ಪ್ರತಿ ಊಟವನ್ನು ಸಮಯಕ್ಕೆ ಪೋಸ್ಟ್ ಮಾಡಿವೆ: ಈ ವಾರ ಮತ್ತು ಕಳೆದ ವಾರ, ಜಿಲ್ಲಾವಾರು.',
  help: 'ವಸತಿ ನಿಲಯದ ಸಿಬ್ಬಂದಿಗೆ ಸಹಾಯ',
  helpNote: 'ವಾರ್ಡನ್‌ಗಳು ಊಟದ ಫೋಟೋಗಳನ್ನು ಪೋಸ್ಟ್ ಮಾಡುವ ಬಗೆ, ಮತ್ತು ಪ್ರತಿ ಸ್ಥಿತಿಯ ಅರ್ಥ.',
  signIn: 'ಸಿಬ್ಬಂದಿ ಸೈನ್ ಇನ್',
  signInNote: 'ಖಾತೆ ಇರುವ ವಾರ್ಡನ್‌ಗಳು ಮತ್ತು ಅಧಿಕಾರಿಗಳಿಗೆ.',
};

export const NOT_FOUND_TEXTS: Record<SiteLang, Record<NotFoundTextKey, string>> = { en, kn };
