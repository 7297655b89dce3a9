/**
 * The DD console's frame: the shared console shell with the DD's sections (home, feed, the review
 * of flagged posts, the three status lists, holidays, league table, weekly reports).
 */
import type { ReactNode } from 'react';
import { ConsoleShell, type ConsoleNavItem } from '@/components/shell/console-shell';

const NAV: ConsoleNavItem[] = [
  { to: '/dd', label: 'admin.nav.home', exact: true },
  { to: '/dd/feed', label: 'dd.nav.feed' },
  { to: '/dd/review', label: 'review.nav' },
  { to: '/dd/on-time', label: 'tweets.stats.onTime' },
  { to: '/dd/delayed', label: 'tweets.stats.delayed' },
  { to: '/dd/after-deadline', label: 'tweets.stats.afterDeadline' },
  { to: '/dd/holidays', label: 'dd.nav.holidays' },
  { to: '/dd/league', label: 'dd.nav.league' },
  { to: '/dd/reports', label: 'dd.nav.reports' },
];

export function DdShell({ children }: { children: ReactNode }) {
  return (
    <ConsoleShell home="/dd" title="dd.console" navLabel="dd.nav.label" nav={NAV}>
      {children}
    </ConsoleShell>
  );
}
