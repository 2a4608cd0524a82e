import { Button, Link, SelectPanel, Tooltip, type SelectPanelItemInput } from 'shared-kernel/primer';
import { useRef, useState } from 'react';
import { useQuery, useShortcut } from 'shared-kernel/react';
import { milestoneState, milestoneTooltip } from '../../core/milestone';
import type { IssueMilestone } from '../../core/types';
import { useIssuable } from '../page/IssuableContext';
import { None, SidebarSection } from './SidebarSection';

/** The milestone's title with a tooltip saying whether it is upcoming, running or past due. */
export function MilestoneValue({ milestone, now }: { milestone: IssueMilestone; now?: Date }) {
  const state = milestoneState(milestone, now);
  const text = milestoneTooltip(milestone, now);
  return (
    <Tooltip text={text} direction="w">
      <Link href={milestone.web_url ?? '#'} aria-label={text} data-started={state.started} data-past-due={state.pastDue}>
        {milestone.title}
        {state.pastDue ? <span style={{ color: 'var(--fgColor-danger)' }}> (Past due)</span> : null}
      </Link>
    </Tooltip>
  );
}

/**
 * The milestone (tooltip: started, past due) and, when the API has `milestone` and the viewer may set
 * metadata, a picker (shortcut `m`); choosing the current milestone again removes it.
 */
export function SidebarMilestone() {
  const { api, issue, notify, refetch } = useIssuable();
  const port = api.milestone;
  const canEdit = port !== undefined && Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Read through the page's query cache once the picker first opens (a failure lists none).
  const [wanted, setWanted] = useState(false);
  const query = useQuery({
    queryKey: ['project', api.fullPath, 'milestones'],
    queryFn: ({ signal }) => (port ? port.list(signal) : Promise.resolve([])),
    enabled: wanted && port !== undefined,
  });
  const milestones = query.data ?? (query.isError ? [] : null);
  const [filter, setFilter] = useState('');

  function show() {
    setOpen(true);
    setWanted(true);
  }
  useShortcut('change-milestone', show, { enabled: canEdit });

  async function choose(milestoneId: number | null) {
    setOpen(false);
    if (!port) return;
    try {
      await port.run(milestoneId);
      await refetch();
    } catch {
      notify({ variant: 'danger', message: port.error });
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
      {/* The panel mounts when first opened: a closed SelectPanel (its overlay, media queries, focus hooks) cost each page's first render. */}
      {canEdit && wanted ? (
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
