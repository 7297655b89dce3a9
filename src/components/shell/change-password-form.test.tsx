// @vitest-environment jsdom
/**
 * The change-password form: the contract (docs/product.md, 'Validation rules') messages letter for letter before any
 * call, the server's 422 field error under its field, the 401 'validate through OTP first' notice, and on success the
 * new token pair stored and onDone called.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { VMSG } from '@common/validation';
import { sessionStore } from '@/session/session-store';
import { ChangePasswordForm } from './change-password-form';

const answer = (status_code: number, message: string, data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: status_code < 300, status_code, message, data }), { status: status_code }),
  );

function renderForm() {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChangePasswordForm onDone={onDone} onCancel={onCancel} />
    </QueryClientProvider>,
  );
  return { onDone, onCancel };
}

function fill(current: string, next: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
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

describe('ChangePasswordForm', () => {
  it("shows the contract's required messages and calls nothing", () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(VMSG.currentPasswordRequired)).toBeTruthy();
    expect(screen.getByText(VMSG.passwordRequired)).toBeTruthy();
    expect(screen.getByText(VMSG.repeatRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses weak and mismatched passwords with the spec texts', () => {
    renderForm();
    fill('Demo@2025', 'weak', 'weak');
    expect(screen.getByText(VMSG.passwordInvalid)).toBeTruthy();
    expect(screen.getByText(VMSG.repeatInvalid)).toBeTruthy();
    fill('Demo@2025', 'Fresh@2026', 'Fresh@2027');
    expect(screen.getByText('New Password & Confirmation Password Does Not Match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server field error under its field', async () => {
    fetchMock.mockImplementation(() =>
      answer(422, 'Invalid Inputs', { errors: [{ field: 'current_password', message: VMSG.currentPasswordWrong }] }),
    );
    renderForm();
    fill('Wrong@2025', 'Fresh@2026', 'Fresh@2026');
    await screen.findByText(VMSG.currentPasswordWrong);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/admin\/change-password\//);
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({
      current_password: 'Wrong@2025',
      new_password: 'Fresh@2026',
      repeat_password: 'Fresh@2026',
    });
  });

  it('asks to validate through OTP first on a 401', async () => {
    fetchMock.mockImplementation(() => answer(401, 'Please provide your token.', null));
    renderForm();
    fill('Demo@2025', 'Fresh@2026', 'Fresh@2026');
    await screen.findByText(/validate your sign-in through OTP first/);
  });

  it('stores the new tokens and reports done', async () => {
    fetchMock.mockImplementation(() => answer(200, 'OK', { access_token: 'a2', refresh_token: 'r2' }));
    const setTokens = vi.spyOn(sessionStore, 'setTokens');
    const { onDone } = renderForm();
    fill('Demo@2025', 'Fresh@2026', 'Fresh@2026');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(setTokens).toHaveBeenCalledWith({ access_token: 'a2', refresh_token: 'r2' });
    setTokens.mockRestore();
    sessionStore.logout();
  });

  it('Cancel leaves without a call', () => {
    const { onCancel } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
