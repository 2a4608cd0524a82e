import { CounterLabel } from 'shared-kernel/primer';
import { CheckboxIcon } from '@primer/octicons-react';
import { restClient } from 'shared-kernel/api';
import { useAfterFirstContent, useQuery } from 'shared-kernel/react';

/**
 * The page's query-cache key of `GET /api/v4/user_counts`. Remotes that add or mark done a to-do move its
 * `todos` at once (never below 0) and invalidate it (mf-epic/src/lib/userCounts.ts uses the same key).
 */
export const USER_COUNTS_QUERY_KEY = ['user-counts'] as const;

/** GitLab's API::UserCounts (the counts the top bar shows). */
export interface UserCounts {
  todos: number;
  assigned_issues?: number;
}

/** GET /api/v4/user_counts, the query of {@link USER_COUNTS_QUERY_KEY}. */
export async function getUserCounts(signal: AbortSignal): Promise<UserCounts> {
  const { data } = await restClient().get<UserCounts>('/api/v4/user_counts', { signal });
  return data;
}

/** The counts of {@link USER_COUNTS_QUERY_KEY}, read once the page's first content is on screen (the top bar is secondary). */
export function useUserCounts() {
  return useQuery({ queryKey: USER_COUNTS_QUERY_KEY, queryFn: ({ signal }) => getUserCounts(signal), enabled: useAfterFirstContent() });
}

/** Keeps a counter's place while its count is not known yet (no number is announced or shown until then). */
export const UNKNOWN_COUNT_STYLE = { visibility: 'hidden' } as const;

/**
 * The top bar's to-do counter of the signed-in user: pending to-dos, never below 0; a link to the To-Do
 * List. Until the count is known, the link is named "To-Do List" and shows no number.
 */
export function TodosCounter() {
  const todos = useUserCounts().data?.todos;
  const count = Math.max(0, todos ?? 0);
  return (
    <a
      href="/dashboard/todos"
      aria-label={todos === undefined ? 'To-Do List' : `To-Do List: ${count} pending`}
      title="To-Do List"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, marginRight: 8, color: 'inherit' }}
    >
      <CheckboxIcon size={16} />
      <CounterLabel style={todos === undefined ? UNKNOWN_COUNT_STYLE : undefined}>{count}</CounterLabel>
    </a>
  );
}
