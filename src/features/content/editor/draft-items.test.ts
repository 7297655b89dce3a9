/**
 * The editor's working copy: where it starts, reordering, and errors named as the server names
 * them; and the reviewer's diff against the published version.
 */
import { describe, expect, it } from 'vitest';
import { sectionByKey } from '@common/site/site-sections';
import type { SectionDetail } from '@common/contract/answers/site';
import { SITE_MSG } from '@common/site/site-messages';
import type { SectionItem, TranslatedText } from '@common/site/site-schema';
import { checkItems, fromServerErrors, moveItem, removeItem, setValue, startingPoint } from './draft-items';
import { diffItems } from './section-diff';

const testimonials = sectionByKey('testimonials')!;
const header = sectionByKey('header_action')!;
const item = (name: string) => ({ client_name: { en: name, kn: '' }, review: { en: 'Good food daily', kn: '' } });
const version = (n: number, items: unknown[]) => ({ version: n, items }) as unknown as SectionDetail['draft'];

describe('draft items', () => {
  it('start from the open draft, else the published version, else one empty item for a single section', () => {
    const detail = (draft: unknown, published: unknown) => ({ draft, published }) as unknown as SectionDetail;
    expect(startingPoint(testimonials, detail(version(3, [item('A b c')]), version(2, [])))).toEqual({
      items: [item('A b c')],
      base_version: 3,
    });
    expect(startingPoint(testimonials, detail(null, version(2, [item('Xyz')]))).base_version).toBe(2);
    expect(startingPoint(testimonials, detail(null, null))).toEqual({ items: [], base_version: 0 });
    expect(startingPoint(header, detail(null, null)).items).toEqual([
      { label: { en: '', kn: '' }, value: { en: '', kn: '' } },
    ]);
  });

  it('move, remove and set values without touching the other items', () => {
    const items = [item('One'), item('Two'), item('Three')];
    const names = (list: SectionItem[]) => list.map((i) => (i.client_name as TranslatedText).en);
    expect(names(moveItem(items, 2, 0))).toEqual(['Three', 'One', 'Two']);
    expect(moveItem(items, 0, -1)).toBe(items);
    expect(names(removeItem(items, 1))).toEqual(['One', 'Three']);
    const set = setValue(items, 1, 'client_name', 'ಎರಡು', 'kn');
    expect(set[1]!.client_name).toEqual({ en: 'Two', kn: 'ಎರಡು' });
    expect(set[0]).toBe(items[0]);
  });

  it('name errors by the same paths as the server, less its items. prefix', () => {
    expect(checkItems(testimonials, [item('Ab')])).toEqual({ '0.client_name.en': 'Use at least 3 characters.' });
    expect(fromServerErrors({ 'items.1.review.kn': SITE_MSG.alphaNumeric, items: SITE_MSG.oneItem })).toEqual({
      '1.review.kn': SITE_MSG.alphaNumeric,
      items: SITE_MSG.oneItem,
    });
  });

  it('list what a draft changes against the published words, per language', () => {
    const before = [item('One'), item('Two')];
    const after = [setValue([item('One')], 0, 'review', 'ಚೆನ್ನಾಗಿದೆ', 'kn')[0]!];
    expect(diffItems(testimonials, before, after)).toEqual([
      { item: 0, field: 'review', lang: 'kn', before: '', after: 'ಚೆನ್ನಾಗಿದೆ', kind: 'changed' },
      { item: 1, field: 'client_name', lang: 'en', before: 'Two', after: '', kind: 'removed' },
      { item: 1, field: 'review', lang: 'en', before: 'Good food daily', after: '', kind: 'removed' },
    ]);
  });
});
