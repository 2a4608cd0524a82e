import { bool as parseBoolean } from '../../lib/params.ts';
import { HEALTH_STATUSES, type HealthStatus } from './rules.ts';

/**
 * The REST v4 issue lists' parameters (API::Issues: `/issues`, `/projects/:id/issues`,
 * `/groups/:id/issues`), parsed the way Grape validates them. A bad value throws ListParamError with
 * Grape's message, answered as 400 `{ "error": "<param> is invalid" }`.
 */
export class ListParamError extends Error {}

export type NoneAny = 'none' | 'any';
export type DueDateFilter = '0' | 'any' | 'today' | 'tomorrow' | 'overdue' | 'week' | 'month' | 'next_month_and_previous_two_weeks';
export type UserFilter = { none: true } | { any: true } | { ids: number[] } | { usernames: string[] };

export interface IssueListFilters {
  labels?: NoneAny | string[];
  notLabels?: string[];
  milestone?: NoneAny | string;
  notMilestone?: string;
  /** `iteration_id`: an iteration's id, or None / Any. */
  iteration?: NoneAny | number;
  assignee?: UserFilter;
  notAssignee?: { ids: number[] } | { usernames: string[] };
  author?: { id: number } | { username: string };
  notAuthor?: { id: number } | { username: string };
  iids?: number[];
  search?: { words: string[]; columns: ('title' | 'description')[] };
  createdAfter?: Date;
  createdBefore?: Date;
  updatedAfter?: Date;
  updatedBefore?: Date;
  dueDate?: DueDateFilter;
  weight?: NoneAny | number;
  notWeight?: number;
  healthStatus?: NoneAny | HealthStatus;
}

/** The REST lists' `order_by` values this server sorts by. */
export const ISSUE_ORDER_BY = ['created_at', 'updated_at', 'title', 'due_date'] as const;
export type IssueOrderBy = (typeof ISSUE_ORDER_BY)[number];

export interface IssueListParams {
  scope?: 'created_by_me' | 'assigned_to_me' | 'all';
  state?: 'opened' | 'closed' | 'all';
  orderBy: IssueOrderBy;
  sort: 'asc' | 'desc';
  confidential?: boolean;
  issueType?: 'issue' | 'incident';
  withLabelsDetails: boolean;
  filters: IssueListFilters;
}

const DUE_DATES: readonly string[] = ['0', 'any', 'today', 'tomorrow', 'overdue', 'week', 'month', 'next_month_and_previous_two_weeks'];

type Query = Record<string, unknown>;

const invalid = (name: string): never => {
  throw new ListParamError(`${name} is invalid`);
};
const notValid = (name: string): never => {
  throw new ListParamError(`${name} does not have a valid value`);
};

/** `name`, or `name[]` (repeated keys arrive as arrays). Empty strings count as absent. */
function raw(query: Query, name: string): unknown {
  const value = query[name] ?? query[`${name}[]`];
  if (value === '' || (Array.isArray(value) && value.every((v) => v === ''))) return undefined;
  return value;
}

function text(query: Query, name: string): string | undefined {
  const value = raw(query, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return invalid(name);
  return value;
}

/** Comma-separated or repeated values → trimmed, non-empty strings. */
function list(query: Query, name: string): string[] | undefined {
  const value = raw(query, name);
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : invalid(name)));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function integer(value: string, name: string, min = 0): number {
  if (!/^-?\d{1,10}$/.test(value.trim())) return invalid(name);
  const n = Number(value.trim());
  return n < min || n > 2_147_483_647 ? invalid(name) : n;
}

function noneAny(value: string): NoneAny | undefined {
  const lower = value.toLowerCase();
  return lower === 'none' || lower === 'any' ? lower : undefined;
}

function bool(query: Query, name: string): boolean | undefined {
  const value = text(query, name);
  if (value === undefined) return undefined;
  const parsed = parseBoolean(value);
  return typeof parsed === 'boolean' ? parsed : invalid(name);
}

function oneOf<T extends string>(query: Query, name: string, values: readonly T[]): T | undefined {
  const value = text(query, name);
  if (value === undefined) return undefined;
  return (values as readonly string[]).includes(value) ? (value as T) : notValid(name);
}

/** Grape's DateTime: ISO 8601 dates and times. */
function dateTime(query: Query, name: string): Date | undefined {
  const value = text(query, name);
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) return invalid(name);
  const date = new Date(/T| /.test(value.trim()) ? value.trim().replace(' ', 'T') : `${value.trim()}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? invalid(name) : date;
}

function exclusive(query: Query, a: string, b: string): void {
  if (raw(query, a) !== undefined && raw(query, b) !== undefined) throw new ListParamError(`${a}, ${b} are mutually exclusive`);
}

/** `name`, or `not[name]` for the negated filters. */
const paramName = (name: string, negated: boolean) => (negated ? `not[${name}]` : name);

/** `assignee_id` (an id, None or Any) or `assignee_username[]` (all of them assigned). */
function assigneeFilter(query: Query, negated = false): UserFilter | undefined {
  const idName = paramName('assignee_id', negated);
  const usernameName = paramName('assignee_username', negated);
  exclusive(query, idName, usernameName);
  const id = text(query, idName);
  if (id !== undefined) {
    const special = noneAny(id);
    if (special) return special === 'none' ? { none: true } : { any: true };
    // GitLab's old clients send 0 for "no assignee".
    const n = integer(id, idName);
    return n === 0 ? { none: true } : { ids: [n] };
  }
  const usernames = list(query, usernameName);
  return usernames?.length ? { usernames } : undefined;
}

function authorFilter(query: Query, negated = false): { id: number } | { username: string } | undefined {
  const idName = paramName('author_id', negated);
  const usernameName = paramName('author_username', negated);
  exclusive(query, idName, usernameName);
  const id = text(query, idName);
  if (id !== undefined) return { id: integer(id, idName, 1) };
  const username = text(query, usernameName);
  return username === undefined ? undefined : { username };
}

function filtersOf(query: Query): IssueListFilters {
  const filters: IssueListFilters = {};
  const labels = list(query, 'labels');
  if (labels?.length) {
    const special = labels.length === 1 ? noneAny(labels[0] as string) : undefined;
    filters.labels = special ?? labels;
  }
  const notLabels = list(query, 'not[labels]');
  if (notLabels?.length) filters.notLabels = notLabels;

  const milestone = text(query, 'milestone');
  if (milestone !== undefined) filters.milestone = noneAny(milestone) ?? milestone;
  const notMilestone = text(query, 'not[milestone]');
  if (notMilestone !== undefined) filters.notMilestone = notMilestone;

  const iteration = text(query, 'iteration_id');
  if (iteration !== undefined) filters.iteration = noneAny(iteration) ?? integer(iteration, 'iteration_id', 1);

  const assignee = assigneeFilter(query);
  if (assignee) filters.assignee = assignee;
  const notAssignee = assigneeFilter(query, true);
  if (notAssignee && ('ids' in notAssignee || 'usernames' in notAssignee)) filters.notAssignee = notAssignee;
  else if (notAssignee) invalid('not[assignee_id]');

  const author = authorFilter(query);
  if (author) filters.author = author;
  const notAuthor = authorFilter(query, true);
  if (notAuthor) filters.notAuthor = notAuthor;

  const iids = list(query, 'iids');
  if (iids) filters.iids = iids.map((iid) => integer(iid, 'iids', 1));

  const search = text(query, 'search');
  if (search !== undefined && search.trim()) {
    // Issuable.full_search: unknown `in` columns fall back to both.
    const wanted = (text(query, 'in') ?? '').split(',').map((c) => c.trim());
    const columns = (['title', 'description'] as const).filter((c) => wanted.includes(c));
    filters.search = { words: search.trim().split(/\s+/).slice(0, 20), columns: columns.length ? columns : ['title', 'description'] };
  }

  const createdAfter = dateTime(query, 'created_after');
  const createdBefore = dateTime(query, 'created_before');
  const updatedAfter = dateTime(query, 'updated_after');
  const updatedBefore = dateTime(query, 'updated_before');
  if (createdAfter) filters.createdAfter = createdAfter;
  if (createdBefore) filters.createdBefore = createdBefore;
  if (updatedAfter) filters.updatedAfter = updatedAfter;
  if (updatedBefore) filters.updatedBefore = updatedBefore;

  const dueDate = oneOf(query, 'due_date', DUE_DATES);
  if (dueDate !== undefined) filters.dueDate = dueDate as DueDateFilter;

  const weight = text(query, 'weight');
  if (weight !== undefined) filters.weight = noneAny(weight) ?? integer(weight, 'weight');
  const notWeight = text(query, 'not[weight]');
  if (notWeight !== undefined) filters.notWeight = integer(notWeight, 'not[weight]');

  const health = text(query, 'health_status');
  if (health !== undefined) filters.healthStatus = noneAny(health) ?? ((HEALTH_STATUSES as readonly string[]).includes(health) ? (health as HealthStatus) : notValid('health_status'));
  return filters;
}

/** Parses every parameter the issue lists take; throws ListParamError for the first bad one. */
export function parseIssueListParams(query: Query): IssueListParams {
  const scope = oneOf(query, 'scope', ['created_by_me', 'assigned_to_me', 'all', 'created-by-me', 'assigned-to-me'] as const);
  const params: IssueListParams = {
    orderBy: oneOf(query, 'order_by', ISSUE_ORDER_BY) ?? 'created_at',
    sort: oneOf(query, 'sort', ['asc', 'desc'] as const) ?? 'desc',
    withLabelsDetails: bool(query, 'with_labels_details') ?? false,
    filters: filtersOf(query),
  };
  if (scope) params.scope = scope.replace(/-/g, '_') as IssueListParams['scope'];
  const state = oneOf(query, 'state', ['opened', 'closed', 'all'] as const);
  if (state) params.state = state;
  const confidential = bool(query, 'confidential');
  if (confidential !== undefined) params.confidential = confidential;
  const issueType = oneOf(query, 'issue_type', ['issue', 'incident'] as const);
  if (issueType) params.issueType = issueType;
  return params;
}
