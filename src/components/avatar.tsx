/**
 * A user's picture in the header; the default avatar when none is set or it fails to load
 * (deleted media, offline).
 */
import defaultAvatarUrl from '@/assets/default-avatar.svg';
import { useT } from '@/i18n';
import type { SessionUser } from '@/session/session-types';

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
        if (!event.currentTarget.src.endsWith(defaultAvatarUrl)) event.currentTarget.src = defaultAvatarUrl;
      }}
    />
  );
}
