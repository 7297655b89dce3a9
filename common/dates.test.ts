/**
 * The contract's date formats in Asia/Kolkata (common/dates.ts), filled without dayjs: the values
 * below are what dayjs with its utc and advancedFormat plugins wrote for the same instants, whatever
 * the zone of the machine running the test.
 */
import { describe, expect, it } from 'vitest';
import { formatIst, TWEET_DATE_FORMAT } from './dates.ts';

describe('formatIst', () => {
  it('writes the tweet, stamp, admin and account formats in India time', () => {
    expect(formatIst('2026-11-21T08:00:05Z', TWEET_DATE_FORMAT)).toBe('November 21st 2026, 1:30:05 PM');
    expect(formatIst(Date.parse('2026-11-21T18:45:00Z'), 'MMMM Do YYYY, h:mm a')).toBe('November 22nd 2026, 12:15 am');
    expect(formatIst(new Date('2026-03-02T06:29:59Z'), 'D MMM YYYY, h:mm A')).toBe('2 Mar 2026, 11:59 AM');
    expect(formatIst('2026-03-02T06:30:00.000Z', 'D MMM YYYY, h:mm A')).toBe('2 Mar 2026, 12:00 PM');
    expect(formatIst('2026-01-04T18:29:00Z', 'DD MMM YYYY')).toBe('04 Jan 2026');
  });

  it('gives every day of the month its English ordinal', () => {
    const days = Array.from({ length: 31 }, (_, i) =>
      formatIst(`2026-01-${String(i + 1).padStart(2, '0')}T06:00:00Z`, 'Do'),
    );
    expect(days.join(' ')).toBe(
      '1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th 11th 12th 13th 14th 15th 16th 17th 18th 19th 20th ' +
        '21st 22nd 23rd 24th 25th 26th 27th 28th 29th 30th 31st',
    );
  });

  it('fills the other tokens, keeps [text] and unknown letters, and says so of a bad date', () => {
    expect(formatIst('2026-07-05T00:04:09Z', 'YYYY-MM-DD HH:mm:ss dddd ddd YY M D H m s [at] hh Q')).toBe(
      '2026-07-05 05:34:09 Sunday Sun 26 7 5 5 34 9 at 05 Q',
    );
    expect(formatIst('not a date')).toBe('Invalid Date');
  });
});
