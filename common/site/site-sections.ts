/**
 * The website's sections (the site-section form field definitions) and their fields with their
 * limits: every text field at least 3 characters and at most 100, but 180 for the why-choose-us
 * descriptions and the testimonial review and 250 for the footer address; all fields mandatory but
 * five. Prose takes sentence punctuation; an icon's class name keeps letters, digits, hyphens and
 * spaces (docs/spec-notes.md, "Checks beyond alphaNumericWithHyphenAndSpace"). The editor is
 * generated from these, and site-schema.ts builds the one zod schema the server and the editor
 * check a draft with.
 */
import { DEFAULT_MAX_CHARACTERS, MIN_CHARACTERS, type FieldDefinition, type ValidationType } from './site-fields.ts';
import { SITE_MSG } from './site-messages.ts';

export interface SectionDefinition {
  key: SectionKey;
  title: { en: string; kn: string };
  /** Repeatable sections hold an ordered list of items; the others exactly one. */
  repeatable: boolean;
  maxItems: number;
  fields: readonly FieldDefinition[];
}

interface FieldOptions {
  max?: number;
  optional?: boolean;
  check?: ValidationType;
  /** Addresses, numbers and years read the same in both languages. */
  untranslated?: boolean;
}

function text(key: string, lable: string, options: FieldOptions = {}): FieldDefinition {
  const check = options.check ?? 'sentence';
  return {
    key,
    type: 'text',
    hasLable: true,
    lable,
    is_mandatory: !options.optional,
    is_limited: true,
    max_characters: options.max ?? DEFAULT_MAX_CHARACTERS,
    min_characters: MIN_CHARACTERS,
    is_capital: false,
    requires_validation: true,
    validation_type: check,
    placeholder: lable,
    translated: !options.untranslated && (check === 'sentence' || check === 'alphaNumericWithHyphenAndSpace'),
  };
}
const url = (key: string, lable: string, optional = false) => text(key, lable, { check: 'url', optional });

/** The public site's pages a navigation item can go to; 0 is the placeholder (docs/product.md, 'Records and fields'). */
export const SITE_PAGES = [
  { value: 1, label: 'Home' },
  { value: 2, label: 'About' },
  { value: 3, label: 'Why choose us' },
  { value: 4, label: 'Categories' },
  { value: 5, label: 'Testimonials' },
  { value: 6, label: 'Contact' },
] as const;

const goToPage: FieldDefinition = {
  ...text('go_to_page', 'Go to page'),
  type: 'select',
  placeholder: SITE_MSG.choosePage,
  translated: false,
  requires_validation: false,
  is_limited: false,
  options: SITE_PAGES,
  default: 0,
};
const image: FieldDefinition = {
  ...text('image', 'Image'),
  type: 'media',
  placeholder: SITE_MSG.chooseImage,
  translated: false,
  requires_validation: false,
  is_limited: false,
};

export const SECTION_KEYS = [
  'sub_header_actions',
  'primary_navigation',
  'header_action',
  'why_choose_us',
  'testimonials',
  'footer_headings',
  'footer_contact',
  'footer_copyright',
  'home_banners',
  'home_category_heading',
  'category_items',
  'about_statistics',
  'about_primary_action',
  'about_secondary_action',
  'product_action',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

const section = (
  key: SectionKey,
  en: string,
  kn: string,
  fields: FieldDefinition[],
  maxItems = 1,
): SectionDefinition => ({ key, title: { en, kn }, repeatable: maxItems > 1, maxItems, fields });

export const SECTIONS: readonly SectionDefinition[] = [
  section(
    'sub_header_actions',
    'Sub-header actions',
    'ಉಪ-ಶೀರ್ಷಿಕೆ ಕ್ರಿಯೆಗಳು',
    [
      text('label', 'Label'),
      text('icon_class', 'Icon class', { untranslated: true, check: 'alphaNumericWithHyphenAndSpace' }),
      url('url', 'URL', true),
    ],
    8,
  ),
  section(
    'primary_navigation',
    'Primary navigation',
    'ಮುಖ್ಯ ಸಂಚರಣೆ',
    [text('label', 'Label'), goToPage, url('go_to_url', 'Go to URL')],
    10,
  ),
  section('header_action', 'Header action', 'ಶೀರ್ಷಿಕೆ ಕ್ರಿಯೆ', [text('label', 'Label'), text('value', 'Value')]),
  section('why_choose_us', 'Why choose us', 'ನಮ್ಮನ್ನು ಏಕೆ ಆರಿಸಬೇಕು', [
    text('tagline', 'Tagline'),
    text('heading', 'Heading'),
    text('description', 'Description', { max: 180 }),
    text('highlight_label', 'Highlight label'),
    text('highlight_description', 'Highlight description', { max: 180 }),
  ]),
  section(
    'testimonials',
    'Testimonials',
    'ಅಭಿಪ್ರಾಯಗಳು',
    [text('client_name', 'Client name'), text('review', 'Review', { max: 180 })],
    20,
  ),
  section('footer_headings', 'Footer headings', 'ಅಡಿಟಿಪ್ಪಣಿ ಶೀರ್ಷಿಕೆಗಳು', [
    text('description', 'Description'),
    text('heading', 'Heading'),
  ]),
  section('footer_contact', 'Footer contact', 'ಅಡಿಟಿಪ್ಪಣಿ ಸಂಪರ್ಕ', [
    text('address', 'Address', { max: 250 }),
    text('phone_numbers', 'Phone numbers', { check: 'phoneNumbers' }),
    text('email_ids', 'Email IDs', { check: 'emailIds' }),
  ]),
  section('footer_copyright', 'Footer copyright', 'ಅಡಿಟಿಪ್ಪಣಿ ಹಕ್ಕುಸ್ವಾಮ್ಯ', [
    text('year', 'Year', { check: 'year' }),
    text('company_name', 'Company name'),
    text('partner_name', 'Partner name'),
    url('action', 'Action'),
  ]),
  section(
    'home_banners',
    'Home banners',
    'ಮುಖಪುಟದ ಬ್ಯಾನರ್‌ಗಳು',
    [text('name', 'Name'), url('action', 'Action', true), image],
    6,
  ),
  section('home_category_heading', 'Home category heading', 'ಮುಖಪುಟದ ವರ್ಗ ಶೀರ್ಷಿಕೆ', [
    text('description', 'Description', { optional: true }),
    text('button_label', 'Button label', { optional: true }),
    url('button_action', 'Button action', true),
  ]),
  section('category_items', 'Category items', 'ವರ್ಗದ ಅಂಶಗಳು', [text('label', 'Label')], 12),
  section('about_statistics', 'About statistics', 'ನಮ್ಮ ಬಗ್ಗೆ ಅಂಕಿಅಂಶಗಳು', [
    text('stat_1_label', 'Stat 1 label'),
    text('stat_1_count', 'Stat 1 count', { check: 'count' }),
    text('stat_2_label', 'Stat 2 label'),
    text('stat_2_count', 'Stat 2 count', { check: 'count' }),
  ]),
  section('about_primary_action', 'About primary action', 'ನಮ್ಮ ಬಗ್ಗೆ ಮುಖ್ಯ ಕ್ರಿಯೆ', [
    text('label', 'Label'),
    url('action', 'Action'),
  ]),
  section('about_secondary_action', 'About secondary action', 'ನಮ್ಮ ಬಗ್ಗೆ ಎರಡನೇ ಕ್ರಿಯೆ', [
    text('label', 'Label'),
    text('value', 'Value'),
    url('action', 'Action'),
  ]),
  section('product_action', 'Product action', 'ಉತ್ಪನ್ನ ಕ್ರಿಯೆ', [text('name', 'Name'), url('action', 'Action')]),
];

export const sectionByKey = (key: string): SectionDefinition | undefined => SECTIONS.find((s) => s.key === key);

/** The contract (docs/product.md, 'Validation rules'): a media folder's name, 3 to 35 characters of letters, digits, spaces and hyphens. */
export const FOLDER_NAME_MAX = 35;
