import { TodoList } from '../features/todos/components/TodoList';
import { USER_COUNTS_QUERY_KEY } from '../layout/TodosCounter';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** `/dashboard/todos` (`?state=done` for the done tab): the signed-in user's To-Do List. */
export function TodosPage({ search }: { search: string }) {
  useDocumentTitle('To-Do List');
  const state = new URLSearchParams(search).get('state') === 'done' ? 'done' : 'pending';
  return <TodoList initialState={state} userCountsKey={USER_COUNTS_QUERY_KEY} />;
}
