/**
 * Where X sends the browser back after an institution's sign-in (the server's callback redirects
 * to `/x/connected?organization={id}&x=connected|cancelled|failed`): says plainly what happened
 * and leads home, to the console or the warden's phone screens, whoever started the sign-in.
 */
import { homePathFor } from '@common/access';
import { useT, type MessageId } from '@/i18n';
import { useSession } from '@/session/use-session';
import { authStatus } from '@/session/session-types';
import { ButtonLink } from '@/components/button';
import { PreLoginLayout } from '@/components/pre-login-layout';

export type XOutcome = 'connected' | 'cancelled' | 'failed';

const TEXTS: Record<XOutcome, { title: MessageId; description: MessageId }> = {
  connected: { title: 'xConnect.connected.title', description: 'xConnect.connected.description' },
  cancelled: { title: 'xConnect.cancelled.title', description: 'xConnect.cancelled.description' },
  failed: { title: 'xConnect.failed.title', description: 'xConnect.failed.description' },
};

export function XConnectedScreen({ outcome }: { outcome: XOutcome }) {
  const t = useT();
  const user = useSession();
  const home = authStatus(user) === 'validated' && user.role ? homePathFor(user.role) : '/';
  const done = outcome === 'connected';
  return (
    <PreLoginLayout
      title={t(TEXTS[outcome].title)}
      description={t(TEXTS[outcome].description)}
      badge={
        <div
          className={`grid size-16 place-items-center rounded-full text-3xl font-bold ${done ? 'bg-brand-50 text-brand-800' : 'bg-warn-50 text-warn-600'}`}
          aria-hidden="true"
        >
          {done ? '✓' : '!'}
        </div>
      }
    >
      <ButtonLink to={home}>{t('xConnect.back')}</ButtonLink>
    </PreLoginLayout>
  );
}
