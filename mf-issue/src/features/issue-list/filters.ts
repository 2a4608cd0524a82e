/**
 * The issue list's filtered search: the text typed in the bar (`author:@dana label:~bug "free text"`) and
 * the REST v4 list parameters it stands for (API::Issues), plus the list's tab, sort and page, kept in
 * the address as GitLab's issue list keeps them.
 */

export type IssueStateTab = 'opened' | 'closed' | 'all';
export type SortField = 'created_at' | 'updated_at' | 'due_date' | 'title';

export interface IssueFilters {
  author?: string;
  assignee?: string;
  labels: string[];
  milestone?: string;
  confidential?: boolean;
  type?: 'issue' | 'incident';
  search: string;
}

export interface IssueListView {
  state: IssueStateTab;
  filters: IssueFilters;
  sort: SortField;
  direction: 'asc' | 'desc';
  page: number;
}

export const EMPTY_FILTERS: IssueFilters = { labels: [], search: '' };
export const DEFAULT_VIEW: IssueListView = { state: 'opened', filters: EMPTY_FILTERS, sort: 'created_at', direction: 'desc', page: 1 };

/** The tokens the bar understands, for its help text. */
export const FILTER_TOKENS = ['author:@username', 'assignee:@username (or none, any)', 'label:~name', 'milestone:%title (or none, any)', 'confidential:yes|no', 'type:issue|incident'] as const;

/** Splits on spaces outside double quotes; the quotes are dropped. */
function words(text: string): string[] {
  const found: string[] = [];
  const pattern = /(\S*?)"([^"]*)"|\S+/g;
  for (const match of text.matchAll(pattern)) found.push(match[2] === undefined ? match[0] : `${match[1]}${match[2]}`);
  return found;
}

const quote = (value: string) => (/\s/.test(value) ? `"${value}"` : value);
const strip = (value: string, sigil: string) => (value.startsWith(sigil) ? value.slice(sigil.length) : value);

/** The filters a search bar's text names; words that are no token are the free-text search. */
export function parseFilterText(text: string): IssueFilters {
  const filters: IssueFilters = { labels: [], search: '' };
  const free: string[] = [];
  for (const word of words(text)) {
    const colon = word.indexOf(':');
    const key = colon > 0 ? word.slice(0, colon).toLowerCase() : '';
    const value = colon > 0 ? word.slice(colon + 1) : '';
    if (!value) {
      free.push(word);
      continue;
    }
    switch (key) {
      case 'author':
        filters.author = strip(value, '@');
        break;
      case 'assignee':
        filters.assignee = strip(value, '@');
        break;
      case 'label':
        filters.labels.push(strip(value, '~'));
        break;
      case 'milestone':
        filters.milestone = strip(value, '%');
        break;
      case 'confidential':
        if (/^(yes|true)$/i.test(value)) filters.confidential = true;
        else if (/^(no|false)$/i.test(value)) filters.confidential = false;
        else free.push(word);
        break;
      case 'type':
        if (value === 'issue' || value === 'incident') filters.type = value;
        else free.push(word);
        break;
      default:
        free.push(word);
    }
  }
  filters.search = free.join(' ');
  return filters;
}

/** The bar's text for filters (parseFilterText's inverse). */
export function filterText(filters: IssueFilters): string {
  const parts: string[] = [];
  if (filters.author) parts.push(`author:@${quote(filters.author)}`);
  if (filters.assignee) parts.push(`assignee:@${quote(filters.assignee)}`);
  for (const label of filters.labels) parts.push(`label:~${quote(label)}`);
  if (filters.milestone) parts.push(`milestone:%${quote(filters.milestone)}`);
  if (filters.confidential !== undefined) parts.push(`confidential:${filters.confidential ? 'yes' : 'no'}`);
  if (filters.type) parts.push(`type:${filters.type}`);
  if (filters.search) parts.push(filters.search);
  return parts.join(' ');
}

const specialUser = (value: string) => (/^(none|any)$/i.test(value) ? value.toLowerCase() : undefined);

/** The REST v4 list parameters of filters (the statistics take the same ones). */
export function filterParams(filters: IssueFilters): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  if (filters.author) params['author_username'] = filters.author;
  if (filters.assignee) {
    const special = specialUser(filters.assignee);
    if (special) params['assignee_id'] = special;
    else params['assignee_username[]'] = [filters.assignee];
  }
  if (filters.labels.length) params['labels'] = filters.labels.join(',');
  if (filters.milestone) params['milestone'] = filters.milestone;
  if (filters.confidential !== undefined) params['confidential'] = String(filters.confidential);
  if (filters.type) params['issue_type'] = filters.type;
  if (filters.search) params['search'] = filters.search;
  return params;
}

const SORTS: readonly SortField[] = ['created_at', 'updated_at', 'due_date', 'title'];

/** The view an address's query names (GitLab's issue list parameters); unknown values fall back to defaults. */
export function viewFromQuery(search: string): IssueListView {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  const sort = query.get('sort') ?? '';
  const [field, direction] = sort.includes('_asc') || sort.includes('_desc') ? [sort.replace(/_(asc|desc)$/, ''), sort.endsWith('_asc') ? 'asc' : 'desc'] : [sort, 'desc'];
  const page = Number(query.get('page'));
  const confidential = query.get('confidential');
  const type = query.get('type');
  const filters: IssueFilters = {
    labels: query.getAll('label_name[]'),
    search: query.get('search') ?? '',
  };
  const author = query.get('author_username');
  const assignee = query.get('assignee_username');
  const milestone = query.get('milestone_title');
  if (author) filters.author = author;
  if (assignee) filters.assignee = assignee;
  if (milestone) filters.milestone = milestone;
  if (confidential === 'yes' || confidential === 'no') filters.confidential = confidential === 'yes';
  if (type === 'issue' || type === 'incident') filters.type = type;
  return {
    state: state === 'closed' || state === 'all' ? state : 'opened',
    filters,
    sort: (SORTS as readonly string[]).includes(field ?? '') ? (field as SortField) : 'created_at',
    direction: direction === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The address query of a view (defaults left out; `keep` first, e.g. the dashboard's scope), for the address bar. */
export function queryFromView(view: IssueListView, keep: Record<string, string> = {}): string {
  const query = new URLSearchParams(keep);
  if (view.state !== 'opened') query.set('state', view.state);
  const { filters } = view;
  if (filters.search) query.set('search', filters.search);
  if (filters.author) query.set('author_username', filters.author);
  if (filters.assignee) query.set('assignee_username', filters.assignee);
  for (const label of filters.labels) query.append('label_name[]', label);
  if (filters.milestone) query.set('milestone_title', filters.milestone);
  if (filters.confidential !== undefined) query.set('confidential', filters.confidential ? 'yes' : 'no');
  if (filters.type) query.set('type', filters.type);
  if (view.sort !== 'created_at' || view.direction !== 'desc') query.set('sort', `${view.sort}_${view.direction}`);
  if (view.page > 1) query.set('page', String(view.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
