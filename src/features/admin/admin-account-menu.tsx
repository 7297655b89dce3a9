/**
 * The admin header's account menu: initials, name and role label open a Headless UI menu with
 * 'change password' (`/admin/change-password`), the language switch and sign out. Initials instead
 * of a picture keep the header light on a desktop that may be on a slow office line.
 */
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLang, useT } from '@/i18n';
import type { SessionUser } from '@/session/session-types';
import { signOut } from '@/features/auth/auth-api';
import { ChevronDownIcon, GlobeIcon, KeyIcon, LogoutIcon } from '@/components/icons';

const ITEM = 'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-[15px] font-medium text-ink data-focus:bg-brand-50 data-focus:text-brand-900';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function AdminAccountMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const [lang, setLang] = useLang();
  const navigate = useNavigate();
  const otherLang = lang === 'en' ? 'kn' : 'en';
  const roleLabel = user.role ? t(`role.${user.role}`) : '';

  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t('admin.accountMenu')}
        className="flex min-h-12 items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white data-open:bg-white/10"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-[15px] font-bold text-brand-900 ring-2 ring-white/70" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="max-w-[9rem] truncate text-[15px] font-semibold text-white sm:max-w-[14rem]">{user.name}</span>
          <span className="text-[13px] font-medium text-brand-100">{roleLabel}</span>
        </span>
        <ChevronDownIcon width={18} height={18} className="text-brand-100" />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 8 }} className="z-40 w-64 origin-top-right rounded-2xl border border-line bg-white p-1.5 shadow-card focus:outline-none">
        <div className="px-3 pt-2 pb-2.5">
          <p className="truncate text-[15px] font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-ink-muted">{user.email_id}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          {/* `/admin/change-password` is a colleague's route still in the making; the splat keeps the link type-safe until it lands. */}
          <Link to="/$" params={{ _splat: 'admin/change-password' }} className={ITEM}>
            <KeyIcon className="text-brand-700" />
            {t('admin.changePassword')}
          </Link>
        </MenuItem>
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
            {t('admin.signOut')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
