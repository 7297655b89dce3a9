/**
 * The demo's public website (docs/spec-notes.md, 'The website's content and its review'): every section written for
 * "Karnataka state hostels, meals on time, audited in public", in English and Kannada, punctuated as prose (the
 * site's text fields take sentence punctuation; docs/spec-notes.md). demo-site.ts checks each section with its own
 * schema before it is stored, so a text that breaks a rule stops the seed at once.
 */
import type { SectionKey } from '@common/site/site-sections.ts';
import { INSTITUTION_KINDS } from './demo-institutions.ts';

type Words = { en: string; kn: string };
type DemoItem = Record<string, Words | string | number | null>;

const w = (en: string, kn: string): Words => ({ en, kn });
const AUDIT_ON_X = 'https://x.com/search?q=%23SocialAudit_SWDMeals&f=live';

/** The banners' pictures, in banner order: drawn by demo-site.ts, described here. */
export const BANNER_ART = [
  {
    motif: 'hostel',
    alt: w(
      'Drawing of a hostel building under the morning sun with a clock at lunch time',
      'ಬೆಳಗಿನ ಸೂರ್ಯನ ಕೆಳಗೆ ವಸತಿ ನಿಲಯದ ಕಟ್ಟಡ ಮತ್ತು ಊಟದ ಸಮಯ ತೋರಿಸುವ ಗಡಿಯಾರದ ಚಿತ್ರ',
    ),
  },
  {
    motif: 'plate',
    alt: w('Drawing of a plate of rice and sambar beside a phone camera', 'ಫೋನ್ ಕ್ಯಾಮೆರಾದ ಪಕ್ಕದಲ್ಲಿ ಅನ್ನ ಸಾಂಬಾರಿನ ತಟ್ಟೆಯ ಚಿತ್ರ'),
  },
  {
    motif: 'audit',
    alt: w('Drawing of a magnifying glass over a list of meals', 'ಊಟಗಳ ಪಟ್ಟಿಯ ಮೇಲೆ ಭೂತಗನ್ನಡಿಯ ಚಿತ್ರ'),
  },
] as const;

/** The items of each section; `image` of a banner is its index in BANNER_ART until stored. */
export function demoSiteItems(year: number): Record<SectionKey, DemoItem[]> {
  return {
    sub_header_actions: [
      { label: w('Public audit on X', 'X ನಲ್ಲಿ ಸಾರ್ವಜನಿಕ ಪರಿಶೀಲನೆ'), icon_class: 'icon-eye', url: AUDIT_ON_X },
      { label: w('Meal helpline', 'ಊಟದ ಸಹಾಯವಾಣಿ'), icon_class: 'icon-phone', url: '/site#contact' },
      { label: w('Staff sign in', 'ಸಿಬ್ಬಂದಿ ಪ್ರವೇಶ'), icon_class: 'icon-user', url: '/dashboard/home' },
    ],
    primary_navigation: [
      { label: w('Home', 'ಮುಖಪುಟ'), go_to_page: 1, go_to_url: '/site' },
      { label: w('Why choose us', 'ನಮ್ಮ ವಿಶೇಷತೆ'), go_to_page: 3, go_to_url: '/site#why-choose-us' },
      { label: w('Hostels', 'ನಿಲಯಗಳು'), go_to_page: 4, go_to_url: '/site#categories' },
      { label: w('About', 'ನಮ್ಮ ಬಗ್ಗೆ'), go_to_page: 2, go_to_url: '/site#about' },
      { label: w('Voices', 'ಅಭಿಪ್ರಾಯಗಳು'), go_to_page: 5, go_to_url: '/site#testimonials' },
      { label: w('Contact', 'ಸಂಪರ್ಕ'), go_to_page: 6, go_to_url: '/site#contact' },
    ],
    header_action: [{ label: w('Meal helpline', 'ಊಟದ ಸಹಾಯವಾಣಿ'), value: w('1800 000 1234', '1800 000 1234') }],
    home_banners: [
      {
        name: w('Meals on time in every state hostel', 'ಪ್ರತಿ ರಾಜ್ಯ ವಸತಿ ನಿಲಯದಲ್ಲಿ ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ಊಟ'),
        action: '/site#why-choose-us',
        image: 0,
      },
      { name: w('A photo of every meal', 'ಪ್ರತಿ ಊಟದ ಫೋಟೋ'), action: '/site#about', image: 1 },
      { name: w('Audited in public', 'ಸಾರ್ವಜನಿಕ ಪರಿಶೀಲನೆ'), action: AUDIT_ON_X, image: 2 },
    ],
    why_choose_us: [
      {
        tagline: w('Meals on time, audited in public', 'ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ಊಟ, ಸಾರ್ವಜನಿಕ ಪರಿಶೀಲನೆಯಲ್ಲಿ'),
        heading: w('Every meal is posted with photos', 'ಪ್ರತಿ ಊಟವನ್ನೂ ಫೋಟೋಗಳೊಂದಿಗೆ ಪ್ರಕಟಿಸಲಾಗುತ್ತದೆ'),
        description: w(
          'Wardens post breakfast, lunch and dinner with photos of the menu, the plate and the kitchen, so parents and officers see what children eat each day.',
          'ವಾರ್ಡನ್‌ಗಳು ಉಪಾಹಾರ, ಮಧ್ಯಾಹ್ನದ ಊಟ ಮತ್ತು ರಾತ್ರಿ ಊಟವನ್ನು ಮೆನು, ತಟ್ಟೆ ಮತ್ತು ಅಡುಗೆಮನೆಯ ಫೋಟೋಗಳೊಂದಿಗೆ ಪ್ರಕಟಿಸುತ್ತಾರೆ. ಮಕ್ಕಳು ಪ್ರತಿದಿನ ಏನು ತಿನ್ನುತ್ತಾರೆ ಎಂದು ಪೋಷಕರು ಮತ್ತು ಅಧಿಕಾರಿಗಳು ನೋಡಬಹುದು.',
        ),
        highlight_label: w('Open to everyone', 'ಎಲ್ಲರಿಗೂ ಮುಕ್ತ'),
        highlight_description: w(
          'Each post goes out on X with the hostel’s name, the meal and the time, so anyone can check it.',
          'ಪ್ರತಿ ಪೋಸ್ಟ್ ನಿಲಯದ ಹೆಸರು, ಊಟ ಮತ್ತು ಸಮಯದೊಂದಿಗೆ X ನಲ್ಲಿ ಪ್ರಕಟವಾಗುತ್ತದೆ; ಯಾರು ಬೇಕಾದರೂ ಪರಿಶೀಲಿಸಬಹುದು.',
        ),
      },
    ],
    home_category_heading: [
      {
        description: w(
          'Meals are posted from hostels and residential schools of every kind, in all districts.',
          'ಎಲ್ಲಾ ಜಿಲ್ಲೆಗಳ ಎಲ್ಲಾ ಬಗೆಯ ನಿಲಯಗಳು ಮತ್ತು ವಸತಿ ಶಾಲೆಗಳಿಂದ ಊಟವನ್ನು ಪ್ರಕಟಿಸಲಾಗುತ್ತದೆ.',
        ),
        button_label: w('Read the public audit', 'ಸಾರ್ವಜನಿಕ ಪರಿಶೀಲನೆಯನ್ನು ಓದಿ'),
        button_action: AUDIT_ON_X,
      },
    ],
    category_items: INSTITUTION_KINDS.map((kind) => ({ label: w(kind.en, kind.kn) })),
    about_statistics: [
      {
        stat_1_label: w('Hostels posting meals', 'ಊಟ ಪ್ರಕಟಿಸುವ ನಿಲಯಗಳು'),
        stat_1_count: '5,000+',
        stat_2_label: w('Meals posted each day', 'ಪ್ರತಿದಿನ ಪ್ರಕಟವಾಗುವ ಊಟಗಳು'),
        stat_2_count: '15,000+',
      },
    ],
    about_primary_action: [{ label: w('How the audit works', 'ಪರಿಶೀಲನೆ ಹೇಗೆ ನಡೆಯುತ್ತದೆ'), action: '/site#why-choose-us' }],
    about_secondary_action: [
      {
        label: w('Call the meal helpline', 'ಊಟದ ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ'),
        value: w('Monday to Saturday, 10 a.m. to 5 p.m.', 'ಸೋಮವಾರದಿಂದ ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ 10 ರಿಂದ ಸಂಜೆ 5'),
        action: '/site#contact',
      },
    ],
    product_action: [{ name: w('See the meals posted today', 'ಇಂದು ಪ್ರಕಟವಾದ ಊಟಗಳನ್ನು ನೋಡಿ'), action: AUDIT_ON_X }],
    testimonials: [
      {
        client_name: w('Lakshmi Devi', 'ಲಕ್ಷ್ಮೀ ದೇವಿ'),
        review: w(
          'From my village, I see what my son eats for lunch every day.',
          'ನನ್ನ ಹಳ್ಳಿಯಿಂದಲೇ, ನನ್ನ ಮಗ ಪ್ರತಿದಿನ ಮಧ್ಯಾಹ್ನ ಏನು ಊಟ ಮಾಡುತ್ತಾನೆ ಎಂದು ನೋಡುತ್ತೇನೆ.',
        ),
      },
      {
        client_name: w('Ramesh Patil', 'ರಮೇಶ್ ಪಾಟೀಲ್'),
        review: w(
          'Breakfast is ready before school, and the menu on the wall is followed.',
          'ಶಾಲೆಗೆ ಮುನ್ನ ಉಪಾಹಾರ ಸಿದ್ಧವಿರುತ್ತದೆ, ಮತ್ತು ಗೋಡೆಯ ಮೇಲಿನ ಮೆನುವನ್ನು ಪಾಲಿಸಲಾಗುತ್ತದೆ.',
        ),
      },
      {
        client_name: w('Shabana Begum', 'ಶಬಾನಾ ಬೇಗಂ'),
        review: w(
          'As a warden, I post each meal in a minute – even when the signal is weak.',
          'ವಾರ್ಡನ್ ಆಗಿ, ಸಿಗ್ನಲ್ ದುರ್ಬಲವಾಗಿದ್ದರೂ ಪ್ರತಿ ಊಟವನ್ನು ಒಂದು ನಿಮಿಷದಲ್ಲಿ ಪ್ರಕಟಿಸುತ್ತೇನೆ.',
        ),
      },
    ],
    footer_headings: [
      {
        description: w(
          'Meals on time in every state hostel, audited in public.',
          'ಪ್ರತಿ ರಾಜ್ಯ ವಸತಿ ನಿಲಯದಲ್ಲಿ ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ಊಟ, ಸಾರ್ವಜನಿಕ ಪರಿಶೀಲನೆಯೊಂದಿಗೆ.',
        ),
        heading: w('Karnataka state hostels', 'ಕರ್ನಾಟಕ ರಾಜ್ಯ ವಸತಿ ನಿಲಯಗಳು'),
      },
    ],
    footer_contact: [
      {
        address: w(
          'Hostel Meals Office, Department of Social Welfare, Bengaluru 560001',
          'ಹಾಸ್ಟೆಲ್ ಊಟ ಕಚೇರಿ, ಸಮಾಜ ಕಲ್ಯಾಣ ಇಲಾಖೆ, ಬೆಂಗಳೂರು 560001',
        ),
        phone_numbers: '9876500001, 9876500002',
        email_ids: 'hostel-meals@example.org',
      },
    ],
    footer_copyright: [
      {
        year: String(year),
        company_name: w('Karnataka state hostels', 'ಕರ್ನಾಟಕ ರಾಜ್ಯ ವಸತಿ ನಿಲಯಗಳು'),
        partner_name: w('Department of Social Welfare', 'ಸಮಾಜ ಕಲ್ಯಾಣ ಇಲಾಖೆ'),
        action: '/site#about',
      },
    ],
  };
}
