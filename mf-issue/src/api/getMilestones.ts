import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../lib/types';

export interface AutocompleteMilestone {
  id: number;
  iid: number;
  title: string;
  due_date: string | null;
  expired?: boolean;
}

/** `GET {fullPath}/-/autocomplete_sources/milestones`. */
export async function getMilestones({ fullPath }: Pick<IssueRef, 'fullPath'>): Promise<AutocompleteMilestone[]> {
  const { data } = await restClient().get<AutocompleteMilestone[]>(`/${fullPath}/-/autocomplete_sources/milestones`);
  return Array.isArray(data) ? data : [];
}
