import { useState, type CSSProperties } from 'react';
import { Avatar, Button, CounterLabel, Flash, Heading, Pagination, Spinner } from 'shared-kernel/primer';
import { isApiError } from 'shared-kernel/api';
import { markAllTodosDone, markTodoDone, useTodoPage, type Todo, type TodoState } from '../api/todos';

const S = {
  tabs: { display: 'flex', gap: 4, borderBottom: '1px solid var(--borderColor-default)', alignItems: 'center' },
  tab: { background: 'none', border: 0, padding: '8px 12px', cursor: 'pointer', font: 'inherit', color: 'var(--fgColor-default)' },
  rows: { listStyle: 'none', margin: 0, padding: 0, border: '1px solid var(--borderColor-default)', borderRadius: 6 },
  row: { display: 'flex', gap: 8, alignItems: 'center', padding: '12px 16px', borderTop: '1px solid var(--borderColor-muted)' },
  main: { flex: 1, minWidth: 0 },
  meta: { color: 'var(--fgColor-muted)', fontSize: 12 },
  empty: { textAlign: 'center', padding: 40, color: 'var(--fgColor-muted)' },
} satisfies Record<string, CSSProperties>;

/** GitLab's wording of a to-do's action ("Dana assigned you", …). */
export const ACTION_TEXT: Record<string, string> = {
  assigned: 'assigned you',
  mentioned: 'mentioned you on',
  directly_addressed: 'mentioned you on',
  marked: 'added a to-do for',
  build_failed: 'The pipeline failed in',
  approval_required: 'set you as an approver for',
  unmergeable: 'Could not merge',
  review_requested: 'requested a review of',
  member_access_requested: 'has requested access to',
  review_submitted: 'reviewed',
};

export const TODO_TEXTS = {
  heading: 'To-Do List',
  pending: 'To Do',
  done: 'Done',
  markDone: 'Mark as done',
  markAllDone: 'Mark all as done',
  emptyPending: "Good job! Looks like you don't have anything left on your To-Do List",
  emptyDone: 'There are no done to-dos yet.',
  loadError: 'Something went wrong while fetching your to-dos.',
  updateError: 'Something went wrong while updating your to-dos.',
  signIn: 'Sign in to see your To-Do List.',
} as const;

/** The target's page on this site (target_url is absolute). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname + new URL(url).hash;
  } catch {
    return url;
  }
}

function TodoRow({ todo, onDone, busy }: { todo: Todo; onDone?: () => void; busy: boolean }) {
  const title = todo.target?.title ?? todo.target_type;
  const reference = todo.target?.references?.full ?? todo.target?.reference ?? '';
  const where = todo.project?.name_with_namespace ?? todo.group?.name ?? '';
  return (
    <li style={S.row} aria-label={`${todo.author.name} ${ACTION_TEXT[todo.action_name] ?? todo.action_name} ${title}`}>
      <Avatar src={todo.author.avatar_url ?? '/favicon.svg'} size={24} alt="" />
      <div style={S.main}>
        <div>
          <strong>{todo.author.name}</strong> {ACTION_TEXT[todo.action_name] ?? todo.action_name}{' '}
          <a href={pathOf(todo.target_url)}>
            {reference ? `${reference} ` : ''}
            {title}
          </a>
        </div>
        {todo.body && todo.body !== title ? <div style={S.meta}>{todo.body}</div> : null}
        <div style={S.meta}>
          {where ? `${where} · ` : ''}
          {new Date(todo.created_at).toLocaleString()}
        </div>
      </div>
      {onDone ? (
        <Button size="small" disabled={busy} onClick={onDone} aria-label={`${TODO_TEXTS.markDone}: ${title}`}>
          {TODO_TEXTS.markDone}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The signed-in user's to-do list: "To Do" and "Done" tabs with counts, each to-do linking to its target,
 * "Mark as done" per pending to-do and "Mark all as done" (`/api/v4/todos`). A change reads the lists
 * and the top bar's counter (`userCountsKey`) again.
 */
export function TodoList({ initialState, userCountsKey }: { initialState: TodoState; userCountsKey: readonly unknown[] }) {
  const [state, setState] = useState<TodoState>(initialState);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useTodoPage(state, page, true);
  const pendingCount = useTodoPage('pending', 1, state !== 'pending');
  const doneCount = useTodoPage('done', 1, state !== 'done');
  const count = (tab: TodoState) => (tab === state ? list.data?.total : tab === 'pending' ? pendingCount.data?.total : doneCount.data?.total);

  const choose = (tab: TodoState) => {
    setState(tab);
    setPage(1);
    window.history.replaceState(window.history.state, '', tab === 'done' ? '/dashboard/todos?state=done' : '/dashboard/todos');
  };

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await change();
    } catch {
      setError(TODO_TEXTS.updateError);
    } finally {
      setBusy(false);
    }
  };

  if (list.status === 'error' && isApiError(list.error) && list.error.status === 401) {
    return (
      <p>
        <a href={`/users/sign_in?redirect=${encodeURIComponent('/dashboard/todos')}`}>{TODO_TEXTS.signIn}</a>
      </p>
    );
  }
  const todos = list.data?.todos ?? [];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Heading as="h1" variant="medium">
        {TODO_TEXTS.heading}
      </Heading>
      <div style={S.tabs}>
        <div role="tablist" aria-label="To-do states" style={{ display: 'flex', gap: 4, flex: 1 }}>
          {(['pending', 'done'] as const).map((tab) => (
            <button key={tab} type="button" role="tab" aria-selected={state === tab} style={S.tab} onClick={() => choose(tab)}>
              {TODO_TEXTS[tab]}
              {count(tab) !== undefined ? <CounterLabel style={{ marginLeft: 6 }}>{count(tab)}</CounterLabel> : null}
            </button>
          ))}
        </div>
        {state === 'pending' && todos.length > 0 ? (
          <Button size="small" disabled={busy} onClick={() => void run(() => markAllTodosDone(userCountsKey))}>
            {TODO_TEXTS.markAllDone}
          </Button>
        ) : null}
      </div>
      {error ? (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      ) : null}
      {list.status === 'pending' ? <Spinner aria-label="Loading to-dos" /> : null}
      {list.status === 'error' ? (
        <Flash variant="danger" role="alert">
          {TODO_TEXTS.loadError}
        </Flash>
      ) : null}
      {list.status === 'success' && todos.length === 0 ? <p style={S.empty}>{state === 'pending' ? TODO_TEXTS.emptyPending : TODO_TEXTS.emptyDone}</p> : null}
      {todos.length > 0 ? (
        <ul style={S.rows} aria-label="To-dos">
          {todos.map((todo) => (
            <TodoRow key={todo.id} todo={todo} busy={busy} onDone={todo.state === 'pending' ? () => void run(() => markTodoDone(todo.id, userCountsKey)) : undefined} />
          ))}
        </ul>
      ) : null}
      {list.data && list.data.totalPages > 1 ? (
        <Pagination
          pageCount={list.data.totalPages}
          currentPage={page}
          onPageChange={(event, number) => {
            event.preventDefault();
            setPage(number);
          }}
        />
      ) : null}
    </div>
  );
}
