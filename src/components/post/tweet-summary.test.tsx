// @vitest-environment jsdom
/**
 * A post's facts: the public-log line says which entry records the post once a signed checkpoint
 * covers it, and that it is not there yet before, in English and in Kannada (docs/log.md, 'Receipts').
 * A supervisor's decision (docs/spec-notes.md, 'A supervisor's decision on the post'): rejected reads
 * with its reason and date and the badge says Not Posted; accepted and waiting read so; the checks show
 * only in the supervisors' view.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Tweet } from '@common/contract/answers/tweets';
import { setLang } from '@/i18n/i18n';
import { kn } from '@/i18n/kn';
import { loadReviewTexts } from '@/i18n';
import { TweetSummary } from './tweet-summary';

afterEach(async () => {
  cleanup();
  await act(() => setLang('en'));
});

const place = (en: string) => ({ name: { en, kn: '' } });
const tweet = (log: Tweet['log'], more: Partial<Tweet> = {}): Tweet => ({
  id: 41,
  client_id: 'c-41',
  content: '',
  meal: 'LUNCH',
  day: '2026-11-27',
  tweet_status: 'POSTED_ON_TIME',
  createdAt: '2026-11-27T07:00:05.000Z',
  captured_at: '2026-11-27T07:00:00.000Z',
  exif_taken_at: null,
  clock_suspect: false,
  faces: [],
  no_faces_confirmed: false,
  organization: { id: 3, ...place('Boys hostel') },
  district: place('Mysuru'),
  taluk: place('Hunsur'),
  image: [],
  images: { image_1: null, image_2: null, image_3: null, image_4: null },
  x: { status: 'NOT_CONNECTED', tweet_id: null, url: null, attempts: 0, last_error: null, published_at: null },
  on_holiday: false,
  log,
  photo_sources: [],
  checks: [],
  review: null,
  ...more,
});

describe('TweetSummary, public log', () => {
  it('names the entry that records the post', () => {
    render(<TweetSummary tweet={tweet({ index: 1207, integrated_at: '2026-11-27T07:00:09.000Z' })} />);
    expect(screen.getByText('Public log')).toBeTruthy();
    expect(screen.getByText('In the public log, entry 1207')).toBeTruthy();
  });

  it('says a post waits for the log, and says it in Kannada too', async () => {
    render(<TweetSummary tweet={tweet(null)} />);
    expect(screen.getByText('Not in the public log yet: it is added within a minute of receipt.')).toBeTruthy();
    await act(() => setLang('kn'));
    expect(screen.getByText(kn['log.pending'])).toBeTruthy();
    expect(screen.queryByText(/public log/)).toBeNull();
  });
});

const decided = (state: 'ACCEPTED' | 'REJECTED', reason: string) => ({
  state,
  reason,
  decided_at: '2026-11-27T09:30:00.000Z',
  reviewer: 'Asha Rao',
});
const flagged: Partial<Tweet> = {
  checks: [
    { kind: 'REUSED_PHOTO', slot: 2, match: { post_id: 17, slot: 3, distance: 12, exact: false } },
    { kind: 'GALLERY_PHOTO', slot: 4, match: null },
    { kind: 'CLOCK_SUSPECT', slot: null, match: null },
  ],
};

describe('TweetSummary, a supervisor’s decision', () => {
  // The supervisors' lines load with their routes (review-texts.ts), as the DD's post page does.
  beforeAll(() => loadReviewTexts());

  it('shows a rejection with its reason and date, and the post as Not Posted', async () => {
    const reason = 'The plate photo is the one posted on 12 November.';
    render(<TweetSummary tweet={tweet(null, { ...flagged, review: decided('REJECTED', reason) })} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain(`Rejected by a supervisor: ${reason}`);
    expect(note.textContent).toContain('This post counts as Not Posted.');
    expect(note.textContent).toContain('Decided on November 27th 2026, 3:00:00 PM');
    expect(note.textContent).not.toContain('Asha Rao');
    expect(document.querySelector('[data-status]')?.textContent).toBe('Not Posted');
    // The warden is told the decision, not the checks.
    expect(screen.queryByText('Why this post was flagged')).toBeNull();
    await act(() => setLang('kn'));
    expect(screen.getByRole('note').textContent).toContain(kn['postReview.rejected'].replace('{reason}', reason));
    expect(screen.getByRole('note').textContent).toContain(kn['postReview.rejectedCounts']);
  });

  it('says an accepted post was checked, and a waiting one calmly', () => {
    render(<TweetSummary tweet={tweet(null, { review: decided('ACCEPTED', 'Photos match the menu of the day.') })} />);
    expect(screen.getByRole('note').textContent).toContain(
      'Checked and accepted by a supervisor: Photos match the menu of the day.',
    );
    expect(document.querySelector('[data-status]')?.textContent).toBe('On Time');
    cleanup();
    const pending = { state: 'PENDING' as const, reason: null, decided_at: null, reviewer: null };
    render(<TweetSummary tweet={tweet(null, { review: pending })} />);
    expect(screen.getByRole('note').textContent).toBe('A supervisor will look at this post.');
    cleanup();
    render(<TweetSummary tweet={tweet(null)} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('lists the checks and who decided for the supervisors', () => {
    const review = decided('REJECTED', 'The plate photo is an old one.');
    render(<TweetSummary tweet={tweet(null, { ...flagged, review })} supervisor />);
    expect(screen.getByRole('note').textContent).toContain('Decided by Asha Rao on November 27th 2026, 3:00:00 PM');
    const list = screen.getByRole('region', { name: 'Why this post was flagged' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Reused photo: photo 2 (plate with food) looks like photo 3 of post #17',
      'Gallery photo: photo 4 (children having meals) was picked from the gallery, not taken with the camera',
      'Clock doubted: the phone’s time was not trusted, so the post was judged by when it arrived',
    ]);
  });
});
