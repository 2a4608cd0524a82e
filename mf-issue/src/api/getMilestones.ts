import { restClient } from 'shared-kernel/api';
import type { QueryKey } from 'shared-kernel/query';
import type { IssueRef } from '../lib/types';

export interface AutocompleteMilestone {
  id: number;
  iid: number;
  title: string;
  due_date: string | null;
  expired?: boolean;
}

/** `GET {fullPath}/-/autocomplete_sources/milestones`. */
export async function getMilestones({ fullPath }: Pick<IssueRef, 'fullPath'>, signal?: AbortSignal): Promise<AutocompleteMilestone[]> {
  const { data } = await restClient().get<AutocompleteMilestone[]>(`/${fullPath}/-/autocomplete_sources/milestones`, { signal });
  return Array.isArray(data) ? data : [];
}

/** The key of {@link getMilestones}' list in the page's query cache (the project's; the milestone pickers read it). */
export function milestonesQueryKey({ fullPath }: Pick<IssueRef, 'fullPath'>): QueryKey {
  return ['project', fullPath, 'milestones'];
}
