import { Button } from 'shared-kernel/primer';
import { useState } from 'react';
import { useIssuable } from '../page/IssuableContext';
import { SidebarSection } from './SidebarSection';

/** "Lock discussion": Locked / Unlocked and, when the API can lock and the flags offer it, Lock / Unlock. */
export function SidebarLock() {
  const { api, issue, currentUser, setIssue, refetch, notify } = useIssuable();
  const [busy, setBusy] = useState(false);
  const { lock } = api;

  async function toggle() {
    if (!lock) return;
    setBusy(true);
    try {
      const locked = await lock.run(!issue.discussion_locked);
      setIssue((current) => ({ ...current, discussion_locked: locked }));
      void refetch().catch(() => {});
    } catch {
      notify({ variant: 'danger', message: lock.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SidebarSection
      title="Lock discussion"
      action={
        lock && issue.current_user.show_lock_issue_option && currentUser ? (
          <Button size="small" variant="invisible" disabled={busy} onClick={() => void toggle()}>
            {issue.discussion_locked ? 'Unlock' : 'Lock'}
          </Button>
        ) : null
      }
    >
      {issue.discussion_locked ? 'Locked' : 'Unlocked'}
    </SidebarSection>
  );
}
