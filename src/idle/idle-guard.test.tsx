// @vitest-environment jsdom
/**
 * The idle guard in the DOM: activity events reach the tracker, the idle screen replaces the
 * content while `is_idle` is set, the content stays mounted (a half-typed form survives), and
 * 'Keep Signed In' / 'Logout' do what they say.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '@/session/session-store';
import { IdleGuard } from './idle-guard';
import { listenForActivity } from './idle-browser';

function renderGuard(onLogout = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IdleGuard onLogout={onLogout}>
        <label>
          Draft
          <input defaultValue="" />
        </label>
      </IdleGuard>
    </QueryClientProvider>,
  );
  return onLogout;
}

beforeEach(() => {
  // No server here: the config call fails and the default idle time applies.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
  sessionStore.makeActive();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.logout();
});

describe('IdleGuard', () => {
  it('shows the content while active', () => {
    renderGuard();
    expect(screen.getByLabelText('Draft')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep Signed In' })).toBeNull();
  });

  it('replaces the content by the idle screen and keeps what was typed', () => {
    renderGuard();
    fireEvent.change(screen.getByLabelText('Draft'), { target: { value: 'Rice and sambar' } });
    act(() => sessionStore.makeIdle());
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeTruthy();
    expect(screen.getByLabelText('Draft').closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Signed In' }));
    expect(sessionStore.getState().is_idle).toBe(false);
    expect(screen.getByLabelText('Draft').closest('[hidden]')).toBeNull();
    expect((screen.getByLabelText('Draft') as HTMLInputElement).value).toBe('Rice and sambar');
  });

  it('Logout calls the shell sign-out', () => {
    const onLogout = renderGuard();
    act(() => sessionStore.makeIdle());
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('listenForActivity', () => {
  it('reports pointer, key, touch, scroll and a tab becoming visible, until cleaned up', () => {
    const onActivity = vi.fn();
    const stop = listenForActivity(onActivity);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    fireEvent.touchStart(document.body);
    fireEvent.scroll(document);
    fireEvent(document, new Event('visibilitychange'));
    expect(onActivity).toHaveBeenCalledTimes(5);
    stop();
    fireEvent.pointerDown(document.body);
    expect(onActivity).toHaveBeenCalledTimes(5);
  });
});
