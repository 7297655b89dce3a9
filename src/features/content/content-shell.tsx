/**
 * The content console (`/content/*`, docs/spec-notes.md, 'The website's content and its review'): the website's staff
 * (creators, moderators, approvers) and the admins, in the shared console frame with three sections: what waits for
 * them, the website's sections, and the media library.
 */
import type { ReactNode } from 'react';
import { ConsoleShell, type ConsoleNavItem } from '@/components/shell/console-shell';

const NAV: ConsoleNavItem[] = [
  { to: '/content', label: 'content.nav.inbox', exact: true },
  { to: '/content/sections', label: 'content.nav.sections', exact: false },
  { to: '/content/media', label: 'library.nav', exact: false },
];

export function ContentShell({ children }: { children: ReactNode }) {
  return (
    <ConsoleShell home="/content" title="content.console" navLabel="content.nav.label" nav={NAV}>
      {children}
    </ConsoleShell>
  );
}
