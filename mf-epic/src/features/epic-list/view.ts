/**
 * The epics list's view (tab, filters, sort, page) and the address that keeps it, with GitLab's epics list
 * parameters (`state`, `search`, `author_username`, `label_name[]`, `sort`, `page`), and the REST v4
 * parameters of `GET /groups/:id/epics` it stands for.
 */

export type EpicStateTab = 'opened' | 'closed' | 'all';
export type EpicSort = 'created_desc' | 'created_asc' | 'updated_desc' | 'updated_asc' | 'title_asc' | 'title_desc';

export interface EpicListView {
  state: EpicStateTab;
  search: string;
  author: string;
  labels: string[];
  sort: EpicSort;
  page: number;
}

export const EPIC_SORTS: readonly EpicSort[] = ['created_desc', 'created_asc', 'updated_desc', 'updated_asc', 'title_asc', 'title_desc'];
export const DEFAULT_EPIC_VIEW: EpicListView = { state: 'opened', search: '', author: '', labels: [], sort: 'created_desc', page: 1 };

/** The view an address's query names; unknown values fall back to the defaults. */
export function epicViewFromQuery(search: string): EpicListView {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  const sort = query.get('sort') ?? '';
  const page = Number(query.get('page'));
  return {
    state: state === 'closed' || state === 'all' ? state : 'opened',
    search: query.get('search') ?? '',
    author: (query.get('author_username') ?? '').replace(/^@/, ''),
    labels: query.getAll('label_name[]').filter(Boolean),
    sort: (EPIC_SORTS as readonly string[]).includes(sort) ? (sort as EpicSort) : 'created_desc',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The address's query of a view (defaults left out), `epicViewFromQuery`'s inverse. */
export function queryOfEpicView(view: EpicListView): string {
  const query = new URLSearchParams();
  if (view.state !== 'opened') query.set('state', view.state);
  if (view.search) query.set('search', view.search);
  if (view.author) query.set('author_username', view.author);
  for (const label of view.labels) query.append('label_name[]', label);
  if (view.sort !== 'created_desc') query.set('sort', view.sort);
  if (view.page > 1) query.set('page', String(view.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The REST v4 filters of a view (the same for the list and for each tab's count). */
export function epicFilterParams(view: Pick<EpicListView, 'search' | 'author' | 'labels'>): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.search.trim()) params['search'] = view.search.trim();
  if (view.author.trim()) params['author_username'] = view.author.trim().replace(/^@/, '');
  if (view.labels.length) params['labels'] = view.labels.join(',');
  return params;
}

/** `order_by` and `sort` of GET /groups/:id/epics for a sort choice. */
export function epicSortParams(sort: EpicSort): { order_by: 'created_at' | 'updated_at' | 'title'; sort: 'asc' | 'desc' } {
  const [field, direction] = sort.split('_') as ['created' | 'updated' | 'title', 'asc' | 'desc'];
  return { order_by: field === 'title' ? 'title' : field === 'updated' ? 'updated_at' : 'created_at', sort: direction };
}
