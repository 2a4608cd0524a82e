import { Button, SelectPanel, type SelectPanelItemInput } from '@primer/react';
import { SyncIcon } from '@primer/octicons-react';
import { useMemo, useRef, useState } from 'react';
import { graphqlMutate, assertNoErrors } from 'shared-kernel/api';
import { issuableQueryKey } from 'shared-kernel/query';
import { useQuery, useShortcut } from 'shared-kernel/react';
import { AssigneeAvatars, normalizeUser, UserAvatarLink } from 'shared-kernel/ui';
import { None, SidebarSection, useIssuable } from 'issuable-ui/react';
import { getProjectMembers, getProjectMilestones, requestReReview, type AutocompleteMember } from '../api/sidebarCalls';
import { updateMergeRequest } from '../api/updateMergeRequest';
import { REVIEWER_STATES } from '../texts';
import type { MergeRequestPageData, MergeRequestRef, MergeRequestReviewer } from '../types';

export const ASSIGNEES_UPDATE_ERROR = 'Something went wrong while updating assignees';
export const REVIEWERS_UPDATE_ERROR = 'Something went wrong while updating reviewers';
export const REREVIEW_ERROR = 'Something went wrong while requesting a new review';
export const MILESTONE_UPDATE_ERROR = 'Something went wrong while setting merge request milestone.';
export const REQUEST_REVIEW = 'Re-request review';

const NO_MEMBERS: AutocompleteMember[] = [];
type Item = SelectPanelItemInput & { id: string; text: string };

const SET_PEOPLE = {
  assignees: /* GraphQL */ `
    mutation mergeRequestSetAssignees($input: MergeRequestSetAssigneesInput!) {
      mergeRequestSetAssignees(input: $input) {
        errors
      }
    }
  `,
  reviewers: /* GraphQL */ `
    mutation mergeRequestSetReviewers($input: MergeRequestSetReviewersInput!) {
      mergeRequestSetReviewers(input: $input) {
        errors
      }
    }
  `,
} as const;

/** GitLab 16.2's `mergeRequestSetAssignees` / `mergeRequestSetReviewers` (REPLACE by usernames). */
async function setPeople({ fullPath, iid }: MergeRequestRef, which: 'assignees' | 'reviewers', usernames: string[]): Promise<void> {
  const field = which === 'assignees' ? 'assigneeUsernames' : 'reviewerUsernames';
  const data = await graphqlMutate<Record<string, { errors: string[] }>>(SET_PEOPLE[which], { input: { projectPath: fullPath, iid: String(iid), [field]: usernames } });
  const answer = data[which === 'assignees' ? 'mergeRequestSetAssignees' : 'mergeRequestSetReviewers'];
  if (answer) assertNoErrors(answer);
}

const sameUsers = (items: Item[], users: { username: string }[]) => items.length === users.length && items.every((item) => users.some((user) => user.username === item.id));

interface PeopleProps {
  mr: MergeRequestPageData;
  mergeRequest: MergeRequestRef;
  which: 'assignees' | 'reviewers';
}

/**
 * Assignees or reviewers with, for those who may administer the merge request, a picker of members
 * (shortcut `a` for assignees); reviewers show their review state and, once they reviewed, "Re-request review".
 */
export function SidebarPeople({ mr, mergeRequest, which }: PeopleProps) {
  const { currentUser, notify, refetch } = useIssuable();
  const canEdit = Boolean(mr.current_user?.can_admin);
  const people: MergeRequestReviewer[] = (which === 'assignees' ? mr.assignees : mr.reviewers) ?? [];
  const title = which === 'assignees' ? 'Assignees' : 'Reviewers';
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const query = useQuery({ queryKey: issuableQueryKey('merge_request', mergeRequest.fullPath, mergeRequest.iid, 'members'), queryFn: ({ signal }) => getProjectMembers(mergeRequest, signal), enabled: wanted });
  const members = query.data ?? (query.isError ? NO_MEMBERS : null);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Item[]>([]);

  function show() {
    setSelected(people.map((user) => ({ id: user.username, text: user.name, description: `@${user.username}` })));
    setOpen(true);
    setWanted(true);
  }
  useShortcut('change-assignee', show, { enabled: canEdit && which === 'assignees' });

  async function save(usernames: string[]) {
    try {
      await setPeople(mergeRequest, which, usernames);
      await refetch();
    } catch {
      notify({ variant: 'danger', message: which === 'assignees' ? ASSIGNEES_UPDATE_ERROR : REVIEWERS_UPDATE_ERROR });
    }
  }

  async function rereview(userId: number) {
    try {
      await requestReReview(mergeRequest, userId);
      await refetch();
    } catch {
      notify({ variant: 'danger', message: REREVIEW_ERROR });
    }
  }

  const items: Item[] = useMemo(
    () =>
      (members ?? [])
        .map((member) => ({ id: member.username, text: member.name, description: `@${member.username}` }))
        .filter((item) => `${item.text} ${item.description}`.toLowerCase().includes(filter.toLowerCase())),
    [members, filter],
  );

  const selfLink = which === 'assignees' && canEdit && currentUser;
  return (
    <SidebarSection
      title={title}
      action={
        canEdit ? (
          <Button ref={anchor} size="small" variant="invisible" aria-keyshortcuts={which === 'assignees' ? 'a' : undefined} aria-label={`Edit ${title.toLowerCase()}`} onClick={show}>
            Edit
          </Button>
        ) : null
      }
    >
      {canEdit ? (
        <SelectPanel
          title={which === 'assignees' ? 'Assign to' : 'Request review from'}
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
      {people.length === 0 ? (
        <span>
          <None />
          {selfLink ? (
            <>
              {' - '}
              <Button size="small" variant="link" onClick={() => void save([currentUser.username])}>
                assign yourself
              </Button>
            </>
          ) : null}
        </span>
      ) : which === 'assignees' && people.length > 3 ? (
        <AssigneeAvatars users={people} label={title} showNames />
      ) : (
        <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {people.map((user) => (
            <li key={user.id} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <UserAvatarLink user={normalizeUser(user)} size={24} />
              <span style={{ flex: 1, minWidth: 0 }}>{user.name}</span>
              {which === 'reviewers' && user.state ? (
                <span data-testid="reviewer-state" style={{ fontSize: 12, color: 'var(--fgColor-muted, #59636e)' }}>
                  {REVIEWER_STATES[user.state] ?? user.state}
                </span>
              ) : null}
              {which === 'reviewers' && canEdit && user.state && user.state !== 'unreviewed' ? (
                <Button size="small" variant="invisible" aria-label={`${REQUEST_REVIEW} from ${user.name}`} title={REQUEST_REVIEW} onClick={() => void rereview(user.id)}>
                  <SyncIcon />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}

/** The milestone and, for those who may administer the merge request, a picker (shortcut `m`). */
export function SidebarMilestonePicker({ mr, mergeRequest }: { mr: MergeRequestPageData; mergeRequest: MergeRequestRef }) {
  const { notify, refetch } = useIssuable();
  const canEdit = Boolean(mr.current_user?.can_admin);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const query = useQuery({ queryKey: ['project', mergeRequest.fullPath, 'milestones'], queryFn: ({ signal }) => getProjectMilestones(mergeRequest, signal), enabled: wanted });
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
      await updateMergeRequest(mergeRequest, { milestone_id: milestoneId ?? 0 });
      await refetch();
    } catch {
      notify({ variant: 'danger', message: MILESTONE_UPDATE_ERROR });
    }
  }

  const items: SelectPanelItemInput[] = (milestones ?? [])
    .filter((milestone) => milestone.title.toLowerCase().includes(filter.toLowerCase()))
    .map((milestone) => ({ id: milestone.id, text: milestone.title, description: milestone.expired ? 'Expired' : (milestone.due_date ?? undefined) }));
  const selected = items.find((item) => item.id === mr.milestone?.id);
  const milestone = mr.milestone;

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
          onSelectedChange={(item: SelectPanelItemInput | undefined) => void choose(item && typeof item.id === 'number' && item.id !== mr.milestone?.id ? item.id : null)}
          onFilterChange={setFilter}
          loading={milestones === null && open}
        />
      ) : null}
      {milestone ? milestone.web_url ? <a href={milestone.web_url}>{milestone.title}</a> : milestone.title : <None />}
    </SidebarSection>
  );
}
