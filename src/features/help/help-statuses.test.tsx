// @vitest-environment jsdom
/**
 * The help page's facts: the deadlines table shows the times the server judges by when no other
 * schedule is set (common/schedule.ts), the statuses carry the app's five names in English and
 * Kannada, and each role reads its own guide first.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { DEFAULT_SLOTS, formatMinutes } from '@common/schedule';
import { ROLE } from '@common/roles';
import { loadHelpTexts, setLang } from '@/i18n';
import { HelpDeadlines, HelpStatuses } from './help-statuses';
import { guideOf, orderedGuides } from './help-guides';

beforeAll(() => loadHelpTexts());
afterEach(async () => {
  cleanup();
  await act(() => setLang('en'));
});

describe('the deadlines', () => {
  it('lists each meal with its opening, due and late-until times from the schedule', () => {
    render(<HelpDeadlines />);
    const table = screen.getByRole('table', { name: 'The usual meal times' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      DEFAULT_SLOTS.map(
        (s) =>
          `${{ BREAKFAST: 'Breakfast', LUNCH: 'Lunch', DINNER: 'Dinner' }[s.meal]}${formatMinutes(s.opens)}${formatMinutes(s.due)}${formatMinutes(s.lateUntil)}After Deadline`,
      ),
    );
    expect(rows[1]!.textContent).toBe('Lunch11:3013:3015:30After Deadline');
  });
});

describe('the statuses', () => {
  it('are named On Time, Delayed, After Deadline, Not Posted and Holiday', () => {
    render(<HelpStatuses />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'On Time',
      'Delayed',
      'After Deadline',
      'Not Posted',
      'Holiday',
    ]);
  });

  it('read in Kannada once the language is switched', async () => {
    await act(() => setLang('kn'));
    render(<HelpStatuses />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ',
      'ತಡವಾಗಿ',
      'ಗಡುವಿನ ನಂತರ',
      'ಪೋಸ್ಟ್ ಮಾಡಿಲ್ಲ',
      'ರಜೆ',
    ]);
  });
});

describe('the guides', () => {
  it("put the reader's own first, and keep the usual order for everyone else", () => {
    expect(orderedGuides(null).map((g) => g.id)).toEqual(['warden', 'dd', 'admin', 'helpline', 'content']);
    expect(orderedGuides(guideOf(ROLE.HELPLINE)).map((g) => g.id)).toEqual([
      'helpline',
      'warden',
      'dd',
      'admin',
      'content',
    ]);
    expect([ROLE.SUPER_ADMIN, ROLE.APPROVER, ROLE.DD, ROLE.TEST_ADMIN].map(guideOf)).toEqual([
      'admin',
      'content',
      'dd',
      null,
    ]);
    expect(guideOf('')).toBeNull();
  });
});
