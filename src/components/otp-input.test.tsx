// @vitest-environment jsdom
/**
 * The OTP input: digits only, never more than six, numeric keyboard and one-time-code autofill.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { OtpInput } from './otp-input';

afterEach(cleanup);

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput label="OTP" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText('OTP') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('asks for the numeric keyboard and one-time-code autofill', () => {
    render(<Harness />);
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(input().getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('keeps digits only', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '1a2-b3' } });
    expect(value()).toBe('123');
  });

  it('caps the code at 6 digits', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '123456789' } });
    expect(value()).toBe('123456');
  });

  it('cleans pasted text such as "123 456" from an SMS', () => {
    render(<Harness />);
    fireEvent.paste(input(), { clipboardData: { getData: () => 'Your OTP: 123 456 9' } });
    expect(value()).toBe('123456');
  });

  it('shows each digit in its own box', () => {
    const { container } = render(<Harness initial="42" />);
    const boxes = container.querySelectorAll('[aria-hidden="true"] > div');
    expect(boxes).toHaveLength(6);
    expect(boxes[0]?.textContent).toBe('4');
    expect(boxes[1]?.textContent).toBe('2');
    expect(boxes[2]?.textContent).toBe('');
  });

  it('links the error message to the input', () => {
    render(<OtpInput label="OTP" value="12" onChange={() => undefined} error="Invalid OTP" />);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const describedBy = input().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Invalid OTP');
  });
});
