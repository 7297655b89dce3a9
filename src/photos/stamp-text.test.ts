/**
 * What the stamp says and where it sits: bilingual name and meal, the Submit time in Asia/Kolkata
 * whatever the phone's zone, GPS only when known, and a strip whose text stays at least 14 px and
 * inside the photo; long names are cut with an ellipsis instead of running off the edge.
 */
import { describe, expect, it } from 'vitest';
import { fitText, stampLayout } from './stamp-draw';
import { formatCoordinates, stampLines, titleCase, type StampInput } from './stamp-text';

const input: StampInput = {
  institution: { en: 'government pre-matric boys hostel, hunsur', kn: 'ಸರ್ಕಾರಿ ಮೆಟ್ರಿಕ್ ಪೂರ್ವ ಬಾಲಕರ ವಿದ್ಯಾರ್ಥಿನಿಲಯ, ಹುಣಸೂರು' },
  meal: { en: 'Lunch', kn: 'ಮಧ್ಯಾಹ್ನದ ಊಟ' },
  at: '2026-05-14T07:35:09.000Z',
  latitude: 12.305123,
  longitude: 76.655201,
};

describe('stampLines', () => {
  it('names the institution in both languages, the meal, the IST time and the position', () => {
    expect(stampLines(input).map((l) => l.text)).toEqual([
      'Government Pre-Matric Boys Hostel, Hunsur',
      'ಸರ್ಕಾರಿ ಮೆಟ್ರಿಕ್ ಪೂರ್ವ ಬಾಲಕರ ವಿದ್ಯಾರ್ಥಿನಿಲಯ, ಹುಣಸೂರು',
      'Lunch / ಮಧ್ಯಾಹ್ನದ ಊಟ  •  14 May 2026, 1:05 PM IST',
      'GPS 12.30512° N, 76.65520° E',
    ]);
  });

  it('leaves GPS off when the warden did not allow location, and speaks IST across midnight', () => {
    const lines = stampLines({ ...input, at: '2026-05-31T19:10:00-00:00', latitude: null, longitude: null });
    expect(lines).toHaveLength(3);
    expect(lines[2]!.text).toContain('1 Jun 2026, 12:40 AM IST');
  });

  it('title-cases lower-cased English names and formats southern/western coordinates', () => {
    expect(titleCase('  ashram school (hanur)')).toBe('Ashram School (Hanur)');
    expect(formatCoordinates(-1.5, -70.25)).toBe('GPS 1.50000° S, 70.25000° W');
  });
});

describe('stampLayout', () => {
  it('sits at the bottom, inside the photo, with text of at least 14 px', () => {
    for (const size of [
      { width: 1600, height: 1200 },
      { width: 1200, height: 1600 },
      { width: 320, height: 240 },
    ]) {
      const layout = stampLayout(size, stampLines(input));
      expect(layout.top + layout.height).toBe(size.height);
      expect(layout.top).toBeGreaterThan(0);
      expect(Math.min(...layout.rows.map((r) => r.px))).toBeGreaterThanOrEqual(14);
      expect(layout.rows.map((r) => r.centre)).toEqual([...layout.rows.map((r) => r.centre)].sort((a, b) => a - b));
    }
    expect(stampLayout({ width: 1600, height: 1200 }, stampLines(input)).rows[0]!.px).toBe(35);
  });
});

describe('fitText', () => {
  const measure = { measureText: (text: string) => ({ width: Array.from(text).length * 10 }) as TextMetrics };
  it('keeps text that fits and cuts the rest with an ellipsis', () => {
    expect(fitText(measure, 'short', 100)).toBe('short');
    const cut = fitText(measure, 'a rather long institution name', 100);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut).length * 10).toBeLessThanOrEqual(100);
  });
});
