import { Button, FormControl, Label, Select, SelectPanel, TextInput, type SelectPanelItemInput } from 'shared-kernel/primer';
import { useMemo, useRef, useState } from 'react';
import { useQuery } from 'shared-kernel/react';
import { LABELS_FETCH_ERROR, LabelsDropdown, type DropdownLabel } from 'shared-kernel/ui';
import { getLabels, projectLabelsQueryKey } from '../../../api/getLabels';
import { getMembers, membersQueryKey } from '../../../api/getMembers';
import { getMilestones, milestonesQueryKey, type AutocompleteMilestone } from '../../../api/getMilestones';

/** What the new-issue form's metadata fields hold. */
export interface NewIssueMetadataValue {
  assignees: { username: string; name: string }[];
  labels: DropdownLabel[];
  milestoneId: number | null;
  /** `YYYY-MM-DD`, or empty for none. */
  dueDate: string;
}

export const EMPTY_METADATA: NewIssueMetadataValue = { assignees: [], labels: [], milestoneId: null, dueDate: '' };

const NONE: never[] = [];

type MemberItem = SelectPanelItemInput & { id: string; text: string };

export interface NewIssueMetadataProps {
  fullPath: string;
  value: NewIssueMetadataValue;
  onChange: (change: (current: NewIssueMetadataValue) => NewIssueMetadataValue) => void;
  disabled?: boolean;
}

/**
 * The new-issue form's Assignees, Labels, Milestone and Due date (GitLab shows them to those who may set
 * an issue's metadata: reporters and above). Members and labels load when their picker first opens.
 */
export function NewIssueMetadata({ fullPath, value, onChange, disabled = false }: NewIssueMetadataProps) {
  const assigneesAnchor = useRef<HTMLButtonElement>(null);
  const [assigneesOpen, setAssigneesOpen] = useState(false);
  const [memberFilter, setMemberFilter] = useState('');
  const [labelsOpen, setLabelsOpen] = useState(false);
  // Reads through the page's query cache: milestones at once (the select lists them), members and
  // labels when their picker first opens. A failed members or milestones read lists none.
  const [membersWanted, setMembersWanted] = useState(false);
  const membersQuery = useQuery({ queryKey: membersQueryKey({ fullPath }), queryFn: ({ signal }) => getMembers({ fullPath }, signal), enabled: membersWanted });
  const members = membersQuery.data ?? (membersQuery.isError ? NONE : null);
  const milestonesQuery = useQuery({ queryKey: milestonesQueryKey({ fullPath }), queryFn: ({ signal }) => getMilestones({ fullPath }, signal) });
  const milestones: AutocompleteMilestone[] = milestonesQuery.data ?? NONE;
  const labelsQuery = useQuery({ queryKey: projectLabelsQueryKey({ fullPath }), queryFn: ({ signal }) => getLabels({ fullPath }, signal), enabled: labelsOpen });

  function openAssignees() {
    setAssigneesOpen(true);
    setMembersWanted(true);
  }

  function openLabels() {
    setLabelsOpen(true);
    // A failed read is tried again when the dropdown opens again.
    if (labelsQuery.isError) void labelsQuery.refetch();
  }

  // Stable between renders: the dropdown keeps its own checkboxes while it is open.
  const dropdownLabels = useMemo(() => {
    const chosen = new Set(value.labels.map((label) => label.id));
    return (labelsQuery.data ?? []).map((label) => ({ ...label, set: chosen.has(label.id) }));
  }, [labelsQuery.data, value.labels]);
  const labelsDropdown = labelsOpen
    ? {
        loading: labelsQuery.isPending || (labelsQuery.isError && labelsQuery.isFetching),
        error: labelsQuery.isError && !labelsQuery.isFetching ? LABELS_FETCH_ERROR : null,
        labels: dropdownLabels,
      }
    : null;

  const memberItems: MemberItem[] = useMemo(
    () =>
      (members ?? [])
        .map((member) => ({ id: member.username, text: member.name, description: `@${member.username}` }))
        .filter((item) => `${item.text} ${item.description}`.toLowerCase().includes(memberFilter.toLowerCase())),
    [members, memberFilter],
  );
  const selectedMembers: MemberItem[] = value.assignees.map((user) => ({ id: user.username, text: user.name, description: `@${user.username}` }));

  return (
    <fieldset style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', border: 0, padding: 0, margin: 0 }} disabled={disabled}>
      <div>
        <div id="new-issue-assignees" style={{ fontWeight: 600, marginBottom: 4 }}>
          Assignees
        </div>
        <Button ref={assigneesAnchor} aria-labelledby="new-issue-assignees" aria-describedby="new-issue-assignees-value" onClick={openAssignees}>
          Select assignees
        </Button>
        <SelectPanel
          title="Assign to"
          anchorRef={assigneesAnchor}
          renderAnchor={null}
          open={assigneesOpen}
          onOpenChange={setAssigneesOpen}
          items={memberItems}
          selected={selectedMembers}
          onSelectedChange={(next: SelectPanelItemInput[]) =>
            onChange((current) => ({ ...current, assignees: (next as MemberItem[]).map((item) => ({ username: item.id, name: item.text })) }))
          }
          onFilterChange={setMemberFilter}
          loading={members === null && assigneesOpen}
        />
        <div id="new-issue-assignees-value" style={{ marginTop: 4, color: 'var(--fgColor-muted)' }}>
          {value.assignees.length ? value.assignees.map((user) => user.name).join(', ') : 'Unassigned'}
        </div>
      </div>
      <div>
        <div id="new-issue-labels" style={{ fontWeight: 600, marginBottom: 4 }}>
          Labels
        </div>
        {labelsDropdown ? (
          <LabelsDropdown
            labels={labelsDropdown.labels}
            loading={labelsDropdown.loading}
            error={labelsDropdown.error}
            title="Select labels"
            onApply={(selection) => {
              setLabelsOpen(false);
              onChange((current) => ({ ...current, labels: selection.filter((label) => label.set) }));
            }}
            onCancel={() => setLabelsOpen(false)}
          />
        ) : (
          <Button aria-labelledby="new-issue-labels" onClick={openLabels}>
            Select labels
          </Button>
        )}
        {value.labels.length ? (
          <ul aria-label="Chosen labels" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
            {value.labels.map((label) => (
              <li key={label.id}>
                <Label style={{ background: label.color, color: label.textColor ?? undefined, borderColor: label.color }}>{label.title}</Label>
              </li>
            ))}
          </ul>
        ) : (
          <div style={{ marginTop: 4, color: 'var(--fgColor-muted)' }}>None</div>
        )}
      </div>
      <FormControl>
        <FormControl.Label>Milestone</FormControl.Label>
        <Select
          name="issue[milestone_id]"
          value={value.milestoneId === null ? '' : String(value.milestoneId)}
          onChange={(event) => {
            const id = event.target.value;
            onChange((current) => ({ ...current, milestoneId: id === '' ? null : Number(id) }));
          }}
        >
          <Select.Option value="">No milestone</Select.Option>
          {milestones.map((milestone) => (
            <Select.Option key={milestone.id} value={String(milestone.id)}>
              {milestone.title}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormControl.Label>Due date</FormControl.Label>
        <TextInput type="date" name="issue[due_date]" value={value.dueDate} onChange={(event) => onChange((current) => ({ ...current, dueDate: event.target.value }))} />
      </FormControl>
    </fieldset>
  );
}
