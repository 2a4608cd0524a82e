import { getQueryClient } from 'shared-kernel/query';

/**
 * The page's query-cache key of `GET /api/v4/user_counts` (the shell's top bar reads its `todos` for the
 * to-do counter: shell/src/layout/TodosCounter.tsx, same key). A module that adds or marks done a to-do
 * moves the count at once by `delta`, never below 0, then has it read again from the server.
 */
export const USER_COUNTS_QUERY_KEY = ['user-counts'] as const;

export function adjustTodosCount(delta: number): void {
  const client = getQueryClient();
  client.setQueryData<{ todos?: number }>(USER_COUNTS_QUERY_KEY, (counts) => (counts ? { ...counts, todos: Math.max(0, (counts.todos ?? 0) + delta) } : counts));
  void client.invalidateQueries({ queryKey: USER_COUNTS_QUERY_KEY });
}
