import { UserAvatar } from './UserAvatar';
import type { AvatarUser } from './users';

/** Props of {@link UserAvatarLink}. */
export interface UserAvatarLinkProps {
  user: AvatarUser;
  /** Pixel size (the spec uses 24 and 32). Default 24. */
  size?: number;
  /** Show the name and `@username` beside the avatar (GitLab's sidebar assignees). Default false. */
  showName?: boolean;
}

/**
 * A user's avatar (uploaded image or identicon) linking to their profile (a plain avatar without `webUrl`),
 * labelled with their name, or followed by the visible name and `@username`.
 */
export function UserAvatarLink({ user, size = 24, showName = false }: UserAvatarLinkProps) {
  if (showName) {
    const content = (
      <>
        <UserAvatar entity={user} size={size} />
        <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.25 }}>
          <span style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>{user.name}</span>{' '}
          <span style={{ color: 'var(--fgColor-muted)', fontSize: 12 }}>@{user.username}</span>
        </span>
      </>
    );
    const style = { display: 'inline-flex', alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none', minWidth: 0 };
    return user.webUrl ? (
      <a href={user.webUrl} data-username={user.username} style={style}>
        {content}
      </a>
    ) : (
      <span style={style}>{content}</span>
    );
  }
  const avatar = <UserAvatar entity={user} size={size} alt={user.webUrl ? '' : user.name} />;
  if (!user.webUrl) return avatar;
  return (
    <a href={user.webUrl} aria-label={user.name} title={user.name} data-username={user.username} style={{ display: 'inline-flex' }}>
      {avatar}
    </a>
  );
}
