import { ActionList, ActionMenu, Button, Label } from 'shared-kernel/primer';
import { useEffect, useRef, useState } from 'react';
import { useIssueContext } from '../../../lib/IssueContext';
import type { HealthStatus } from '../../../lib/types';
import { setIssueHealthStatus } from '../api/setIssueHealthStatus';
import { HEALTH_STATUS_LABELS } from '../milestone';
import { HEALTH_STATUS_DROPDOWN_DELAY_MS, HEALTH_STATUS_FETCH_ERROR, HEALTH_STATUS_SET_ERROR } from '../texts';
import { None, SidebarSection, useSidebarUpdate } from 'issuable-ui/react';

const VARIANTS = { on_track: 'success', needs_attention: 'attention', at_risk: 'danger' } as const;
const STATUSES = Object.keys(HEALTH_STATUS_LABELS) as HealthStatus[];

/**
 * The health status (on track, needs attention, at risk; none) and, for those who may set metadata, a
 * menu that opens after GitLab's 100 ms delay.
 */
export function SidebarHealthStatus() {
  const { ref, issue } = useIssueContext();
  const canEdit = Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  // The menu mounts when first opened (a closed ActionMenu's overlay and hooks cost the page's first render).
  const [mounted, setMounted] = useState(false);
  const { saving, update } = useSidebarUpdate({ setError: HEALTH_STATUS_SET_ERROR, fetchError: HEALTH_STATUS_FETCH_ERROR });
  const current = issue.health_status && issue.health_status in HEALTH_STATUS_LABELS ? issue.health_status : null;

  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => {
      setOpening(false);
      setMounted(true);
      setOpen(true);
    }, HEALTH_STATUS_DROPDOWN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opening]);

  function choose(status: HealthStatus | null) {
    setOpen(false);
    if (status === current) return;
    void update(() => setIssueHealthStatus(ref, status));
  }

  return (
    <SidebarSection
      title="Health status"
      action={
        canEdit ? (
          <Button ref={anchor} size="small" variant="invisible" aria-label="Edit health status" aria-haspopup="true" aria-expanded={open} disabled={saving} onClick={() => setOpening(true)}>
            Edit
          </Button>
        ) : null
      }
    >
      {canEdit && mounted ? (
        <ActionMenu open={open} onOpenChange={setOpen} anchorRef={anchor}>
          <ActionMenu.Overlay align="end">
            <ActionList selectionVariant="single" aria-label="Health status">
              {STATUSES.map((status) => (
                <ActionList.Item key={status} selected={status === current} onSelect={() => choose(status)}>
                  {HEALTH_STATUS_LABELS[status]}
                </ActionList.Item>
              ))}
              <ActionList.Divider />
              <ActionList.Item selected={current === null} onSelect={() => choose(null)}>
                No status
              </ActionList.Item>
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      ) : null}
      {current ? <Label variant={VARIANTS[current]}>{HEALTH_STATUS_LABELS[current]}</Label> : <None />}
    </SidebarSection>
  );
}
