/**
 * The frame of a supervisors' console (`/dd/*` for a DD, `/helpline` for HELPLINE): brand header
 * with the console's name and an account menu (language, sign out), a scrollable tab row of
 * sections and the page. The admin shell keeps its own copy; this one takes its sections as props
 * so each console lists only what its role may open.
 */
import type { ReactNode } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import { useLang, useT, type MessageId } from '@/i18n';
import { useSession } from '@/session/use-session';
import { signOut } from '@/features/auth/auth-api';
import { ChevronDownIcon, GlobeIcon, LogoutIcon } from './icons';

export interface ConsoleNavItem {
  to: LinkProps['to'];
  label: MessageId;
  exact?: boolean;
}

const ITEM = 'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-[15px] font-medium text-ink data-focus:bg-brand-50 data-focus:text-brand-900';
const TAB =
  'relative flex min-h-12 items-center px-3 text-[15px] font-semibold text-brand-100 hover:text-white focus-visible:outline-2 focus-visible:outline-white data-[status=active]:text-white data-[status=active]:after:absolute data-[status=active]:after:inset-x-2 data-[status=active]:after:bottom-0 data-[status=active]:after:h-[3px] data-[status=active]:after:rounded-t data-[status=active]:after:bg-leaf-400';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

function AccountMenu() {
  const t = useT();
  const user = useSession();
  const [lang, setLang] = useLang();
  const navigate = useNavigate();
  const otherLang = lang === 'en' ? 'kn' : 'en';
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t('console.accountMenu')}
        className="flex min-h-12 items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white data-open:bg-white/10"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-[15px] font-bold text-brand-900 ring-2 ring-white/70" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="max-w-[9rem] truncate text-[15px] font-semibold text-white sm:max-w-[14rem]">{user.name}</span>
          <span className="text-[13px] font-medium text-brand-100">{user.role ? t(`role.${user.role}`) : ''}</span>
        </span>
        <ChevronDownIcon width={18} height={18} className="text-brand-100" />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 8 }} className="z-40 w-64 rounded-2xl border border-line bg-white p-1.5 shadow-card focus:outline-none">
        <div className="px-3 pt-2 pb-2.5">
          <p className="truncate text-[15px] font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-ink-muted">{user.email_id}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <button type="button" className={ITEM} onClick={() => setLang(otherLang)} lang={otherLang}>
            <GlobeIcon className="text-brand-700" />
            {t(otherLang === 'kn' ? 'lang.name.kn' : 'lang.name.en')}
          </button>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <button
            type="button"
            className={`${ITEM} text-danger-700 data-focus:bg-danger-50 data-focus:text-danger-700`}
            onClick={() => {
              signOut();
              void navigate({ to: '/', replace: true });
            }}
          >
            <LogoutIcon />
            {t('console.signOut')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

export interface ConsoleShellProps {
  home: LinkProps['to'];
  title: MessageId;
  navLabel: MessageId;
  nav: ConsoleNavItem[];
  children: ReactNode;
}

export function ConsoleShell({ home, title, navLabel, nav, children }: ConsoleShellProps) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-page">
      <header className="sticky top-0 z-30 bg-brand-800 text-white shadow-[0_1px_0_rgb(0_0_0/0.08)]">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to={home} className="flex min-h-12 min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-white">
            <img src="/icon.svg" alt="" width={36} height={36} className="size-9 shrink-0 rounded-[10px] ring-1 ring-white/20" />
            <span className="hidden min-w-0 flex-col leading-tight min-[480px]:flex">
              <span className="text-lg font-bold tracking-tight">{t('app.name')}</span>
              <span className="text-[13px] font-medium text-brand-100">{t(title)}</span>
            </span>
          </Link>
          <AccountMenu />
        </div>
        {nav.length > 1 ? (
          <nav aria-label={t(navLabel)} className="bg-brand-900/40">
            <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 sm:px-4">
              {nav.map((item) => (
                <li key={item.label} className="shrink-0">
                  <Link to={item.to} activeOptions={{ exact: item.exact ?? false }} className={TAB}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">{children}</main>
      <footer className="border-t border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4 text-sm text-ink-muted sm:px-6">
          <span>{t('footer.copyright')}</span>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{t('footer.version')}</span>
        </div>
      </footer>
    </div>
  );
}
