import { COUNTER_MAX, formatCounter } from 'shared-kernel/format';

/** A user as the APIs send it: REST snake_case or GraphQL camelCase (issue-page spec §3). */
export interface UserLike {
  id: number | string;
  name: string;
  username: string;
  avatar_url?: string | null;
  avatarUrl?: string | null;
  web_url?: string | null;
  webUrl?: string | null;
}

/** A user with one spelling of each field. */
export interface AvatarUser {
  id: number | string;
  name: string;
  username: string;
  avatarUrl: string | null;
  webUrl: string | null;
}

/** Reads either spelling of `avatar_url`/`avatarUrl` and `web_url`/`webUrl`. */
export function normalizeUser(user: UserLike): AvatarUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    avatarUrl: user.avatarUrl ?? user.avatar_url ?? null,
    webUrl: user.webUrl ?? user.web_url ?? null,
  };
}

/** Assignee avatars shown before the last slot becomes a counter. */
export const ASSIGNEES_MAX_VISIBLE = 3;

/** Participants shown before the "+ N more" toggle. */
export const PARTICIPANTS_SHOWN_BY_DEFAULT = 8;

/** Which avatars a capped list shows, and its counter. */
export interface VisibleAvatars<T> {
  shown: T[];
  /** How many the counter stands for (0: no counter). */
  hiddenCount: number;
  /** `'+N'`, `'99+'` above 99, or `null` without a counter. */
  counterLabel: string | null;
}

/**
 * Caps a list of avatars at `maxVisible` slots (issue-page spec §9): when there are more users, the
 * last slot becomes a `+N` counter for the rest (`99+` above 99).
 */
export function visibleAvatars<T>(users: readonly T[], maxVisible = ASSIGNEES_MAX_VISIBLE): VisibleAvatars<T> {
  if (users.length <= maxVisible) return { shown: [...users], hiddenCount: 0, counterLabel: null };
  const shownCount = Math.max(0, maxVisible - 1);
  const hiddenCount = users.length - shownCount;
  return { shown: users.slice(0, shownCount), hiddenCount, counterLabel: hiddenCount > COUNTER_MAX ? formatCounter(hiddenCount) : `+${hiddenCount}` };
}

/** A placeholder avatar URL when a user has none (a neutral data-URI, so no request is made). */
export const DEFAULT_AVATAR_URL =
  'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#d0d7de"/></svg>');
