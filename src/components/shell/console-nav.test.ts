/**
 * What fits the consoles' section row: every tab when they all fit, otherwise as many as leave
 * room for the More button, and none when not even one does.
 */
import { describe, expect, it } from 'vitest';
import { tabsThatFit } from './console-nav';

describe('tabsThatFit', () => {
  it('keeps every tab when the row holds them all (gaps of 4 px between)', () => {
    expect(tabsThatFit([100, 100, 100], 308, 60)).toBe(3);
  });
  it('gathers the rest under More, keeping room for the button', () => {
    expect(tabsThatFit([100, 100, 100], 307, 60)).toBe(2);
    expect(tabsThatFit([100, 100, 100], 200, 60)).toBe(1);
  });
  it('shows only More when not one tab fits beside it', () => {
    expect(tabsThatFit([200, 100], 150, 60)).toBe(0);
  });
});
