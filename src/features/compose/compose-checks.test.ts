/**
 * The composer's pure rules: validation through the server's schema with the spec's messages,
 * when Submit is blocked, the crop dialog's key nudges and zoom steps, and the Submit time's
 * ISO form with the phone's offset.
 */
import { describe, expect, it } from 'vitest';
import { TWEET_MSG } from '@common/tweet-schema';
import { canSubmit, validateCompose } from '@/lib/compose-validation';
import { clampZoom, nudgeFor } from '@/photos/crop-keys';
import { isoWithOffset, newClientId } from './save-post';

const ok = { organizationId: 3, meal: 'LUNCH' as const, content: 'Rice and dal', photos: [true, false, false, false] };

describe('validateCompose', () => {
  it('accepts a complete post with only the first photo', () => {
    expect(validateCompose(ok)).toEqual({});
  });

  it("answers the spec's messages", () => {
    expect(validateCompose({ ...ok, content: '   ' })).toEqual({ content: TWEET_MSG.invalidDescription });
    expect(validateCompose({ ...ok, photos: [false, true, true, true] })).toEqual({ photo: TWEET_MSG.fileRequired });
    expect(validateCompose({ ...ok, organizationId: null })).toEqual({ institution: TWEET_MSG.entityRequired });
    expect(validateCompose({ ...ok, meal: null })).toEqual({ meal: TWEET_MSG.mealRequired });
  });

  it('blocks Submit while the description is empty, no institution is chosen or no meal has opened', () => {
    expect(canSubmit(ok)).toBe(true);
    expect(canSubmit({ ...ok, content: ' ' })).toBe(false);
    expect(canSubmit({ ...ok, organizationId: null })).toBe(false);
    expect(canSubmit({ ...ok, meal: null })).toBe(false);
  });
});

describe('crop keys', () => {
  const key = (k: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) =>
    nudgeFor({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, ...mods });
  it('nudges by 1, 10 with Shift, 100 with Ctrl or Cmd', () => {
    expect(key('ArrowLeft')).toEqual({ dx: -1, dy: 0 });
    expect(key('ArrowDown', { shiftKey: true })).toEqual({ dx: 0, dy: 10 });
    expect(key('ArrowUp', { ctrlKey: true })).toEqual({ dx: 0, dy: -100 });
    expect(key('ArrowRight', { metaKey: true, shiftKey: true })).toEqual({ dx: 100, dy: 0 });
    expect(key('Enter')).toBeNull();
  });

  it('keeps zoom within 1–3 on 0.05 steps', () => {
    expect([0.5, 1, 1.26, 2.999, 7, Number.NaN].map(clampZoom)).toEqual([1, 1, 1.25, 3, 3, 1]);
  });
});

describe('Submit time and id', () => {
  it('writes the instant with the phone offset, parseable back to the same moment', () => {
    const at = new Date('2026-05-14T07:35:09.123Z');
    const iso = isoWithOffset(at);
    expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/);
    expect(Date.parse(iso)).toBe(at.getTime());
  });

  it('makes v4 UUIDs', () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
