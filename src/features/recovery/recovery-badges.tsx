/**
 * The round status marks above each recovery heading: one colour per kind of moment (waiting,
 * good news, a stop) so a warden recognises the step before reading it. Inline line drawings,
 * decorative only; the heading carries the meaning.
 */
import type { ReactNode } from 'react';

export type BadgeTone = 'brand' | 'warn' | 'ok' | 'danger';

const TONES: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  warn: 'bg-warn-50 text-warn-600',
  ok: 'bg-ok-50 text-ok-600',
  danger: 'bg-danger-50 text-danger-700',
};

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <div className={`grid size-16 place-items-center rounded-full ${TONES[tone]}`}>{children}</div>;
}

function Mark({ children, strokeWidth = 2 }: { children: ReactNode; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const ClockMark = () => (
  <Mark>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Mark>
);

export const CheckMark = () => (
  <Mark strokeWidth={2.4}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Mark>
);

export const MailMark = () => (
  <Mark>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </Mark>
);

export const SendMark = () => (
  <Mark>
    <path d="M21 3L10 14M21 3l-7 18-4-7-7-4z" />
  </Mark>
);

export const HourglassMark = () => (
  <Mark>
    <path d="M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9" />
  </Mark>
);

export const LockMark = () => (
  <Mark>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
  </Mark>
);

export const UndoMark = () => (
  <Mark>
    <path d="M9 14L4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Mark>
);

export const CrossMark = () => (
  <Mark strokeWidth={2.4}>
    <path d="M7 7l10 10M17 7L7 17" />
  </Mark>
);
