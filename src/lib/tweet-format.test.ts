/**
 * How posts read on the warden's screens: institution names capitalised from their stored lower
 * case, the contract's date format (docs/product.md, 'Limits') in Asia/Kolkata whatever the device's zone, 'Posted
 * On' from the Submit time, and the status wording per view translated through the catalogue.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setLang, t, translateText, type Translate } from '@/i18n';
import { kn } from '@/i18n/kn';
import { capitalizeWords } from '@/lib/names';
import { formatPostedOn, organizationName, postedAt, statusText } from './tweet-format';

const translate = Object.assign((key: Parameters<typeof t>[0]) => t(key), {
  text: (english: string) => translateText(english),
  lang: 'en' as const,
}) as Translate;

afterEach(() => setLang('en'));

describe('names', () => {
  it('capitalises every word, also after hyphens and brackets', () => {
    expect(capitalizeWords('government post-matric boys hostel, hunsur')).toBe(
      'Government Post-Matric Boys Hostel, Hunsur',
    );
    expect(capitalizeWords('ashram school (h.d. kote)')).toBe('Ashram School (H.d. Kote)');
    expect(organizationName({ organization: { id: 1, name: { en: ' kgbv hostel ', kn: '' } } })).toBe('Kgbv Hostel');
  });
});

describe('dates', () => {
  it('formats in Asia/Kolkata as MMMM Do YYYY, h:mm:ss A', () => {
    expect(formatPostedOn('2026-11-20T16:59:00.000Z', 'en')).toBe('November 20th 2026, 10:29:00 PM');
    expect(formatPostedOn('2026-10-31T18:30:05.000Z', 'en')).toBe('November 1st 2026, 12:00:05 AM');
  });

  it('gives nothing for a broken date and a Kannada date in Kannada', () => {
    expect(formatPostedOn('not a date', 'en')).toBe('');
    expect(formatPostedOn('2026-11-20T16:59:00.000Z', 'kn')).toMatch(/2026/);
  });

  it("shows the Submit time as 'Posted On'", () => {
    expect(postedAt({ captured_at: '2026-11-20T10:00:00.000Z', createdAt: '2026-11-20T12:00:00.000Z' })).toBe(
      '2026-11-20T10:00:00.000Z',
    );
  });
});

describe('status wording', () => {
  it("says 'After Deadline' in every view (one word per status)", () => {
    expect(statusText(translate, 'POST_NOT_CONSIDERED', 'home')).toBe('After Deadline');
    expect(statusText(translate, 'POST_NOT_CONSIDERED', 'warden')).toBe('After Deadline');
    expect(statusText(translate, 'POSTED_ON_TIME', 'home')).toBe('On Time');
    expect(statusText(translate, 'POSTED_WITH_DELAY', 'warden')).toBe('Delayed');
    expect(statusText(translate, null, 'home')).toBe('Not Posted');
  });

  it('is translated in Kannada', async () => {
    await setLang('kn');
    expect(translateText('After Deadline')).toBe(kn['tweets.status.afterDeadline']);
    expect(translateText('Not Considered')).toBe(kn['tweets.status.notConsidered']);
  });
});
