import { restClient } from 'shared-kernel/api';
import type { IssueType } from '../../../lib/types';

export interface NewIssueInput {
  title: string;
  description: string;
  confidential: boolean;
  issueType: IssueType;
  /** An iid of the same project: the new issue "relates to" it (created in the same transaction). */
  addRelatedIssue?: number | undefined;
  /** A merge request whose unresolved threads the issue takes over (they are resolved once it exists). */
  mergeRequestToResolveDiscussionsOf?: number | undefined;
  /** Metadata (the server applies it for reporters and above only). */
  assigneeIds?: number[];
  labelIds?: number[];
  milestoneId?: number | null;
  /** `YYYY-MM-DD` or empty. */
  dueDate?: string;
}

/** What the server answers: the new issue's REST entity. */
export interface CreatedIssue {
  id: number;
  iid: number;
  web_url: string;
}

/**
 * The new-issue form (GitLab's IssuesController#create): `POST /:fullPath/-/issues` with
 * `{ issue: { title, description, confidential, issue_type, assignee_ids, label_ids, milestone_id, due_date },
 * add_related_issue }`, asking for JSON.
 * Validation problems reject with the server's messages (`{ errors: [...] }`, 422).
 */
export async function createIssue(fullPath: string, input: NewIssueInput): Promise<CreatedIssue> {
  const { data } = await restClient().post<CreatedIssue>(
    `/${fullPath}/-/issues`,
    {
      issue: {
        title: input.title,
        description: input.description,
        confidential: input.confidential,
        issue_type: input.issueType,
        ...(input.assigneeIds?.length ? { assignee_ids: input.assigneeIds } : {}),
        ...(input.labelIds?.length ? { label_ids: input.labelIds } : {}),
        ...(input.milestoneId ? { milestone_id: input.milestoneId } : {}),
        ...(input.dueDate ? { due_date: input.dueDate } : {}),
      },
      ...(input.addRelatedIssue ? { add_related_issue: input.addRelatedIssue } : {}),
      ...(input.mergeRequestToResolveDiscussionsOf ? { merge_request_to_resolve_discussions_of: input.mergeRequestToResolveDiscussionsOf } : {}),
    },
    { headers: { Accept: 'application/json' } },
  );
  return data;
}

/** `GET /api/v4/users?username=…` for each username: the ids the create form sends for its assignees. */
export async function userIds(usernames: readonly string[]): Promise<number[]> {
  const found = await Promise.all(
    usernames.map(async (username) => {
      const { data } = await restClient().get<{ id: number }[]>('/api/v4/users', { params: { username } });
      return Array.isArray(data) ? data[0]?.id : undefined;
    }),
  );
  return found.filter((id): id is number => id !== undefined);
}
