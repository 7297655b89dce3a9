/**
 * A user's picture in the header; the default avatar when none is set or it fails to load
 * (deleted media, offline). It always sits beside the user's name, so it is decorative (empty alt):
 * a description would only repeat the name to screen readers and break the menu button's label.
 */
import defaultAvatarUrl from '@/assets/default-avatar.svg';
import type { SessionUser } from '@/session/session-types';

export function Avatar({ user, size = 40 }: { user: Pick<SessionUser, 'avatar'>; size?: number }) {
  return (
    <img
      src={user.avatar || defaultAvatarUrl}
      alt=""
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
