import { Button, SelectPanel, type SelectPanelItemInput } from '@primer/react';
import { useMemo, useRef, useState } from 'react';
import { useQuery, useShortcut } from 'shared-kernel/react';
import { AssigneeAvatars } from 'shared-kernel/ui';
import { useIssueContext } from '../../../lib/IssueContext';
import { getMembers, membersQueryKey, type AutocompleteMember } from '../../../api/getMembers';
import { setIssueAssignees } from '../api/setIssueAssignees';
import { None, SidebarSection } from 'issuable-ui/react';

export const ASSIGNEES_UPDATE_ERROR = 'Something went wrong while updating assignees';

const NO_MEMBERS: AutocompleteMember[] = [];

type Item = SelectPanelItemInput & { id: string; text: string };

/** Whether the picked usernames are the current assignees (closing the picker unchanged saves nothing). */
const sameUsers = (items: Item[], users: { username: string }[]) =>
  items.length === users.length && items.every((item) => users.some((user) => user.username === item.id));

/** Assignees (3 shown, `+N`, `99+`) and, for those who may set metadata, a picker of members (shortcut `a`). */
export function SidebarAssignees() {
  const { ref, issue, currentUser, notify, refetch } = useIssueContext();
  const canEdit = Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const assignees = issue.assignees ?? [];
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Read through the page's query cache once the picker first opens (a failure lists none).
  const [wanted, setWanted] = useState(false);
  const query = useQuery({ queryKey: membersQueryKey(ref), queryFn: ({ signal }) => getMembers(ref, signal), enabled: wanted });
  const members = query.data ?? (query.isError ? NO_MEMBERS : null);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Item[]>([]);

  function show() {
    setSelected(assignees.map((user) => ({ id: user.username, text: user.name, description: `@${user.username}` })));
    setOpen(true);
    setWanted(true);
  }
  useShortcut('change-assignee', show, { enabled: canEdit });

  async function save(items: Item[]) {
    try {
      await setIssueAssignees(ref, items.map((item) => item.id));
      await refetch();
    } catch {
      notify({ variant: 'danger', message: ASSIGNEES_UPDATE_ERROR });
    }
  }

  // Stable between renders: the page re-renders on every live update, and a new list makes the open
  // panel re-run its effects (scroll, announcements) under the user's pointer.
  const items: Item[] = useMemo(
    () =>
      (members ?? [])
        .map((member) => ({ id: member.username, text: member.name, description: `@${member.username}` }))
        .filter((item) => `${item.text} ${item.description}`.toLowerCase().includes(filter.toLowerCase())),
    [members, filter],
  );

  return (
    <SidebarSection
      title="Assignees"
      action={
        canEdit ? (
          <Button ref={anchor} size="small" variant="invisible" aria-keyshortcuts="a" aria-label="Edit assignees" onClick={show}>
            Edit
          </Button>
        ) : null
      }
    >
      {canEdit ? (
        <SelectPanel
          title="Assign to"
          anchorRef={anchor}
          renderAnchor={null}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next && !sameUsers(selected, assignees)) void save(selected);
          }}
          items={items}
          selected={selected}
          onSelectedChange={(next: SelectPanelItemInput[]) => setSelected(next as Item[])}
          onFilterChange={setFilter}
          loading={members === null && open}
        />
      ) : null}
      {assignees.length > 0 ? (
        <AssigneeAvatars users={assignees} showNames />
      ) : (
        <span>
          <None />
          {canEdit && currentUser ? (
            <>
              {' - '}
              <Button size="small" variant="link" onClick={() => void save([{ id: currentUser.username, text: currentUser.name }])}>
                assign yourself
              </Button>
            </>
          ) : null}
        </span>
      )}
    </SidebarSection>
  );
}
