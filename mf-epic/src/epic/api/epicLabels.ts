import { restClient } from 'shared-kernel/api';
import { getQueryClient } from 'shared-kernel/query';
import type { DropdownLabel } from 'shared-kernel/ui';
import type { IssueLabel } from 'issuable-ui/react';
import { epicQuery } from './getEpic';
import { epicPath } from './epicPath';
import type { EpicPageData, EpicRef } from '../types';

/** REST v4 `Entities::GroupLabel`. */
interface GroupLabel {
  id: number;
  name: string;
  color: string;
  text_color?: string;
  description?: string | null;
}

/**
 * The epic sidebar's labels dropdown: `GET /api/v4/groups/:id/labels?include_ancestor_groups=true` (the
 * labels an epic may carry: its group's and its ancestors'), `set` on the epic's own (the page's epic JSON).
 */
export async function listEpicLabels(ref: EpicRef, search?: string): Promise<DropdownLabel[]> {
  const [{ data }, epic] = await Promise.all([
    restClient().get<GroupLabel[]>(`/api/v4/groups/${encodeURIComponent(ref.groupPath)}/labels`, { params: { include_ancestor_groups: true, ...(search ? { search } : {}) } }),
    getQueryClient().fetchQuery(epicQuery(ref)),
  ]);
  const own = new Set((epic.labels ?? []).map((label) => label.id));
  return (Array.isArray(data) ? data : []).map((label) => ({
    id: label.id,
    title: label.name,
    color: label.color,
    textColor: label.text_color,
    description: label.description ?? null,
    set: own.has(label.id),
  }));
}

/** `PUT /groups/:group/-/epics/:iid.json` with `{ epic: { label_ids } }`; resolves with the epic's labels and lock version. */
export async function setEpicLabels(ref: EpicRef, labelIds: number[]): Promise<{ labels?: IssueLabel[]; lock_version?: number }> {
  const { data } = await restClient().put<EpicPageData>(`${epicPath(ref)}.json`, { epic: { label_ids: labelIds } });
  return { labels: data.labels ?? [], lock_version: data.lock_version };
}

/**
 * The dropdown's 'Create group label': `POST /api/v4/groups/:id/labels` with `name` and `color` (reporter+ of
 * the epic's group). Resolves with the new label as the dropdown lists labels (it is then ticked).
 */
export async function createEpicGroupLabel(ref: EpicRef, input: { title: string; color: string }): Promise<DropdownLabel> {
  const { data } = await restClient().post<GroupLabel>(`/api/v4/groups/${encodeURIComponent(ref.groupPath)}/labels`, { name: input.title, color: input.color });
  return { id: data.id, title: data.name, color: data.color, textColor: data.text_color, description: data.description ?? null };
}
