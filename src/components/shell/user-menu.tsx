/**
 * The warden header's account menu: the shared one, whose 'logout' first warns when posts are
 * still in the outbox (they stay on the phone for this account).
 */
import { useSignOutWarning } from './sign-out-warning';
import { AccountMenu } from './account-menu';

export function UserMenu() {
  const { requestSignOut, warning } = useSignOutWarning();
  return (
    <>
      <AccountMenu onSignOut={requestSignOut} signOutLabel="dash.logout" />
      {warning}
    </>
  );
}
