// @vitest-environment jsdom
/**
 * The shared OTP form: the schema's messages before anything is sent, a good code sent once, a
 * refused one cleared with the refusal under the boxes, the note that replaces the button once
 * accepted, and the resend block's wait.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OtpForm, type OtpFormProps } from './otp-form';

afterEach(cleanup);

function renderForm(props: Partial<OtpFormProps> = {}) {
  const submit = vi.fn(() => Promise.resolve());
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OtpForm hint="The code is valid for 10 minutes." submit={submit} {...props} />
    </QueryClientProvider>,
  );
  return submit;
}

const input = () => screen.getByLabelText('OTP', { exact: true }) as HTMLInputElement;
const type = (code: string) => fireEvent.change(input(), { target: { value: code } });
const validate = () => fireEvent.click(screen.getByRole('button', { name: 'Validate' }));

describe('OtpForm', () => {
  it('checks the code with the shared schema before sending it', () => {
    const submit = renderForm();
    validate();
    expect(screen.getByText('OTP is Required')).toBeTruthy();
    type('123');
    expect(screen.queryByText('OTP is Required')).toBeNull();
    validate();
    expect(screen.getByText('Invalid OTP')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends a good code and waits, busy, for the next screen', async () => {
    const submit = renderForm();
    type('123456');
    validate();
    await waitFor(() => expect(submit).toHaveBeenCalledWith('123456'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Validating…' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('clears a refused code and shows the refusal under the boxes', async () => {
    renderForm({ submit: () => Promise.reject(new Error('no')), refused: () => 'Invalid OTP.' });
    type('123456');
    validate();
    await screen.findByText('Invalid OTP.');
    expect(input().value).toBe('');
  });

  it('shows the accepted note in place of the button', async () => {
    renderForm({ submitLabel: 'Verify', pendingLabel: 'Verifying…', acceptedNote: 'OTP verified' });
    type('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('status')).textContent).toContain('OTP verified');
    expect(input().disabled).toBe(true);
  });

  it('offers Resend OTP after the wait, or at once when asked', () => {
    renderForm({ resend: () => Promise.resolve() });
    expect(screen.getByText('Resend OTP in 30 s')).toBeTruthy();
    cleanup();
    renderForm({ resend: () => Promise.resolve(), resendAtOnce: true });
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
  });
});
