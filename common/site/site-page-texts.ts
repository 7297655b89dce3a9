/**
 * The words of the public website's page (`GET /site`, docs/spec-notes.md, 'The public site') that are not content:
 * its title, skip link, language switch, landmark names, section headings and the notice shown before anything is
 * published. The server renders the page with them; `kn` must have every key `en` has (and no other), so a missing
 * translation fails the type check rather than showing English by accident.
 */

export type SiteLang = 'en' | 'kn';

const en = {
  title: 'Karnataka state hostels: meals on time, audited in public',
  description: "Meals in Karnataka's state hostels, posted with photos at every meal so that anyone can check them.",
  heading: 'Karnataka state hostels',
  skipLink: 'Skip to content',
  languages: 'Language',
  switchToEnglish: 'Switch to English',
  switchToKannada: 'Switch to Kannada',
  quickLinks: 'Quick links',
  mainMenu: 'Main menu',
  highlights: 'Highlights',
  whyChooseUs: 'Why choose us',
  categories: 'Categories',
  about: 'About us',
  testimonials: 'Testimonials',
  contact: 'Contact',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  copyright: '© {year} {company}',
  partner: 'With {partner}',
  empty: 'Our website is being prepared. Please visit again soon.',
};

export type SitePageTextKey = keyof typeof en;

const kn: Record<SitePageTextKey, string> = {
  title: 'ಕರ್ನಾಟಕ ರಾಜ್ಯ ವಸತಿ ನಿಲಯಗಳು: ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಊಟ, ಸಾರ್ವಜನಿಕ ಪರಿಶೀಲನೆ',
  description: 'ಕರ್ನಾಟಕ ರಾಜ್ಯ ವಸತಿ ನಿಲಯಗಳ ಊಟ: ಪ್ರತಿ ಊಟವನ್ನೂ ಫೋಟೋಗಳೊಂದಿಗೆ ಪ್ರಕಟಿಸಲಾಗುತ್ತದೆ, ಯಾರು ಬೇಕಾದರೂ ಪರಿಶೀಲಿಸಬಹುದು.',
  heading: 'ಕರ್ನಾಟಕ ರಾಜ್ಯ ವಸತಿ ನಿಲಯಗಳು',
  skipLink: 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ',
  languages: 'ಭಾಷೆ',
  switchToEnglish: 'ಇಂಗ್ಲಿಷ್‌ಗೆ ಬದಲಿಸಿ',
  switchToKannada: 'ಕನ್ನಡಕ್ಕೆ ಬದಲಿಸಿ',
  quickLinks: 'ತ್ವರಿತ ಕೊಂಡಿಗಳು',
  mainMenu: 'ಮುಖ್ಯ ಮೆನು',
  highlights: 'ಮುಖ್ಯಾಂಶಗಳು',
  whyChooseUs: 'ನಮ್ಮನ್ನು ಏಕೆ ಆರಿಸಬೇಕು',
  categories: 'ವರ್ಗಗಳು',
  about: 'ನಮ್ಮ ಬಗ್ಗೆ',
  testimonials: 'ಅಭಿಪ್ರಾಯಗಳು',
  contact: 'ಸಂಪರ್ಕ',
  address: 'ವಿಳಾಸ',
  phone: 'ದೂರವಾಣಿ',
  email: 'ಇಮೇಲ್',
  copyright: '© {year} {company}',
  partner: '{partner} ಜೊತೆಗೆ',
  empty: 'ನಮ್ಮ ಜಾಲತಾಣವನ್ನು ಸಿದ್ಧಪಡಿಸಲಾಗುತ್ತಿದೆ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಭೇಟಿ ನೀಡಿ.',
};

export const SITE_PAGE_TEXTS: Record<SiteLang, Record<SitePageTextKey, string>> = { en, kn };

/** The language a query asks for: `kn` is Kannada, anything else (or nothing) English. */
export const siteLangOf = (value: unknown): SiteLang => (value === 'kn' ? 'kn' : 'en');

/** Each language's own name, as its readers write it (the switch shows these). */
export const LANGUAGE_NAMES: Record<SiteLang, string> = { en: 'English', kn: 'ಕನ್ನಡ' };
