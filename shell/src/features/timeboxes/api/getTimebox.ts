import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { IssueSummary } from '../../../lib/gitlabTypes';
import { getListed } from '../../../lib/listed';

/** Which timebox a page shows: a project's or a group's milestone (by iid), or a group's iteration (by id). */
export type TimeboxRef = { kind: 'milestone'; owner: 'project' | 'group'; ownerId: number; iid: number } | { kind: 'iteration'; groupId: number; id: number };

/** A milestone or an iteration as the page shows it. */
export interface Timebox {
  title: string;
  description: string | null;
  /** Milestones: active / closed; iterations: upcoming / current / closed (GitLab's 1 / 2 / 3). */
  state: string;
  start_date: string | null;
  due_date: string | null;
  expired?: boolean;
  /** The issue lists' filter that selects its issues. */
  filter: Record<string, string | number>;
  /** Where its issues are listed: the project's or the group's issues API. */
  issuesBase: string;
}

interface Milestone {
  id: number;
  iid: number;
  title: string;
  description: string | null;
  state: 'active' | 'closed';
  start_date: string | null;
  due_date: string | null;
  expired: boolean;
}

interface Iteration {
  id: number;
  title: string | null;
  state: 1 | 2 | 3;
  start_date: string;
  due_date: string;
}

const ITERATION_STATES = { 1: 'upcoming', 2: 'current', 3: 'closed' } as const;

/**
 * The timebox, or `null` when it does not exist where the address says (GET /projects/:id/milestones or
 * /groups/:id/milestones with `iids[]`, GET /groups/:id/iterations).
 */
export async function getTimebox(ref: TimeboxRef, signal?: AbortSignal): Promise<Timebox | null> {
  if (ref.kind === 'milestone') {
    const base = `/api/v4/${ref.owner === 'project' ? 'projects' : 'groups'}/${ref.ownerId}`;
    const { data } = await restClient().get<Milestone[]>(`${base}/milestones`, { params: { 'iids[]': ref.iid }, signal });
    const milestone = data.find((candidate) => candidate.iid === ref.iid);
    if (!milestone) return null;
    return { ...milestone, filter: { milestone: milestone.title }, issuesBase: base };
  }
  const base = `/api/v4/groups/${ref.groupId}`;
  const { data } = await restClient().get<Iteration[]>(`${base}/iterations`, { params: { include_ancestors: false }, signal });
  const iteration = data.find((candidate) => candidate.id === ref.id);
  if (!iteration) return null;
  return {
    title: iteration.title ?? `Iteration ${iteration.start_date} – ${iteration.due_date}`,
    description: null,
    state: ITERATION_STATES[iteration.state],
    start_date: iteration.start_date,
    due_date: iteration.due_date,
    filter: { iteration_id: iteration.id },
    issuesBase: base,
  };
}

export function useTimebox(ref: TimeboxRef | null) {
  return useQuery({ queryKey: ['shell', 'timebox', ref], queryFn: ({ signal }) => getTimebox(ref as TimeboxRef, signal), enabled: ref !== null });
}

/** GET …/issues_statistics with the timebox's filter: its open and closed issues the reader may see. */
export function useTimeboxCounts(timebox: Timebox) {
  return useQuery({
    queryKey: ['shell', 'timebox-counts', timebox.issuesBase, timebox.filter],
    queryFn: async ({ signal }) =>
      (await restClient().get<{ statistics: { counts: { all: number; opened: number; closed: number } } }>(`${timebox.issuesBase}/issues_statistics`, { params: timebox.filter, signal })).data.statistics.counts,
  });
}

/** One state's issues of the timebox (the first 100). */
export function useTimeboxIssues(timebox: Timebox, state: 'opened' | 'closed') {
  return useQuery({
    queryKey: ['shell', 'timebox-issues', timebox.issuesBase, timebox.filter, state],
    queryFn: ({ signal }) => getListed<IssueSummary>(`${timebox.issuesBase}/issues`, { ...timebox.filter, state, order_by: 'updated_at' }, signal),
  });
}

/** Percent complete as GitLab shows it: closed issues of all, rounded down. */
export function percentComplete(counts: { all: number; closed: number }): number {
  return counts.all === 0 ? 0 : Math.floor((counts.closed / counts.all) * 100);
}
