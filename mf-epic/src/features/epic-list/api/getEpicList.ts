import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import { epicFilterParams, epicSortParams, type EpicListView } from '../view';

/** The parts of GitLab's epic JSON (`Entities::Epic`) the list shows. */
export interface ListedEpic {
  id: number;
  iid: number;
  title: string;
  state: 'opened' | 'closed';
  confidential: boolean;
  web_url: string;
  references: { short: string; full: string };
  author: { id: number; name: string; username: string };
  created_at: string;
  updated_at: string;
  labels: string[];
  start_date?: string | null;
  due_date?: string | null;
  upvotes: number;
  downvotes: number;
}

export interface EpicListPage {
  epics: ListedEpic[];
  totalPages: number;
}

export interface EpicCounts {
  opened: number;
  closed: number;
  all: number;
}

export const EPICS_PER_PAGE = 20;

const groupEpicsPath = (groupPath: string) => `/api/v4/groups/${encodeURIComponent(groupPath)}/epics`;

/** `GET /api/v4/groups/:id/epics`: one page of the view's tab, filters and sort. */
export function useEpicListPage(groupPath: string, view: EpicListView) {
  return useQuery({
    queryKey: ['mf_epic', 'epic-list', groupPath, view],
    queryFn: async ({ signal }): Promise<EpicListPage> => {
      const { data, headers } = await restClient().get<ListedEpic[]>(groupEpicsPath(groupPath), {
        params: { ...epicFilterParams(view), ...epicSortParams(view.sort), state: view.state, page: view.page, per_page: EPICS_PER_PAGE },
        signal,
      });
      const totalPages = Number(headers['x-total-pages']);
      return { epics: data, totalPages: Number.isFinite(totalPages) && totalPages > 0 ? totalPages : 1 };
    },
  });
}

/**
 * The tabs' counts for the view's filters: GitLab's REST has no epic statistics, so each state's
 * `x-total` header of a one-row page of the same list.
 */
export function useEpicCounts(groupPath: string, view: EpicListView) {
  const filters = epicFilterParams(view);
  return useQuery({
    queryKey: ['mf_epic', 'epic-list', 'counts', groupPath, filters],
    queryFn: async ({ signal }): Promise<EpicCounts> => {
      const totals = await Promise.all(
        (['opened', 'closed'] as const).map(async (state) => {
          const { headers } = await restClient().get<unknown[]>(groupEpicsPath(groupPath), { params: { ...filters, state, per_page: 1 }, signal });
          return Number(headers['x-total']) || 0;
        }),
      );
      const [opened = 0, closed = 0] = totals;
      return { opened, closed, all: opened + closed };
    },
  });
}
