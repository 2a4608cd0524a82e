import { ToggleSwitch } from 'shared-kernel/primer';
import { useId } from 'react';
import { SUBSCRIPTION_ERROR } from '../../core';
import { useIssuable } from '../page/IssuableContext';
import { SidebarSection } from './SidebarSection';

/** "Notifications": the viewer's subscription, toggled optimistically (reverted with the spec's error). Signed-in viewers only. */
export function SidebarNotifications() {
  const { api, issue, currentUser, setIssue, notify } = useIssuable();
  const id = useId();
  if (!currentUser) return null;
  return (
    <SidebarSection title="Notifications">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <span id={id}>Notifications</span>
        <ToggleSwitch
          size="small"
          aria-labelledby={id}
          checked={Boolean(issue.subscribed)}
          onClick={() => {
            const subscribed = !issue.subscribed;
            setIssue((current) => ({ ...current, subscribed }));
            api.toggleSubscription().catch(() => {
              setIssue((current) => ({ ...current, subscribed: !subscribed }));
              notify({ variant: 'danger', message: SUBSCRIPTION_ERROR });
            });
          }}
        />
      </div>
    </SidebarSection>
  );
}
