/**
 * The recovery state in the session record: a request answer is copied through resetPassword(),
 * leaving clears it (and the in-memory reset token), and every status text the panel shows has a
 * catalogue entry, so Kannada readers never meet an untranslated label.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RESET_STATUSES, resetStatusView } from '@common/reset-status';
import { idOfText } from '@/i18n';
import { sessionStore } from '@/session/session-store';
import { authStatus, DEFAULT_SESSION } from '@/session/session-types';
import type { ResetRequest } from '@common/contract/answers/reset';
import {
  clearResetState,
  getResetToken,
  goToStep,
  rememberRequest,
  rememberTryLater,
  setResetToken,
} from './reset-state';

const answer: ResetRequest = {
  user_id: 4,
  user_name: 'Ravi Shankar',
  role: 'WARDEN',
  email_id: 'warden@example.org',
  reset_password_request_id: 12,
  reset_password_request_readable_id: 'RPR0012',
  requested_on: 1_700_000_000_000,
  try_after: 0,
  status: 'REQUESTED',
  activities: [],
};

afterEach(() => sessionStore.logout());

describe('reset state', () => {
  it('copies a request answer and moves to the step, still signed out', () => {
    rememberRequest(answer, 'ALREADY_EXIST', 'ALREADY_EXIST');
    expect(sessionStore.getState()).toMatchObject({
      id: '4',
      name: 'Ravi Shankar',
      role: 'WARDEN',
      email_id: 'warden@example.org',
      reset_password_request_id: 12,
      reset_password_request_readable_id: 12,
      reset_password_requested_on: 1_700_000_000_000,
      forgot_password_current_route: 'ALREADY_EXIST',
      is_reset_password_error: true,
      is_reset_password_error_type: 'ALREADY_EXIST',
    });
    expect(authStatus(sessionStore.getState())).toBe('signed-out');
    goToStep('VALIDATE_OTP');
    expect(sessionStore.getState()).toMatchObject({
      forgot_password_current_route: 'VALIDATE_OTP',
      is_reset_password_error: false,
    });
  });

  it('keeps when a rejected person may ask again', () => {
    rememberTryLater('warden@example.org', 1_800_000_000_000);
    expect(sessionStore.getState()).toMatchObject({
      forgot_password_current_route: 'TRY_LATER',
      reset_password_request_try_after: 1_800_000_000_000,
      is_reset_password_error_type: 'RECENTLY_REJECTED',
    });
  });

  it('clears the record and the reset token', () => {
    rememberRequest(answer, 'CHANGE_PASSWORD');
    setResetToken('reset-token');
    clearResetState();
    expect(getResetToken()).toBeNull();
    expect(sessionStore.getState()).toEqual(DEFAULT_SESSION);
  });

  it('has a catalogue text for every status label and pending action', () => {
    for (const status of RESET_STATUSES) {
      const view = resetStatusView(status);
      for (const text of [view.label, view.pendingAction]) {
        if (text) expect(idOfText(text), text).not.toBeNull();
      }
    }
  });
});
