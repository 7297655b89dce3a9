import { describe, expect, it } from 'vitest';
import { csvCell } from './league.service.ts';

describe('league CSV cells', () => {
  it('quotes commas and quotes, and defuses formulas', () => {
    expect(csvCell('Tirumakudal - Narsipur')).toBe('Tirumakudal - Narsipur');
    expect(csvCell('Comma, Town')).toBe('"Comma, Town"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell(58.9)).toBe('58.9');
    expect(csvCell(null)).toBe('');
  });
});
