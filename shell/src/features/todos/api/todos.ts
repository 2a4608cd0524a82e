import { restClient } from 'shared-kernel/api';
import { invalidateQueries } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';

/** The parts of GitLab's to-do JSON (`Entities::Todo`) the list shows. */
export interface Todo {
  id: number;
  project?: { id: number; name_with_namespace: string; path_with_namespace: string };
  group?: { id: number; name: string; full_path: string };
  author: { id: number; name: string; username: string; avatar_url: string | null };
  action_name: string;
  target_type: string;
  target: { id: number; iid?: number; title?: string; reference?: string; references?: { full: string }; state?: string } | null;
  target_url: string;
  body: string;
  state: 'pending' | 'done';
  created_at: string;
}

export type TodoState = 'pending' | 'done';

export interface TodoPage {
  todos: Todo[];
  total: number;
  totalPages: number;
}

export const TODOS_PER_PAGE = 20;
const TODOS_KEY = ['shell', 'todos'] as const;

/** `GET /api/v4/todos?state=`: one page of the signed-in user's to-dos, newest first, and the state's total. */
export function useTodoPage(state: TodoState, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...TODOS_KEY, state, page],
    enabled,
    queryFn: async ({ signal }): Promise<TodoPage> => {
      const { data, headers } = await restClient().get<Todo[]>('/api/v4/todos', { params: { state, page, per_page: TODOS_PER_PAGE }, signal });
      const total = Number(headers['x-total']);
      const totalPages = Number(headers['x-total-pages']);
      return { todos: data, total: Number.isFinite(total) ? total : data.length, totalPages: Number.isFinite(totalPages) && totalPages > 0 ? totalPages : 1 };
    },
  });
}

/** The lists and the top bar's counter read again after a change. */
async function refresh(userCountsKey: readonly unknown[]): Promise<void> {
  await Promise.all([invalidateQueries([...TODOS_KEY]), invalidateQueries([...userCountsKey])]);
}

/** `POST /api/v4/todos/:id/mark_as_done`. */
export async function markTodoDone(id: number, userCountsKey: readonly unknown[]): Promise<void> {
  await restClient().post(`/api/v4/todos/${id}/mark_as_done`);
  await refresh(userCountsKey);
}

/** `POST /api/v4/todos/mark_as_done`: every pending to-do of the user. */
export async function markAllTodosDone(userCountsKey: readonly unknown[]): Promise<void> {
  await restClient().post('/api/v4/todos/mark_as_done');
  await refresh(userCountsKey);
}
