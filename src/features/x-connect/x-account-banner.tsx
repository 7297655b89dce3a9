/**
 * The warden home's banner for each of their institutions whose posts cannot reach X (docs/spec-notes.md, 'Publishing
 * to X'): one whose account X refused (its posts are kept and go out after a new sign-in) or one never connected.
 * Connect starts X's sign-in from the phone; offline, the button waits for the network. None shows while the
 * installation has no X app (GET config's x_publishing).
 */
import type { WardenInstitution } from '@common/contract/answers/institutions';
import { useT } from '@/i18n';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { capitalizeWords, nameIn } from '@/lib/names';
import { useConnectX } from '@/lib/x-connect-api';
import { useXPublishing } from '@/idle/idle-config';

export function XAccountBanners({ institutions }: { institutions: WardenInstitution[] }) {
  // Nothing can connect on an installation with no X app: no card a warden cannot act on.
  const xPublishing = useXPublishing();
  const waiting = institutions.filter((o) => o.x.status !== 'CONNECTED');
  if (!xPublishing || waiting.length === 0) return null;
  // Those X refused come first: their posts are waiting.
  waiting.sort((a, b) => Number(b.x.status === 'NEEDS_RECONNECT') - Number(a.x.status === 'NEEDS_RECONNECT'));
  return (
    <div className="flex flex-col gap-3">
      {waiting.map((o) => (
        <XAccountBanner key={o.id} institution={o} />
      ))}
    </div>
  );
}

function XAccountBanner({ institution }: { institution: WardenInstitution }) {
  const t = useT();
  const connect = useConnectX();
  const status = institution.x.status === 'NEEDS_RECONNECT' ? 'NEEDS_RECONNECT' : 'NOT_CONNECTED';
  const name = capitalizeWords(nameIn(institution.name, t.lang));
  const urgent = status === 'NEEDS_RECONNECT';
  return (
    <section
      role={urgent ? 'alert' : undefined}
      aria-label={t(`x.banner.${status}.title`, { name })}
      className={`flex flex-col gap-3 rounded-card border p-4 sm:flex-row sm:items-center sm:justify-between ${urgent ? 'border-warn-600/40 bg-warn-50' : 'border-line bg-white'}`}
    >
      <div className="flex gap-3">
        <AlertIcon className={`mt-0.5 shrink-0 ${urgent ? 'text-warn-600' : 'text-ink-muted'}`} />
        <div className="min-w-0">
          <p className="font-semibold text-ink">{t(`x.banner.${status}.title`, { name })}</p>
          <p className="mt-0.5 text-[15px] leading-relaxed text-ink-muted">{t(`x.banner.${status}.body`)}</p>
        </div>
      </div>
      <Button
        width="auto"
        className="shrink-0"
        look={urgent ? 'fill' : 'bordered'}
        busy={connect.isPending}
        aria-label={t(urgent ? 'x.reconnectFor' : 'x.connectFor', { name })}
        onClick={() => connect.mutate(institution.id)}
      >
        {t(urgent ? 'x.reconnect' : 'x.connect')}
      </Button>
    </section>
  );
}
