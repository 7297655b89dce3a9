// @vitest-environment jsdom
/**
 * A review card says why its post is flagged, one line per check, in words: a reused photo names
 * the other post's institution and day from the queue's `matches` (a byte copy says "same file"),
 * and shows the two photos side by side; a gallery photo, a doubted clock, a children photo said
 * to show no one and a photo not looked at for faces each read as their own line. Accept and
 * Reject hand the post and the decision to the page.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { loadReviewTexts } from '@/i18n';
import type { PostCheck } from '@common/review-schema';
import type { ReviewItem } from './api/review-api';
import { ReviewCard } from './review-card';

const photo = (id: number) => ({
  id,
  media_type: { name: 'IMAGE' as const },
  image_url: { full: { high_res: `/media/${id}.webp`, low_res: `/media/${id}-low.webp` } },
  name: { original: `${id}.jpg`, current: `${id}.webp` },
  extension: { original: 'jpg', current: 'webp' },
  size: { original: 1, current: 1 },
});

function item(checks: PostCheck[]): ReviewItem {
  return {
    id: 41,
    meal: 'LUNCH',
    day: '2026-11-28',
    tweet_status: 'POSTED_ON_TIME',
    on_holiday: false,
    createdAt: '2026-11-28T07:00:00.000Z',
    organization: { id: 2, name: { en: 'hunsur boys hostel', kn: '' } },
    district: { name: { en: 'Mysuru', kn: 'ಮೈಸೂರು' } },
    images: { image_1: photo(1), image_2: photo(2), image_3: null, image_4: null },
    checks,
    matches: [
      {
        post_id: 7,
        slot: 3,
        day: '2026-11-20',
        createdAt: '2026-11-20T07:00:00.000Z',
        organization: { id: 3, name: { en: 'nanjangud girls hostel', kn: '' } },
        image: photo(9),
      },
    ],
  } as unknown as ReviewItem;
}

beforeAll(() => loadReviewTexts());
afterEach(cleanup);

const lines = () =>
  within(screen.getByRole('region', { name: 'Why it is flagged' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ReviewCard', () => {
  it('words each check, one line each', () => {
    render(
      <ReviewCard
        linkDetails={false}
        onDecide={() => undefined}
        item={item([
          { kind: 'REUSED_PHOTO', slot: 2, match: { post_id: 7, slot: 3, distance: 12, exact: false } },
          { kind: 'GALLERY_PHOTO', slot: 3, match: null },
          { kind: 'CLOCK_SUSPECT', slot: null, match: null },
          { kind: 'NO_PEOPLE', slot: 4, match: null },
          { kind: 'FACES_UNCHECKED', slot: 2, match: null },
          { kind: 'REUSED_PHOTO', slot: 1, match: { post_id: 99, slot: 1, distance: 0, exact: true } },
        ])}
      />,
    );
    expect(lines()).toEqual([
      'Photo 2 (plate with food) looks like photo 3 of Nanjangud Girls Hostel, posted on 20 November 2026',
      'Photo 3 (kitchen) was picked from the gallery, not taken with the camera',
      'The phone’s clock was doubted; the post was judged by when it arrived',
      'Photo 4 (children having meals) was said to show no one',
      'Faces could not be looked for in photo 2 (plate with food)',
      'Photo 1 (menu chart) looks like a photo of an earlier post',
    ]);
    expect(screen.getByRole('heading', { name: 'Hunsur Boys Hostel' })).toBeTruthy();
    expect(screen.getByText(/Mysuru · 28 November 2026 · Lunch/)).toBeTruthy();
  });

  it('shows a byte copy as the same file, the two photos side by side', () => {
    render(
      <ReviewCard
        linkDetails={false}
        onDecide={() => undefined}
        item={item([{ kind: 'REUSED_PHOTO', slot: 2, match: { post_id: 7, slot: 3, distance: 0, exact: true } }])}
      />,
    );
    expect(lines()).toEqual([
      'Photo 2 (plate with food) is the same file as photo 3 of Nanjangud Girls Hostel, posted on 20 November 2026',
    ]);
    const pair = screen.getByRole('region', { name: 'Photo 2 beside the earlier photo' });
    expect(within(pair).getByText('Same file')).toBeTruthy();
    const sides = [...pair.querySelectorAll('img')];
    expect(sides.map((img) => img.getAttribute('src'))).toEqual(['/media/2-low.webp', '/media/9-low.webp']);
    expect(sides.every((img) => img.getAttribute('loading') === 'lazy' && img.getAttribute('width'))).toBe(true);
    expect(within(pair).getByText('Earlier post')).toBeTruthy();
  });

  it('lists the post’s own photos as lazy thumbnails and hands Accept and Reject to the page', () => {
    const onDecide = vi.fn();
    const post = item([{ kind: 'CLOCK_SUSPECT', slot: null, match: null }]);
    render(<ReviewCard linkDetails={false} onDecide={onDecide} item={post} />);
    const thumbs = within(screen.getByRole('list', { name: 'Photos of this post' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open photo 1 (menu chart) in the photo viewer',
      'Open photo 2 (plate with food) in the photo viewer',
    ]);
    expect(thumbs[0]!.querySelector('img')!.getAttribute('src')).toBe('/media/1-low.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Reject the post of Hunsur Boys Hostel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept the post of Hunsur Boys Hostel' }));
    expect(onDecide.mock.calls).toEqual([
      [post, 'REJECTED'],
      [post, 'ACCEPTED'],
    ]);
  });
});
