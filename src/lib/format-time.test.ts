/**
 * Date texts of the console: the contract's admin format in Asia/Kolkata, and relative times.
 */
import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatKannadaDateTime, formatRelative } from './format-time';

const AT = Date.UTC(2025, 10, 21, 6, 0, 0); // 11:30 am in Asia/Kolkata

describe('formatAdminDate', () => {
  it("writes 'MMMM Do YYYY, h:mm a' in Asia/Kolkata", () => {
    expect(formatAdminDate(AT)).toBe('November 21st 2025, 11:30 am');
  });

  it('has a Kannada form', () => {
    expect(formatAdminDate(AT, 'kn')).toMatch(/2025/);
    // The part of the day before the clock time, as Kannada says it: morning, afternoon, evening.
    expect(formatKannadaDateTime(Date.parse('2026-11-20T02:39:00Z'))).toBe('ನವೆಂಬರ್ 20, 2026, ಬೆಳಗ್ಗೆ 8:09');
    expect(formatKannadaDateTime(Date.parse('2026-11-20T08:09:05Z'), true)).toBe('ನವೆಂಬರ್ 20, 2026, ಮಧ್ಯಾಹ್ನ 1:39:05');
    expect(formatKannadaDateTime(Date.parse('2026-11-20T13:00:00Z'))).toBe('ನವೆಂಬರ್ 20, 2026, ಸಂಜೆ 6:30');
  });
});

describe('formatRelative', () => {
  it('picks the largest whole unit', () => {
    expect(formatRelative(AT - 3 * 3600 * 1000, AT)).toBe('3 hours ago');
    expect(formatRelative(AT - 5 * 60 * 1000, AT)).toBe('5 minutes ago');
    expect(formatRelative(AT - 26 * 3600 * 1000, AT)).toBe('yesterday');
    expect(formatRelative(AT - 10 * 1000, AT)).toBe('now');
  });
});
