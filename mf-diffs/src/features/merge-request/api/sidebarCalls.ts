import { assertNoErrors, graphqlMutate, restClient } from 'shared-kernel/api';
import type { DropdownLabel } from 'shared-kernel/ui';
import type { MergeRequestRef } from '../types';

/** A member as `autocomplete_sources/members` lists it (GitLab's shape: no id; groups too). */
export interface AutocompleteMember {
  type: 'User' | 'Group';
  username: string;
  name: string;
  avatar_url: string | null;
}

/** `GET {fullPath}/-/autocomplete_sources/members`: the project's members (who can be assigned or asked to review). */
export async function getProjectMembers({ fullPath }: Pick<MergeRequestRef, 'fullPath'>, signal?: AbortSignal): Promise<AutocompleteMember[]> {
  const { data } = await restClient().get<AutocompleteMember[]>(`/${fullPath}/-/autocomplete_sources/members`, { signal });
  return (Array.isArray(data) ? data : []).filter((member) => member.type === 'User');
}

export interface AutocompleteMilestone {
  id: number;
  title: string;
  due_date: string | null;
  expired?: boolean;
}

/** `GET {fullPath}/-/autocomplete_sources/milestones`. */
export async function getProjectMilestones({ fullPath }: Pick<MergeRequestRef, 'fullPath'>, signal?: AbortSignal): Promise<AutocompleteMilestone[]> {
  const { data } = await restClient().get<AutocompleteMilestone[]>(`/${fullPath}/-/autocomplete_sources/milestones`, { signal });
  return Array.isArray(data) ? data : [];
}

interface AutocompleteLabel {
  id: number;
  title: string;
  color: string;
  text_color?: string;
  description?: string | null;
}

/** `GET {fullPath}/-/autocomplete_sources/labels`: the project's labels, `set` on those the merge request has. */
export async function getProjectLabels({ fullPath }: Pick<MergeRequestRef, 'fullPath'>, current: readonly { id: number }[]): Promise<DropdownLabel[]> {
  const { data } = await restClient().get<AutocompleteLabel[]>(`/${fullPath}/-/autocomplete_sources/labels`);
  return (Array.isArray(data) ? data : []).map((label) => ({
    id: label.id,
    title: label.title,
    color: label.color,
    textColor: label.text_color,
    description: label.description ?? null,
    set: current.some((c) => c.id === label.id),
  }));
}

/** `POST {fullPath}/-/labels` with `{ label: { title, color } }`. */
export async function createProjectLabel(fullPath: string, input: { title: string; color: string }): Promise<unknown> {
  const { data } = await restClient().post<unknown>(`/${fullPath}/-/labels`, { label: input });
  return data;
}

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
export async function setMergeRequestPeople({ fullPath, iid }: MergeRequestRef, which: 'assignees' | 'reviewers', usernames: string[]): Promise<void> {
  const field = which === 'assignees' ? 'assigneeUsernames' : 'reviewerUsernames';
  const data = await graphqlMutate<Record<string, { errors: string[] } | null>>(SET_PEOPLE[which], { input: { projectPath: fullPath, iid: String(iid), [field]: usernames } });
  const answer = data[which === 'assignees' ? 'mergeRequestSetAssignees' : 'mergeRequestSetReviewers'];
  if (answer) assertNoErrors(answer);
}

const REREVIEW = /* GraphQL */ `
  mutation mergeRequestRereview($input: MergeRequestReviewerRereviewInput!) {
    mergeRequestReviewerRereview(input: $input) {
      errors
    }
  }
`;

/** GitLab 16.2's `mergeRequestReviewerRereview`: asks a reviewer to review again (their state back to unreviewed). */
export async function requestReReview({ fullPath, iid }: MergeRequestRef, userId: number): Promise<void> {
  const data = await graphqlMutate<{ mergeRequestReviewerRereview: { errors: string[] } }>(REREVIEW, {
    input: { projectPath: fullPath, iid: String(iid), userId: `gid://gitlab/User/${userId}` },
  });
  assertNoErrors(data.mergeRequestReviewerRereview);
}
