// @vitest-environment jsdom
/**
 * The reason dialog of a review decision: a reason shorter than REASON_MIN (trimmed) is refused
 * before any call with the server's own text on the field, the counter follows the typing, a good
 * reason goes as `POST tweet/{id}/review {decision, reason}` and closes the dialog, the server's 422
 * shows on the field and its 409 (decided meanwhile) above the buttons.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadReviewTexts } from '@/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { REVIEW_MSG } from '@common/review-messages';
import type { ReviewItem } from './api/review-api';
import { DecisionDialog } from './decision-dialog';

const answer = (status_code: number, message: string, data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: status_code < 300, status_code, message, data }), { status: status_code }),
  );

const ITEM = {
  id: 41,
  meal: 'LUNCH',
  day: '2026-11-28',
  organization: { id: 2, name: { en: 'hunsur boys hostel', kn: '' } },
} as unknown as ReviewItem;

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DecisionDialog target={{ item: ITEM, decision: 'REJECTED' }} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const reason = () => screen.getByLabelText('Reason');
const type = (text: string) => fireEvent.change(reason(), { target: { value: text } });
const reject = () => fireEvent.click(screen.getByRole('button', { name: 'Reject' }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeAll(async () => {
  await loadReviewTexts();
});
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DecisionDialog', () => {
  it('asks for a reason of at least 10 characters before any call, counting as one types; the error goes once it is good', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Reject this post?' })).toBeTruthy();
    expect(screen.getByText(/Hunsur Boys Hostel \(Lunch, 28 November 2026\) will count as Not Posted/)).toBeTruthy();
    expect(screen.getByText('0 / 500 characters')).toBeTruthy();
    reject();
    expect(screen.getByText(REVIEW_MSG.reasonLength)).toBeTruthy();
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    type('   too short   ');
    expect(screen.getByText('9 / 500 characters')).toBeTruthy();
    reject();
    expect(screen.getByText(REVIEW_MSG.reasonLength)).toBeTruthy();
    type('Long enough now');
    expect(screen.queryByText(REVIEW_MSG.reasonLength)).toBeNull();
    expect(reason().getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a good reason, trimmed, and closes', async () => {
    fetchMock.mockImplementation(() => answer(200, REVIEW_MSG.decided, { id: 41 }));
    const { onClose } = renderDialog();
    type('  Same plate photo as last week  ');
    reject();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/tweet\/41\/review$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ decision: 'REJECTED', reason: 'Same plate photo as last week' });
  });

  it("shows the server's 422 on the field and its 409 above the buttons", async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(422, 'Invalid Inputs', { errors: [{ field: 'reason', message: REVIEW_MSG.reasonLength }] }),
    );
    const { onClose } = renderDialog();
    type('A reason the server refuses');
    reject();
    await screen.findByText(REVIEW_MSG.reasonLength);
    fetchMock.mockImplementationOnce(() => answer(409, REVIEW_MSG.alreadyDecided, null));
    reject();
    expect((await screen.findByRole('alert')).textContent).toContain(REVIEW_MSG.alreadyDecided);
    expect(screen.queryByText(REVIEW_MSG.reasonLength)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
