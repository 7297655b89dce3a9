/**
 * The admin console (`/admin/*`, ADMIN and SUPER_ADMIN): the console frame with its sections.
 * Desktop-first, since admins work at a desk; the nav is a scrollable tab row for phones.
 */
import type { ReactNode } from 'react';
import { ConsoleShell, type ConsoleNavItem } from '@/components/shell/console-shell';

const NAV: ConsoleNavItem[] = [
  { to: '/admin', label: 'admin.nav.home', exact: true },
  { to: '/admin/accounts', label: 'adm.nav.accounts', exact: false },
  { to: '/admin/institutions', label: 'adm.nav.institutions', exact: false },
  { to: '/admin/approvals', label: 'admin.nav.approvals', exact: false },
  { to: '/admin/review', label: 'review.nav', exact: false },
  { to: '/admin/schedule', label: 'adm.nav.schedule', exact: false },
  { to: '/admin/reports', label: 'dd.nav.reports', exact: false },
];

export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <ConsoleShell home="/admin" title="admin.console" navLabel="admin.nav.label" nav={NAV}>
      {children}
    </ConsoleShell>
  );
}
