// @vitest-environment jsdom
/**
 * A post's facts: the public-log line says which entry records the post once a signed checkpoint
 * covers it, and that it is not there yet before, in English and in Kannada (docs/log.md, 'Receipts').
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Tweet } from '@common/contract/answers/tweets';
import { setLang } from '@/i18n/i18n';
import { kn } from '@/i18n/kn';
import { TweetSummary } from './tweet-summary';

afterEach(async () => {
  cleanup();
  await act(() => setLang('en'));
});

const place = (en: string) => ({ name: { en, kn: '' } });
const tweet = (log: Tweet['log']): Tweet => ({
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
