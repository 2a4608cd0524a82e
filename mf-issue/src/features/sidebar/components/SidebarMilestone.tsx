import { Button, SelectPanel, type SelectPanelItemInput } from '@primer/react';
import { useRef, useState } from 'react';
import { useQuery, useShortcut } from 'shared-kernel/react';
import { useIssueContext } from '../../../lib/IssueContext';
import { getMilestones, milestonesQueryKey } from '../../../api/getMilestones';
import { setIssueMilestone } from '../api/setIssueMilestone';
import { MilestoneValue } from './MilestoneValue';
import { None, SidebarSection } from 'issuable-ui/react';

export const MILESTONE_UPDATE_ERROR = 'Something went wrong while setting issue milestone.';

/** The milestone (tooltip: started, past due) and, for those who may set metadata, a picker (shortcut `m`). */
export function SidebarMilestone() {
  const { ref, issue, notify, refetch } = useIssueContext();
  const canEdit = Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Read through the page's query cache once the picker first opens (a failure lists none).
  const [wanted, setWanted] = useState(false);
  const query = useQuery({ queryKey: milestonesQueryKey(ref), queryFn: ({ signal }) => getMilestones(ref, signal), enabled: wanted });
  const milestones = query.data ?? (query.isError ? [] : null);
  const [filter, setFilter] = useState('');

  function show() {
    setOpen(true);
    setWanted(true);
  }
  useShortcut('change-milestone', show, { enabled: canEdit });

  async function choose(milestoneId: number | null) {
    setOpen(false);
    try {
      await setIssueMilestone(ref, milestoneId);
      await refetch();
    } catch {
      notify({ variant: 'danger', message: MILESTONE_UPDATE_ERROR });
    }
  }

  const items: SelectPanelItemInput[] = (milestones ?? [])
    .filter((milestone) => milestone.title.toLowerCase().includes(filter.toLowerCase()))
    .map((milestone) => ({ id: milestone.id, text: milestone.title, description: milestone.expired ? 'Expired' : (milestone.due_date ?? undefined) }));
  const selected = items.find((item) => item.id === issue.milestone?.id);

  return (
    <SidebarSection
      title="Milestone"
      action={
        canEdit ? (
          <Button ref={anchor} size="small" variant="invisible" aria-keyshortcuts="m" aria-label="Edit milestone" onClick={show}>
            Edit
          </Button>
        ) : null
      }
    >
      {canEdit ? (
        <SelectPanel
          title="Assign milestone"
          anchorRef={anchor}
          renderAnchor={null}
          open={open}
          onOpenChange={setOpen}
          items={items}
          selected={selected}
          onSelectedChange={(item: SelectPanelItemInput | undefined) => void choose(item && typeof item.id === 'number' && item.id !== issue.milestone?.id ? item.id : null)}
          onFilterChange={setFilter}
          loading={milestones === null && open}
        />
      ) : null}
      {issue.milestone ? <MilestoneValue milestone={issue.milestone} /> : <None />}
    </SidebarSection>
  );
}
