/**
 * Signing out, which every signed-in screen offers (the account menu, the idle screen, the
 * outbox's warning, the not-found page). It ends the session here at once and asks the server,
 * best effort, to revoke the refresh token (`POST admin/logout`). The request starts before the
 * record is cleared so it still carries the access token.
 */
import * as ops from '@common/api-routes';
import { call } from '@/lib/api-client';
import { sessionStore } from './session-store';

export function signOut(): void {
  const { refresh_token, is_logged_in } = sessionStore.getState();
  if (is_logged_in && refresh_token) {
    call(ops.logout, { body: { refresh_token }, toastError: false }).catch(() => {
      // Offline or already revoked: the token dies on its own; nothing to tell the user.
    });
  }
  sessionStore.logout();
}
