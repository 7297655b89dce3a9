/**
 * A tiny toast queue (docs/product.md, 'Limits'): errors stay 4 s and successes 2 s unless told otherwise, and at
 * most 20 are kept. Plain functions so non-React code (the API client) can raise toasts; the
 * Toaster component renders the newest few at the bottom centre.
 */
export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
}

export const TOAST_DURATION: Record<ToastKind, number> = { error: 4000, success: 2000, info: 2000 };
export const MAX_TOASTS = 20;

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function showToast(kind: ToastKind, message: string, options: { duration?: number } = {}): number {
  const id = nextId++;
  const duration = options.duration ?? TOAST_DURATION[kind];
  const next = [...toasts, { id, kind, message, duration }];
  // Drop the oldest beyond the cap, with their timers.
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) {
    const timer = timers.get(dropped.id);
    if (timer) clearTimeout(timer);
    timers.delete(dropped.id);
  }
  toasts = next.slice(-MAX_TOASTS);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  emit();
  return id;
}

export const toast = {
  error: (message: string, options?: { duration?: number }) => showToast('error', message, options),
  success: (message: string, options?: { duration?: number }) => showToast('success', message, options),
  info: (message: string, options?: { duration?: number }) => showToast('info', message, options),
  dismiss: dismissToast,
};

/** Clears every toast; for tests and for a sign-out that should not carry old messages along. */
export function clearToasts(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  toasts = [];
  emit();
}
