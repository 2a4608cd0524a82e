import { Button, SelectPanel, type SelectPanelItemInput } from 'shared-kernel/primer';
import { SyncIcon } from '@primer/octicons-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { issuableQueryKey } from 'shared-kernel/query';
import { useQuery, useShortcut } from 'shared-kernel/react';
import { AssigneeAvatars, normalizeUser, UserAvatarLink } from 'shared-kernel/ui';
import type { IssuablePeoplePort, PickableUser } from '../../core/port';
import { REQUEST_REVIEW, REVIEWER_STATES } from '../../core/texts';
import type { IssueUser } from '../../core/types';
import { useIssuable } from '../page/IssuableContext';
import { None, SidebarSection } from './SidebarSection';

const NO_MEMBERS: PickableUser[] = [];

type Item = SelectPanelItemInput & { id: string; text: string };

const asItem = (user: { username: string; name: string }): Item => ({ id: user.username, text: user.name, description: `@${user.username}` });

/** Whether the picked usernames are the current people (closing the picker unchanged saves nothing). */
const sameUsers = (items: Item[], users: readonly { username: string }[]) =>
  items.length === users.length && items.every((item) => users.some((user) => user.username === item.id));

interface PeopleSectionProps {
  title: 'Assignees' | 'Reviewers';
  panelTitle: string;
  people: readonly IssueUser[];
  port: IssuablePeoplePort | undefined;
  /** The keyboard shortcut that opens the picker (`a` for assignees). */
  shortcut?: { command: string; key: string };
  /** The value as shown; `save` replaces the people (with the usernames given). */
  children: (save: (usernames: string[]) => Promise<void>, canEdit: boolean) => ReactNode;
}

/**
 * A people field with, when the API has its port and the viewer may set metadata, a filterable picker of
 * members; closing the picker saves the selection when it changed, then reads the issuable again.
 */
function PeopleSection({ title, panelTitle, people, port, shortcut, children }: PeopleSectionProps) {
  const { api, issue, notify, refetch } = useIssuable();
  const canEdit = port !== undefined && Boolean(issue.current_user.can_set_issue_metadata ?? issue.current_user.can_admin_issue);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Read through the page's query cache once a picker first opens (assignees and reviewers share it; a failure lists none).
  const [wanted, setWanted] = useState(false);
  const query = useQuery({
    queryKey: issuableQueryKey(api.kind, api.fullPath, api.iid, 'members'),
    queryFn: ({ signal }) => (port ? port.members(signal) : Promise.resolve(NO_MEMBERS)),
    enabled: wanted && port !== undefined,
  });
  const members = query.data ?? (query.isError ? NO_MEMBERS : null);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Item[]>([]);

  function show() {
    setSelected(people.map(asItem));
    setOpen(true);
    setWanted(true);
  }
  useShortcut(shortcut?.command ?? '', show, { enabled: canEdit && shortcut !== undefined });

  async function save(usernames: string[]) {
    if (!port) return;
    try {
      await port.set(usernames);
      await refetch();
    } catch {
      notify({ variant: 'danger', message: port.error });
    }
  }

  // Stable between renders: the page re-renders on every live update, and a new list makes the open
  // panel re-run its effects (scroll, announcements) under the user's pointer.
  const items: Item[] = useMemo(
    () => (members ?? []).map(asItem).filter((item) => `${item.text} ${item.description}`.toLowerCase().includes(filter.toLowerCase())),
    [members, filter],
  );

  return (
    <SidebarSection
      title={title}
      action={
        canEdit ? (
          <Button ref={anchor} size="small" variant="invisible" aria-keyshortcuts={shortcut?.key} aria-label={`Edit ${title.toLowerCase()}`} onClick={show}>
            Edit
          </Button>
        ) : null
      }
    >
      {/* The panel mounts when first opened: a closed SelectPanel (its overlay, media queries, focus hooks) cost each page's first render. */}
      {canEdit && wanted ? (
        <SelectPanel
          title={panelTitle}
          anchorRef={anchor}
          renderAnchor={null}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next && !sameUsers(selected, people)) void save(selected.map((item) => item.id));
          }}
          items={items}
          selected={selected}
          onSelectedChange={(next: SelectPanelItemInput[]) => setSelected(next as Item[])}
          onFilterChange={setFilter}
          loading={members === null && open}
        />
      ) : null}
      {children(save, canEdit)}
    </SidebarSection>
  );
}

/**
 * Assignees (3 shown, `+N`, `99+`, with their names) and, when the API has `assignees` and the viewer may
 * set metadata, a picker of members (shortcut `a`) and "assign yourself".
 */
export function SidebarAssignees() {
  const { api, issue, currentUser } = useIssuable();
  const assignees = issue.assignees ?? [];
  return (
    <PeopleSection title="Assignees" panelTitle="Assign to" people={assignees} port={api.assignees} shortcut={{ command: 'change-assignee', key: 'a' }}>
      {(save, canEdit) =>
        assignees.length > 0 ? (
          <AssigneeAvatars users={assignees} showNames />
        ) : (
          <span>
            <None />
            {canEdit && currentUser ? (
              <>
                {' - '}
                <Button size="small" variant="link" onClick={() => void save([currentUser.username])}>
                  assign yourself
                </Button>
              </>
            ) : null}
          </span>
        )
      }
    </PeopleSection>
  );
}

/**
 * A merge request's reviewers with their review state and, when the API has `reviewers` and the viewer
 * may set metadata, a picker of members and "Re-request review" beside a reviewer who reviewed.
 */
export function SidebarReviewers() {
  const { api, issue, notify, refetch } = useIssuable();
  const reviewers = issue.reviewers ?? [];
  const port = api.reviewers;

  async function rereview(userId: number) {
    if (!port) return;
    try {
      await port.rereview.run(userId);
      await refetch();
    } catch {
      notify({ variant: 'danger', message: port.rereview.error });
    }
  }

  return (
    <PeopleSection title="Reviewers" panelTitle="Request review from" people={reviewers} port={port}>
      {(_save, canEdit) =>
        reviewers.length === 0 ? (
          <None />
        ) : (
          <ul aria-label="Reviewers" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
            {reviewers.map((user) => (
              <li key={user.id} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <UserAvatarLink user={normalizeUser(user)} size={24} />
                <span style={{ flex: 1, minWidth: 0 }}>{user.name}</span>
                {user.state ? (
                  <span data-testid="reviewer-state" style={{ fontSize: 12, color: 'var(--fgColor-muted, #59636e)' }}>
                    {REVIEWER_STATES[user.state] ?? user.state}
                  </span>
                ) : null}
                {canEdit && user.state && user.state !== 'unreviewed' ? (
                  <Button size="small" variant="invisible" aria-label={`${REQUEST_REVIEW} from ${user.name}`} title={REQUEST_REVIEW} onClick={() => void rereview(user.id)}>
                    <SyncIcon />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      }
    </PeopleSection>
  );
}
