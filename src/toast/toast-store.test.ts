/**
 * Toast queue rules of the contract (docs/product.md, 'Limits'): default durations 4000 ms (error) and 2000 ms
 * (success), a duration of its own when asked (resend: 5 s), at most 20 kept.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts, MAX_TOASTS, toast } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('removes an error after 4 s and a success after 2 s', () => {
    toast.error('bad');
    toast.success('good');
    vi.advanceTimersByTime(1999);
    expect(getToasts().map((item) => item.message)).toEqual(['bad', 'good']);
    vi.advanceTimersByTime(1);
    expect(getToasts().map((item) => item.message)).toEqual(['bad']);
    vi.advanceTimersByTime(2000);
    expect(getToasts()).toEqual([]);
  });

  it('honours a duration of its own', () => {
    toast.success('OTP Resent Successfully!', { duration: 5000 });
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps at most 20, dropping the oldest', () => {
    for (let i = 0; i < 25; i++) toast.error(`e${i}`);
    expect(getToasts()).toHaveLength(MAX_TOASTS);
    expect(getToasts()[0]?.message).toBe('e5');
  });

  it('can be dismissed early', () => {
    const id = toast.error('bad');
    toast.dismiss(id);
    expect(getToasts()).toEqual([]);
  });
});
