/**
 * The workings behind every one-time-code form (the OTP form, and the 2FA recovery-code form next
 * to it): the typed value, the check against the shared schema before anything is sent, the send
 * with its pending state, and the refusal shown next to the field. The screens only say how to
 * check, how to send and what a refusal means; the form and its texts stay the same everywhere.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';

/** What a schema's safeParse answers, as far as the form needs it. */
export interface CodeCheck {
  success: boolean;
  error?: { issues: { message: string }[] } | undefined;
}

export interface CodeEntryOptions {
  /** The client-side rules ('OTP is Required', 'Invalid OTP'); nothing is sent unless they pass. */
  check: (value: string) => CodeCheck;
  /** Sends a value that passed the check; resolves once what follows a good code has been done. */
  submit: (value: string) => Promise<unknown>;
  /** Deals with a refused send (toast, redirect) and answers the English text to show inline, if any. */
  refused?: ((failure: unknown) => string | undefined) | undefined;
  /** Keep the value after a refusal, for a fix of one typo (a recovery code); a code is cleared. */
  keepRefused?: boolean;
}

export interface CodeEntry {
  value: string;
  /** Takes a new value; a shown error goes as soon as the user types. */
  change: (value: string) => void;
  /** An English contract text (translate with t.text), or undefined. */
  error: string | undefined;
  /** Sending, or sent and accepted: the form waits for the screen that follows. */
  busy: boolean;
  accepted: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useCodeEntry({ check, submit, refused, keepRefused = false }: CodeEntryOptions): CodeEntry {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = useMutation({
    mutationFn: (code: string) => submit(code),
    onError: (failure) => {
      if (!keepRefused) setValue('');
      setError(refused?.(failure));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = check(value);
    if (!parsed.success) {
      setError(parsed.error?.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(value);
  };

  const change = (next: string) => {
    setValue(next);
    if (error) setError(undefined);
  };

  return { value, change, error, busy: send.isPending || send.isSuccess, accepted: send.isSuccess, onSubmit };
}
