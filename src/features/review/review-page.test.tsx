// @vitest-environment jsdom
/**
 * The review queue page against a fake server holding 13 flagged posts: the first 12 cards, oldest
 * first, 'Load more' for the 13th, a rejected card leaving the grid with the count down by one, and
 * 'Nothing to review' once none waits.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadReviewTexts } from '@/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ReviewPage } from './review-page';

const post = (id: number) => ({
  id,
  meal: 'LUNCH',
  day: '2026-11-28',
  tweet_status: 'POSTED_ON_TIME',
  on_holiday: false,
  createdAt: '2026-11-28T07:00:00.000Z',
  organization: { id, name: { en: `hostel ${id}`, kn: '' } },
  district: { name: { en: 'Mysuru', kn: '' } },
  images: { image_1: null, image_2: null, image_3: null, image_4: null },
  checks: [{ kind: 'CLOCK_SUSPECT', slot: null, match: null }],
  matches: [],
});

let waiting: number[] = [];
let fetchMock: ReturnType<typeof vi.fn>;
const answer = (data: unknown, status_code = 200) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: true, status_code, message: 'ok', data }), { status: status_code }),
  );

function fakeServer(input: string, init?: RequestInit) {
  const url = new URL(input, 'http://localhost');
  const decided = /\/tweet\/(\d+)\/review$/.exec(url.pathname);
  if (decided && init?.method === 'POST') {
    const id = Number(decided[1]);
    waiting = waiting.filter((w) => w !== id);
    return answer({ ...post(id), review: { state: 'REJECTED' } });
  }
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 10);
  return answer({
    items: waiting.slice((page - 1) * size, page * size).map(post),
    total_items: waiting.length,
    total_pages: Math.max(1, Math.ceil(waiting.length / size)),
    current_page: page,
  });
}

beforeAll(async () => {
  await loadReviewTexts();
});
beforeEach(() => {
  fetchMock = vi.fn(fakeServer);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReviewPage console="admin" />
    </QueryClientProvider>,
  );
}

const cards = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('ReviewPage', () => {
  it('shows 12 cards, loads the rest on demand, and drops a rejected one', async () => {
    waiting = Array.from({ length: 13 }, (_, i) => i + 1);
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(cards()[0]).toBe('Hostel 1');
    expect(screen.getByText('Showing 12 of 13')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/v1\/tweets\/review\?page=1&size=12$/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reject the post of Hostel 1' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Not this hostel’s kitchen.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(cards()).not.toContain('Hostel 1'));
    expect(cards()).toHaveLength(12);
    await waitFor(() => expect(screen.getByText('Showing 12 of 12')).toBeTruthy());
  });

  it('says so when nothing waits', async () => {
    waiting = [];
    renderPage();
    await screen.findByText('Nothing to review');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
