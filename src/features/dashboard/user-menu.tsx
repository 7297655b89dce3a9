/**
 * The header's account menu (SPEC.md §2): avatar, name and role label open a Headless UI menu
 * with 'change password' (opens the change-password popup) and 'logout' (which first warns when
 * posts are still in the outbox), plus the language switch so it is reachable after sign-in.
 */
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { lazy, Suspense, useState } from 'react';
import defaultAvatarUrl from '@/assets/default-avatar.svg';
import { useT, useLang } from '@/i18n';
import type { SessionUser } from '@/session/session-types';
import { useSignOutWarning } from '@/features/outbox/sign-out-warning';
import { ChevronDownIcon, GlobeIcon, KeyIcon, LogoutIcon } from '@/components/icons';

// Loaded when first opened: the composer's JavaScript need not carry the change-password form and
// its zod schema for a popup most visits never open (docs/benchmarks.md, P3).
const ChangePasswordDialog = lazy(() => import('@/features/account/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

const ITEM = 'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-[15px] font-medium text-ink data-focus:bg-brand-50 data-focus:text-brand-900';

export function Avatar({ user, size = 40 }: { user: Pick<SessionUser, 'avatar' | 'name'>; size?: number }) {
  const t = useT();
  return (
    <img
      src={user.avatar || defaultAvatarUrl}
      alt={t('dash.avatarAlt', { name: user.name })}
      width={size}
      height={size}
      className="shrink-0 rounded-full bg-brand-100 object-cover ring-2 ring-white"
      style={{ width: size, height: size }}
      onError={(event) => {
        // A broken avatar URL (deleted media, offline) falls back to the default picture.
        if (!event.currentTarget.src.endsWith(defaultAvatarUrl)) event.currentTarget.src = defaultAvatarUrl;
      }}
    />
  );
}

export function UserMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const [lang, setLang] = useLang();
  const [changingPassword, setChangingPassword] = useState(false);
  // Stays mounted after the first opening so that closing keeps its transition.
  const [passwordDialogUsed, setPasswordDialogUsed] = useState(false);
  // Unsent posts make 'logout' ask first (they stay on the phone for this account).
  const { requestSignOut, warning } = useSignOutWarning();
  const roleLabel = user.role ? t(`role.${user.role}`) : '';
  const otherLang = lang === 'en' ? 'kn' : 'en';

  return (
    <>
      <Menu as="div" className="relative">
        <MenuButton
          className="flex min-h-12 items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white data-open:bg-white/10"
          aria-label={t('dash.accountMenu')}
        >
          <Avatar user={user} />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="max-w-[9.5rem] truncate text-[15px] font-semibold text-white">{user.name}</span>
            <span className="text-[13px] font-medium text-brand-100">{roleLabel}</span>
          </span>
          <ChevronDownIcon width={18} height={18} className="text-brand-100" />
        </MenuButton>
        <MenuItems
          anchor={{ to: 'bottom end', gap: 8 }}
          className="z-40 w-64 origin-top-right rounded-2xl border border-line bg-white p-1.5 shadow-card focus:outline-none"
        >
          <div className="px-3 pt-2 pb-2.5">
            <p className="truncate text-[15px] font-semibold text-ink">{user.name}</p>
            <p className="truncate text-sm text-ink-muted">{user.email_id}</p>
          </div>
          <MenuSeparator className="my-1 h-px bg-line" />
          <MenuItem>
            <button type="button" className={ITEM} onClick={() => {
                setPasswordDialogUsed(true);
                setChangingPassword(true);
              }}>
              <KeyIcon className="text-brand-700" />
              {t('dash.changePassword')}
            </button>
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
              onClick={requestSignOut}
            >
              <LogoutIcon />
              {t('dash.logout')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {passwordDialogUsed && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
      {warning}
    </>
  );
}
