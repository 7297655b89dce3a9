/**
 * What the composer says Submit still needs, which meal it may take, and how the faces line reads
 * when the warden removed every box the phone found.
 */
import { describe, expect, it } from 'vitest';
import { istInstant } from '@common/schedule';
import { t, translateText, type MessageId, type Params, type Translate } from '@/i18n';
import { composeNeeds, usableMeal, type NeedsInput } from './compose-needs';
import { facesBlurredText } from '@/lib/tweet-format';

const slots = [
  { meal: 'BREAKFAST' as const, opens: 6 * 60, due: 9 * 60, lateUntil: 11 * 60 },
  { meal: 'LUNCH' as const, opens: 11 * 60 + 30, due: 13 * 60 + 30, lateUntil: 15 * 60 + 30 },
  { meal: 'DINNER' as const, opens: 17 * 60 + 30, due: 19 * 60 + 30, lateUntil: 21 * 60 + 30 },
];
const noon = istInstant('2026-11-19', 12 * 60);
const ready: NeedsInput = {
  organizationId: 3,
  meal: 'LUNCH',
  content: 'Rice and dal',
  hasMenuPhoto: true,
  facesBlocking: false,
  slots,
  now: noon,
  taken: {},
};

describe('composeNeeds', () => {
  it('needs nothing from a complete form', () => {
    expect(composeNeeds(ready)).toEqual([]);
  });

  it('lists each missing piece in the order of the form', () => {
    expect(
      composeNeeds({
        ...ready,
        organizationId: null,
        meal: null,
        content: ' ',
        hasMenuPhoto: false,
        facesBlocking: true,
      }),
    ).toEqual([
      'compose.needs.institution',
      'compose.needs.meal',
      'compose.needs.description',
      'compose.needs.menuPhoto',
      'compose.needs.faces',
    ]);
  });

  it('says every open meal is posted when breakfast and lunch are taken at noon', () => {
    const taken = { BREAKFAST: 'posted', LUNCH: 'waiting' } as const;
    expect(composeNeeds({ ...ready, meal: null, taken })).toEqual(['compose.needs.mealsTaken']);
    expect(composeNeeds({ ...ready, meal: null, taken: { LUNCH: 'posted' } })).toEqual(['compose.needs.meal']);
  });
});

describe('usableMeal', () => {
  it('takes an open meal that is not taken, and nothing else', () => {
    expect(usableMeal('LUNCH', ready)).toBe('LUNCH');
    expect(usableMeal('LUNCH', { ...ready, taken: { LUNCH: 'waiting' } })).toBeNull();
    expect(usableMeal('DINNER', ready)).toBeNull();
    expect(usableMeal(null, ready)).toBeNull();
    // With no schedule known, the server decides: the meal is offered.
    expect(usableMeal('DINNER', { ...ready, slots: null })).toBe('DINNER');
  });
});

describe('facesBlurredText', () => {
  const translate = Object.assign((key: MessageId, params?: Params) => t(key, params, 'en'), {
    text: (english: string) => translateText(english, 'en'),
    lang: 'en' as const,
  }) satisfies Translate;

  it("tells 'none found' from 'all removed'", () => {
    expect(facesBlurredText(translate, 0)).toBe('No faces found');
    expect(facesBlurredText(translate, 0, 2)).toBe('No faces blurred');
    expect(facesBlurredText(translate, 1, 2)).toBe('1 face blurred');
    expect(facesBlurredText(translate, 3)).toBe('3 faces blurred');
  });
});
