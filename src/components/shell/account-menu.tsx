/**
 * The header's account menu for every role (docs/product.md, 'Screens and routes'): avatar, name and role label open
 * a menu (components/menu.tsx) with 'change password' (the popup), the language switch and sign out. The warden's
 * shell passes its own sign-out, which first warns about unsent posts.
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLang, useT, type MessageId } from '@/i18n';
import { useSession } from '@/session/use-session';
import { signOut } from '@/session/sign-out';
import { Avatar } from '@/components/avatar';
import { Menu, MenuItem, MenuSeparator } from '@/components/menu';
import { ChevronDownIcon, GlobeIcon, KeyIcon, LogoutIcon } from '@/components/icons';

// Loaded when first opened: most visits never change a password, so the form and its schema stay
// out of the first screens' JavaScript (docs/benchmarks.md, P3).
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

const ITEM =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-[15px] font-medium text-ink focus:bg-brand-50 focus:text-brand-900 focus:outline-none';

export interface AccountMenuProps {
  /** Replaces the plain sign-out (the warden's warns about unsent posts first). */
  onSignOut?: () => void;
  signOutLabel?: MessageId;
}

export function AccountMenu({ onSignOut, signOutLabel = 'console.signOut' }: AccountMenuProps) {
  const t = useT();
  const user = useSession();
  const [lang, setLang] = useLang();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  // Stays mounted after the first opening so that closing keeps its transition.
  const [passwordDialogUsed, setPasswordDialogUsed] = useState(false);
  const otherLang = lang === 'en' ? 'kn' : 'en';
  const signOutNow = () => {
    signOut();
    void navigate({ to: '/', replace: true });
  };

  return (
    <>
      <Menu
        // Starts with the name and role the button shows, so speech users can say what they see.
        label={t('dash.accountMenuOf', { name: user.name, role: user.role ? t(`role.${user.role}`) : '' })}
        buttonClassName="flex min-h-12 items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white aria-expanded:bg-white/10"
        button={
          <>
            <Avatar user={user} />
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="max-w-[9.5rem] truncate text-[15px] font-semibold text-white sm:max-w-[14rem]">
                {user.name}
              </span>{' '}
              <span className="text-[13px] font-medium text-brand-100">{user.role ? t(`role.${user.role}`) : ''}</span>
            </span>
            <ChevronDownIcon width={18} height={18} className="text-brand-100" />
          </>
        }
        className="z-40 w-64 origin-top-right rounded-2xl border border-line bg-white p-1.5 shadow-card focus:outline-none"
      >
        <div className="px-3 pt-2 pb-2.5">
          <p className="truncate text-[15px] font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-ink-muted">{user.email_id}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem
          className={ITEM}
          onClick={() => {
            setPasswordDialogUsed(true);
            setChangingPassword(true);
          }}
        >
          <KeyIcon className="text-brand-700" />
          {t('dash.changePassword')}
        </MenuItem>
        <MenuItem className={ITEM} onClick={() => setLang(otherLang)} lang={otherLang}>
          <GlobeIcon className="text-brand-700" />
          {t(otherLang === 'kn' ? 'lang.name.kn' : 'lang.name.en')}
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem
          className={`${ITEM} text-danger-700 focus:bg-danger-50 focus:text-danger-700`}
          onClick={onSignOut ?? signOutNow}
        >
          <LogoutIcon />
          {t(signOutLabel)}
        </MenuItem>
      </Menu>
      {passwordDialogUsed && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
}
