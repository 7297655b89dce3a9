// @vitest-environment jsdom
/**
 * The declare-a-holiday form: the server's own rules checked before any call (a reason of 3 to 200
 * characters, the last day not before the first, and for a warden no day before today), the
 * server's 422 under its field and its 409 above the buttons, and a good holiday sent as
 * `POST organization/{id}/holidays {from, to, reason}`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HOLIDAY_MSG } from '@common/holiday-messages';
import { DeclareForm } from './declare-form';

const TODAY = '2026-11-28';
const answer = (status_code: number, message: string, data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: status_code < 300, status_code, message, data }), { status: status_code }),
  );

/** `earliest` null: an admin's form, with no first day refused. */
function renderForm(earliest: string | null = TODAY) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeclareForm
        organization={5}
        today={TODAY}
        earliest={earliest ?? undefined}
        onDone={onDone}
        onCancel={onCancel}
      />
    </QueryClientProvider>,
  );
  return { onDone, onCancel };
}

function fill(from: string, to: string, reason: string) {
  fireEvent.change(screen.getByLabelText('First day'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('Last day'), { target: { value: to } });
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: 'Declare holiday' }));
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeclareForm', () => {
  it('starts on today and asks for a reason before any call', () => {
    renderForm();
    expect((screen.getByLabelText('First day') as HTMLInputElement).value).toBe(TODAY);
    expect((screen.getByLabelText('Last day') as HTMLInputElement).value).toBe(TODAY);
    fireEvent.click(screen.getByRole('button', { name: 'Declare holiday' }));
    expect(screen.getByText(HOLIDAY_MSG.reason)).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Fe' } });
    expect(screen.queryByText(HOLIDAY_MSG.reason)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a day before today for a warden, and a last day before the first', () => {
    renderForm();
    fill('2026-11-27', '2026-11-27', 'Festival');
    expect(screen.getByText(HOLIDAY_MSG.past)).toBeTruthy();
    fill('2026-12-03', '2026-12-01', 'Festival');
    expect(screen.getByText(HOLIDAY_MSG.order)).toBeTruthy();
    expect(screen.queryByText(HOLIDAY_MSG.past)).toBeNull();
    fill('2026-12-01', '2027-03-01', 'Festival');
    expect(screen.getByText(HOLIDAY_MSG.tooLong)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets an admin record a holiday that already began', async () => {
    fetchMock.mockImplementation(() => answer(201, 'Created', { id: 1 }));
    const { onDone } = renderForm(null);
    fill('2026-11-25', '2026-11-29', 'Flooded kitchen');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/organization\/5\/holidays$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ from: '2026-11-25', to: '2026-11-29', reason: 'Flooded kitchen' });
  });

  it("shows the server's 422 under its field and its 409 above the buttons", async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(422, 'Invalid Inputs', { errors: [{ field: 'from', message: HOLIDAY_MSG.past }] }),
    );
    const { onDone } = renderForm();
    fill(TODAY, TODAY, 'Festival');
    await screen.findByText(HOLIDAY_MSG.past);
    fetchMock.mockImplementationOnce(() => answer(409, HOLIDAY_MSG.overlap, null));
    fireEvent.click(screen.getByRole('button', { name: 'Declare holiday' }));
    expect((await screen.findByRole('alert')).textContent).toContain(HOLIDAY_MSG.overlap);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Cancel leaves without a call', () => {
    const { onCancel } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
