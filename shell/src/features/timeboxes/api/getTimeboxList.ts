import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';

/** A milestone or iteration in a list, as the REST lists answer (both have these fields). */
export interface TimeboxSummary {
  id: number;
  iid: number;
  title: string | null;
  /** Milestones: active / closed; iterations: 1 upcoming, 2 current, 3 closed. */
  state: string | number;
  start_date: string | null;
  due_date: string | null;
  web_url: string;
}

/** Which list: a project's milestones (with its groups'), a group's milestones (with its ancestors'), a group's iterations. */
export type TimeboxListRef = { kind: 'project.milestones' | 'group.milestones' | 'group.iterations'; ownerId: number };

function listUrl(ref: TimeboxListRef): [string, Record<string, unknown>] {
  if (ref.kind === 'project.milestones') return [`/api/v4/projects/${ref.ownerId}/milestones`, { include_ancestors: true }];
  if (ref.kind === 'group.milestones') return [`/api/v4/groups/${ref.ownerId}/milestones`, { include_ancestors: true }];
  return [`/api/v4/groups/${ref.ownerId}/iterations`, {}];
}

export function useTimeboxList(ref: TimeboxListRef | null) {
  return useQuery({
    queryKey: ['shell', 'timebox-list', ref],
    queryFn: async ({ signal }) => {
      const [url, params] = listUrl(ref as TimeboxListRef);
      return (await restClient().get<TimeboxSummary[]>(url, { params, signal })).data;
    },
    enabled: ref !== null,
  });
}

const ITERATION_STATES: Record<number, string> = { 1: 'Upcoming', 2: 'Current', 3: 'Closed' };

/** The state as the list shows it. */
export function timeboxStateLabel(state: string | number): string {
  if (typeof state === 'number') return ITERATION_STATES[state] ?? String(state);
  return state === 'active' ? 'Open' : 'Closed';
}
