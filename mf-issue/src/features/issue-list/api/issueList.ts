import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import { filterParams, type IssueListView } from '../filters';

/** The parts of GitLab's issue JSON the list shows. */
export interface ListedIssue {
  id: number;
  iid: number;
  project_id: number;
  title: string;
  state: 'opened' | 'closed';
  issue_type: 'issue' | 'incident';
  confidential: boolean;
  created_at: string;
  updated_at: string;
  due_date: string | null;
  web_url: string;
  labels: string[];
  milestone: { title: string } | null;
  assignees: Array<{ id: number; name: string; username: string }>;
  author: { id: number; name: string; username: string };
  user_notes_count: number;
  references: { short: string; full: string };
}

export interface IssuePage {
  issues: ListedIssue[];
  totalPages: number;
}

export interface IssueCounts {
  all: number;
  opened: number;
  closed: number;
}

/** Whose issues: a project's, or (the dashboard) the viewer's across projects. */
export type IssueListSource = { kind: 'project'; fullPath: string } | { kind: 'dashboard'; scope: 'assigned_to_me' | 'created_by_me' };

export const PER_PAGE = 20;

function base(source: IssueListSource): string {
  return source.kind === 'project' ? `/api/v4/projects/${encodeURIComponent(source.fullPath)}/` : '/api/v4/';
}

function scopeParams(source: IssueListSource): Record<string, string> {
  return source.kind === 'dashboard' ? { scope: source.scope } : {};
}

/**
 * GET …/issues: one page of the view's tab, filters and sort. Only when `enabled`: the viewer's own lists
 * wait for a signed-in session (GitLab answers an anonymous `/issues` with every public issue).
 */
export function useIssuePage(source: IssueListSource, view: IssueListView, enabled = true) {
  return useQuery({
    queryKey: ['mf_issue', 'issue-list', source, view],
    enabled,
    queryFn: async ({ signal }): Promise<IssuePage> => {
      const { data, headers } = await restClient().get<ListedIssue[]>(`${base(source)}issues`, {
        params: { ...scopeParams(source), ...filterParams(view.filters), state: view.state, order_by: view.sort, sort: view.direction, page: view.page, per_page: PER_PAGE },
        signal,
      });
      const totalPages = Number(headers['x-total-pages']);
      return { issues: data, totalPages: Number.isFinite(totalPages) && totalPages > 0 ? totalPages : 1 };
    },
  });
}

/** GET …/issues_statistics: the tabs' counts for the same filters (only when `enabled`, as {@link useIssuePage}). */
export function useIssueCounts(source: IssueListSource, view: IssueListView, enabled = true) {
  return useQuery({
    queryKey: ['mf_issue', 'issue-list', 'counts', source, view.filters],
    enabled,
    queryFn: async ({ signal }): Promise<IssueCounts> => {
      const { data } = await restClient().get<{ statistics: { counts: IssueCounts } }>(`${base(source)}issues_statistics`, {
        params: { ...scopeParams(source), ...filterParams(view.filters) },
        signal,
      });
      return data.statistics.counts;
    },
  });
}

interface ProjectAccess {
  id: number;
  permissions?: { project_access: { access_level: number } | null; group_access: { access_level: number } | null };
}

/** The viewer's access level in the project (0 when none), for bulk edit (reporters and above). */
export function useProjectAccess(fullPath: string | undefined, signedIn: boolean) {
  return useQuery({
    queryKey: ['mf_issue', 'issue-list', 'project-access', fullPath],
    enabled: Boolean(fullPath) && signedIn,
    queryFn: async ({ signal }) => {
      const { data } = await restClient().get<ProjectAccess>(`/api/v4/projects/${encodeURIComponent(fullPath ?? '')}`, { signal });
      return Math.max(data.permissions?.project_access?.access_level ?? 0, data.permissions?.group_access?.access_level ?? 0);
    },
  });
}

/** What bulk edit changes on each selected issue (each field left out is left as it is). */
export interface BulkChange {
  stateEvent?: 'close' | 'reopen';
  addLabels?: string[];
  removeLabels?: string[];
  /** The new assignees (`[]`: unassigned). */
  assigneeIds?: number[];
  /** The new milestone (`null`: none). */
  milestoneId?: number | null;
}

/** Applies one change to each issue (PUT /projects/:id/issues/:iid); resolves with how many failed. */
export async function bulkUpdate(issues: ListedIssue[], change: BulkChange): Promise<number> {
  const body: Record<string, unknown> = {};
  if (change.stateEvent) body['state_event'] = change.stateEvent;
  if (change.addLabels?.length) body['add_labels'] = change.addLabels.join(',');
  if (change.removeLabels?.length) body['remove_labels'] = change.removeLabels.join(',');
  if (change.assigneeIds) body['assignee_ids'] = change.assigneeIds;
  if (change.milestoneId !== undefined) body['milestone_id'] = change.milestoneId;
  const results = await Promise.allSettled(issues.map((issue) => restClient().put(`/api/v4/projects/${issue.project_id}/issues/${issue.iid}`, body)));
  return results.filter((result) => result.status === 'rejected').length;
}

export interface ListedMilestone {
  id: number;
  title: string;
}

/** GET /projects/:id/milestones: the active milestones of the project and its groups, for bulk edit. */
export function useProjectMilestones(fullPath: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['mf_issue', 'issue-list', 'milestones', fullPath],
    enabled: Boolean(fullPath) && enabled,
    queryFn: async ({ signal }) => {
      const { data } = await restClient().get<ListedMilestone[]>(`/api/v4/projects/${encodeURIComponent(fullPath ?? '')}/milestones`, {
        params: { state: 'active', include_ancestors: true },
        signal,
      });
      return data.map(({ id, title }) => ({ id, title }));
    },
  });
}

/** GET /users?username=: the user's id, or null when there is no such user. */
export async function findUserId(username: string): Promise<number | null> {
  const { data } = await restClient().get<Array<{ id: number }>>('/api/v4/users', { params: { username } });
  return data[0]?.id ?? null;
}
