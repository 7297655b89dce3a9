/**
 * The contract's limits on every field of every section, through the one schema the server and the
 * editor share: at least 3 characters, at most 35/180/250/100 as the contract sets them, the five
 * optional fields, letters and digits of any script, and lengths counted as a reader counts them.
 */
import { describe, expect, it } from 'vitest';
import { fill } from '../messages.ts';
import { ringColour, limitShare } from './site-fields.ts';
import { graphemeLength } from './grapheme-length.ts';
import { SITE_MSG } from './site-messages.ts';
import { SECTIONS, sectionByKey, type SectionDefinition } from './site-sections.ts';
import { emptyItem, missingKannada, sectionItemsSchema, type SectionItem } from './site-schema.ts';

/** A valid value for a field, `n` characters long where the field's pattern allows it. */
function valid(type: string, n = 10): string {
  switch (type) {
    case 'url':
      return `https://example.org/${'a'.repeat(Math.max(0, n - 20))}`;
    case 'phoneNumbers':
      return '9845000001';
    case 'emailIds':
      return 'info@example.org';
    case 'year':
      return '2025';
    case 'count':
      return '1,200+';
    default:
      return 'a'.repeat(n);
  }
}

function filled(section: SectionDefinition): SectionItem {
  const item = emptyItem(section);
  for (const f of section.fields) {
    if (f.type === 'select') item[f.key] = 1;
    else if (f.type === 'media') item[f.key] = 7;
    else item[f.key] = f.translated ? { en: valid(f.validation_type), kn: '' } : valid(f.validation_type);
  }
  return item;
}

const errorsOf = (section: SectionDefinition, items: SectionItem[]) => {
  const result = sectionItemsSchema(section).safeParse(items);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

const MAX: Record<string, number> = {
  'why_choose_us.description': 180,
  'why_choose_us.highlight_description': 180,
  'testimonials.review': 180,
  'footer_contact.address': 250,
};
const OPTIONAL = [
  'sub_header_actions.url',
  'home_banners.action',
  'home_category_heading.description',
  'home_category_heading.button_label',
  'home_category_heading.button_action',
];

describe('section fields', () => {
  it("hold the contract's limits on every text field: 3 to 100, or 180 and 250 where it says", () => {
    for (const section of SECTIONS)
      for (const f of section.fields.filter((x) => x.type === 'text')) {
        const name = `${section.key}.${f.key}`;
        expect(f.min_characters, name).toBe(3);
        expect(f.max_characters, name).toBe(MAX[name] ?? 100);
        expect(f.is_capital, name).toBe(false);
        expect(f.is_mandatory, name).toBe(!OPTIONAL.includes(name));
      }
  });

  it('accept a full item of every section, and refuse one character too many or too few', () => {
    for (const section of SECTIONS) {
      expect(errorsOf(section, [filled(section)]), section.key).toEqual([]);
      for (const f of section.fields.filter(
        (x) => x.type === 'text' && x.validation_type === 'alphaNumericWithHyphenAndSpace',
      )) {
        const at = (value: string) => {
          const item = filled(section);
          item[f.key] = f.translated ? { en: value, kn: '' } : value;
          return errorsOf(section, [item]);
        };
        const path = `0.${f.key}${f.translated ? '.en' : ''}`;
        expect(at('a'.repeat(f.max_characters))).toEqual([]);
        expect(at('a'.repeat(f.max_characters + 1))).toEqual([
          { path, message: fill(SITE_MSG.tooLong, { max: f.max_characters }) },
        ]);
        expect(at('ab')).toEqual([{ path, message: fill(SITE_MSG.tooShort, { min: 3 }) }]);
        expect(at('')).toEqual(f.is_mandatory ? [{ path, message: SITE_MSG.required }] : []);
      }
    }
  });

  it('count Kannada in letters as read, so a letter with its vowel sign is one', () => {
    expect(graphemeLength('ಕಾ')).toBe(1);
    expect('ಕಾ'.length).toBe(2);
    // ಲ + ಕ್ಷ್ಮೀ: a conjunct with its vowel sign is one letter, as a reader counts.
    expect(graphemeLength('ಲಕ್ಷ್ಮೀ')).toBe(2);
    expect(graphemeLength('ಕನ್ನಡ')).toBe(3);
    const section = sectionByKey('testimonials')!;
    const item = (kn: string) => ({
      client_name: { en: 'Ravi Kumar', kn: 'ರವಿ ಕುಮಾರ್' },
      review: { en: 'Good food', kn },
    });
    expect(errorsOf(section, [item('ಕಾ'.repeat(180))])).toEqual([]);
    expect(errorsOf(section, [item('ಕಾ'.repeat(181))])).toEqual([
      { path: '0.review.kn', message: fill(SITE_MSG.tooLong, { max: 180 }) },
    ]);
    expect(limitShare(section.fields[1]!, 'ಕಾ'.repeat(126))).toBeCloseTo(0.7);
    expect([0.69, 0.7, 0.99, 1].map(ringColour)).toEqual(['green', 'amber', 'amber', 'red']);
  });

  it('take letters and digits of any script, spaces and sentence punctuation in prose, and nothing else', () => {
    const section = sectionByKey('category_items')!;
    const label = (en: string) => errorsOf(section, [{ label: { en, kn: '' } }]);
    expect(label('Pre-matric hostels 2')).toEqual([]);
    expect(label('ವಸತಿ ನಿಲಯ')).toEqual([]);
    for (const prose of ['Hostels!', "Children's lunch, on time.", 'Rice (₹0) – “free”; ok?', 'ಊಟ, ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ.'])
      expect(label(prose), prose).toEqual([]);
    for (const bad of ['<script>', 'a_b_c', 'x\u0000y', 'a@b', '#tag', '50%'])
      expect(label(bad), bad).toEqual([{ path: '0.label.en', message: SITE_MSG.sentence }]);
  });

  it('keep letters, digits, hyphens and spaces only for an icon’s class name', () => {
    const section = sectionByKey('sub_header_actions')!;
    const icon = (icon_class: string) =>
      errorsOf(section, [{ label: { en: 'Help', kn: '' }, icon_class, url: '/site' }]).map((e) => e.message);
    expect(icon('icon-eye')).toEqual([]);
    expect(icon('icon.eye')).toEqual([SITE_MSG.alphaNumeric]);
  });

  it('check addresses, phone numbers, email IDs, years and counts as their names promise', () => {
    const contact = sectionByKey('footer_contact')!;
    const c = (phone_numbers: string, email_ids: string) =>
      errorsOf(contact, [{ address: { en: 'Bengaluru 560001', kn: '' }, phone_numbers, email_ids }]).map((e) => e.path);
    expect(c('9845000001, 080-2222-3333', 'a@b.org')).toEqual(['0.phone_numbers']);
    expect(c('9845000001, 7000000000', 'a@b.org, info@hostels.kar.nic.in')).toEqual([]);
    expect(c('9845000001', 'a@b, c@d.org')).toEqual(['0.email_ids']);
    const banner = sectionByKey('home_banners')!;
    const b = (action: string) =>
      errorsOf(banner, [{ name: { en: 'Meals', kn: '' }, action, image: 3 }]).map((e) => e.message);
    expect(b('https://x.com/hostels')).toEqual([]);
    expect(b('/site#about')).toEqual([]);
    expect(b('')).toEqual([]);
    expect(b('javascript:alert(1)')).toEqual([SITE_MSG.url]);
    expect(errorsOf(banner, [{ name: { en: 'Meals', kn: '' }, action: '', image: null }])).toEqual([
      { path: '0.image', message: SITE_MSG.chooseImage },
    ]);
    const nav = sectionByKey('primary_navigation')!;
    expect(errorsOf(nav, [{ label: { en: 'Home', kn: '' }, go_to_page: 0, go_to_url: '/site' }])).toEqual([
      { path: '0.go_to_page', message: SITE_MSG.choosePage },
    ]);
  });

  it('hold one item in a single section and at most the limit in a list, and flag missing Kannada', () => {
    const single = sectionByKey('header_action')!;
    const one = filled(single);
    expect(errorsOf(single, [one, one]).map((e) => e.message)).toContain(SITE_MSG.oneItem);
    const list = sectionByKey('testimonials')!;
    expect(errorsOf(list, [])).toEqual([]);
    expect(errorsOf(list, Array(21).fill(filled(list))).map((e) => e.message)).toContain(
      fill(SITE_MSG.tooManyItems, { max: 20 }),
    );
    expect(missingKannada(list, [filled(list)])).toEqual(['0.client_name.kn', '0.review.kn']);
    expect(errorsOf(list, [{ ...filled(list), extra: 'x' }]).length).toBe(1);
  });
});
