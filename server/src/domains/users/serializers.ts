import { avatarUrlOf } from './avatars.ts';
import type { UserRow } from './tables.ts';

export function userWebUrl(base: string, user: Pick<UserRow, 'username'>): string {
  return `${base}/${user.username}`;
}

/** GitLab's UserBasic. */
export function userBasicJson(base: string, user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    state: user.state,
    locked: false,
    avatar_url: avatarUrlOf(base, user),
    web_url: userWebUrl(base, user),
  };
}

/** The session endpoint's user: UserBasic plus is_admin. */
export function sessionUserJson(base: string, user: UserRow) {
  return { ...userBasicJson(base, user), is_admin: user.isAdmin };
}

/** GitLab's UserPublic/UserDetail subset; e-mail and is_admin only for the user themself or admins. */
export function userDetailJson(base: string, user: UserRow, options: { self: boolean; viewerIsAdmin: boolean }) {
  const privileged = options.self || options.viewerIsAdmin;
  return {
    ...userBasicJson(base, user),
    created_at: user.createdAt.toISOString(),
    bio: '',
    public_email: null,
    ...(privileged ? { email: user.email, is_admin: user.isAdmin } : {}),
  };
}
