/**
 * The friendly 404 (route /404, unknown paths whose redirect has nowhere better to go, and
 * validated roles whose own screens are not in the PWA yet). Always offers a way on: home or
 * sign-in, and sign-out for a signed-in user who landed somewhere they may not be.
 */
import { useNavigate } from '@tanstack/react-router';
import { homePathFor } from '@common/access';
import { useT } from '@/i18n';
import { useSession } from '@/session/use-session';
import { authStatus } from '@/session/session-types';
import { signOut } from '@/session/sign-out';
import { Button, ButtonLink } from '@/components/button';
import { PreLoginLayout } from '@/components/pre-login-layout';

export function NotFoundScreen({ roleNotReady = false }: { roleNotReady?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession();
  const status = authStatus(user);
  const home = status === 'validated' && user.role ? homePathFor(user.role) : '/';
  const homeIsHere = typeof window !== 'undefined' && window.location.pathname === home;

  return (
    <PreLoginLayout
      title={t('notFound.title')}
      description={roleNotReady ? t('notFound.roleSoon') : t('notFound.description')}
      badge={
        <div
          className="grid size-16 place-items-center rounded-full bg-brand-50 text-2xl font-bold text-brand-800"
          aria-hidden="true"
        >
          404
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        {!homeIsHere && !roleNotReady ? (
          <ButtonLink to={home}>{status === 'signed-out' ? t('notFound.signIn') : t('notFound.home')}</ButtonLink>
        ) : null}
        {status !== 'signed-out' ? (
          <Button
            look="bordered"
            onClick={() => {
              signOut();
              void navigate({ to: '/', replace: true });
            }}
          >
            {t('notFound.signOut')}
          </Button>
        ) : null}
      </div>
    </PreLoginLayout>
  );
}
