import { Avatar } from '@primer/react';
import { DEFAULT_AVATAR_URL, type AvatarUser } from './users';

/** Props of {@link UserAvatarLink}. */
export interface UserAvatarLinkProps {
  user: AvatarUser;
  /** Pixel size (the spec uses 24 and 32). Default 24. */
  size?: number;
}

/** A user's avatar linking to their profile (a plain avatar without `webUrl`), labelled with their name. */
export function UserAvatarLink({ user, size = 24 }: UserAvatarLinkProps) {
  const avatar = <Avatar src={user.avatarUrl || DEFAULT_AVATAR_URL} size={size} alt={user.webUrl ? '' : user.name} />;
  if (!user.webUrl) return avatar;
  return (
    <a href={user.webUrl} aria-label={user.name} title={user.name} data-username={user.username} style={{ display: 'inline-flex' }}>
      {avatar}
    </a>
  );
}
