import { useEffect, useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot } from 'shared-kernel/api';

/**
 * The page's session (`status`, `user`, `csrfToken`, `error`), re-rendering on change. Loads it once
 * if nobody has yet. Sign in and out through `sessionStore` from `shared-kernel/api`.
 */
export function useSession(): SessionSnapshot {
  const snapshot = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
  const idle = snapshot.status === 'idle';
  useEffect(() => {
    if (idle) void sessionStore.load();
  }, [idle]);
  return snapshot;
}
