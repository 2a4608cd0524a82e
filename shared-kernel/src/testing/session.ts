import { onTestFinished, vi } from 'vitest';
import { sessionStore, type SessionSnapshot, type SessionUser } from 'shared-kernel/api';

/**
 * A ready session for `username` (or an anonymous one with `null`) without a request, for the current
 * test: `useSession` and `sessionStore.getSnapshot()` return it until the test finishes. The user has
 * id 3 and is no administrator unless `user` says otherwise.
 */
export function fakeSession(username: string | null, user: Partial<SessionUser> = {}): SessionSnapshot {
  const snapshot: SessionSnapshot = {
    status: 'ready',
    csrfToken: 'token',
    error: null,
    user: username === null ? null : { id: 3, username, name: username, avatar_url: null, web_url: `/${username}`, is_admin: false, state: 'active', ...user },
  };
  const spies = [vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue(snapshot), vi.spyOn(sessionStore, 'subscribe').mockReturnValue(() => {})];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
  return snapshot;
}
