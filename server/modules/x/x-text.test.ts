import { describe, expect, it } from 'vitest';
import { X_HASHTAG } from '@common/x-publishing.ts';
import { postText, weightedLength, X_TEXT_MAX } from './x-text.ts';

const base = {
  name: { en: 'government post-matric boys hostel, hunsur', kn: 'ಸರ್ಕಾರಿ ಮೆಟ್ರಿಕ್ ನಂತರದ ಬಾಲಕರ ವಸತಿ ನಿಲಯ, ಹುಣಸೂರು' },
  meal: 'LUNCH' as const,
  day: '2026-11-25',
  description: 'Rice, sambar, curd and a banana',
};

describe('the text of a post on X', () => {
  it('names the institution, the meal and the date in English and Kannada, then the hashtag', () => {
    const text = postText(base);
    expect(text.split('\n')).toEqual([
      'Government Post-Matric Boys Hostel, Hunsur | ಸರ್ಕಾರಿ ಮೆಟ್ರಿಕ್ ನಂತರದ ಬಾಲಕರ ವಸತಿ ನಿಲಯ, ಹುಣಸೂರು',
      'Lunch, 25 November 2026',
      'ಮಧ್ಯಾಹ್ನದ ಊಟ, ನವೆಂಬರ್ 25, 2026',
      'Rice, sambar, curd and a banana',
      X_HASHTAG,
    ]);
  });

  it('counts as X counts: Kannada letters weigh 1, an emoji 2', () => {
    expect(weightedLength('ಕನ್ನಡ')).toBe(5);
    expect(weightedLength('😀')).toBe(2);
    expect(weightedLength('👨‍👩‍👧')).toBe(2);
  });

  it('shortens only the description to fit 280, never the meal or the date', () => {
    for (const description of ['ಅನ್ನ ಸಾಂಬಾರು '.repeat(60), '🍛'.repeat(300), 'x'.repeat(5000)]) {
      const text = postText({ ...base, description });
      expect(weightedLength(text)).toBeLessThanOrEqual(X_TEXT_MAX);
      expect(text).toContain('Lunch, 25 November 2026');
      expect(text).toContain('ಮಧ್ಯಾಹ್ನದ ಊಟ, ನವೆಂಬರ್ 25, 2026');
      expect(text.endsWith(X_HASHTAG)).toBe(true);
      expect(text).toContain('…');
    }
  });

  it('fits even an institution name too long for the post', () => {
    const text = postText({ ...base, name: { en: 'hostel '.repeat(80), kn: '' } });
    expect(weightedLength(text)).toBeLessThanOrEqual(X_TEXT_MAX);
    expect(text).toContain('Lunch, 25 November 2026');
  });

  it('drops links from the description (a post with a URL costs more on X)', () => {
    const text = postText({ ...base, description: 'Menu at https://example.org/menu and www.example.com today' });
    expect(text).not.toMatch(/example\.(org|com)/);
    expect(text).toContain('Menu at and today');
  });

  it('differs by meal and day, so a replay meets X’s duplicate check and nothing else does', () => {
    expect(postText(base)).toBe(postText({ ...base }));
    expect(postText(base)).not.toBe(postText({ ...base, meal: 'DINNER' }));
    expect(postText(base)).not.toBe(postText({ ...base, day: '2026-11-26' }));
  });
});
