import type { GroupRow } from '../groups/tables.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { ProjectRow } from '../projects/tables.ts';
import { userBasicJson } from '../users/serializers.ts';
import type { UserRow } from '../users/tables.ts';
import type { IssueRow } from './tables.ts';

export function issueWebUrl(base: string, issue: IssueRow, project: ProjectRow, namespace: GroupRow): string {
  const kind = issue.issueType === 'incident' ? 'issues/incident' : 'issues';
  return `${base}/${projectFullPath(project, namespace)}/-/${kind}/${issue.iid}`;
}

/** `#1`, or `group/project#1` when full. */
export function issueReference(issue: IssueRow, project: ProjectRow, namespace: GroupRow, full: boolean): string {
  return full ? `${projectFullPath(project, namespace)}#${issue.iid}` : `#${issue.iid}`;
}

/** GitLab's Issue entity (the subset the dashboard uses). */
export function issueJson(base: string, issue: IssueRow, project: ProjectRow, namespace: GroupRow, author: UserRow) {
  return {
    id: issue.id,
    iid: issue.iid,
    project_id: issue.projectId,
    title: issue.title,
    description: issue.description,
    state: issue.state,
    created_at: issue.createdAt.toISOString(),
    updated_at: issue.updatedAt.toISOString(),
    closed_at: issue.closedAt?.toISOString() ?? null,
    closed_by: null,
    labels: [],
    milestone: null,
    assignees: [],
    assignee: null,
    author: userBasicJson(base, author),
    type: issue.issueType === 'incident' ? 'INCIDENT' : 'ISSUE',
    issue_type: issue.issueType,
    user_notes_count: 0,
    merge_requests_count: 0,
    upvotes: 0,
    downvotes: 0,
    due_date: null,
    confidential: issue.confidential,
    discussion_locked: null,
    web_url: issueWebUrl(base, issue, project, namespace),
    references: {
      short: issueReference(issue, project, namespace, false),
      relative: issueReference(issue, project, namespace, false),
      full: issueReference(issue, project, namespace, true),
    },
    severity: 'UNKNOWN',
    task_completion_status: { count: 0, completed_count: 0 },
  };
}
