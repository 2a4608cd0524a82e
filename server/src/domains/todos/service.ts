import type { Db } from '../../db/database.ts';
import { AppError, type ErrorCode } from '../../errors.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { UserRow } from '../users/tables.ts';
import { createTodos, findTodo, setTodoState, todoRows, type TodoRowFilter } from './queries.ts';
import { canReadTodo, TODO_ACTIONS } from './rules.ts';
import type { TodoRow, TodoState, TodoTargetType } from './tables.ts';
import { todoTargetKind, type TodoTarget } from './targets/index.ts';

/** A to-do with its target as its owner may see it. */
export interface TodoWithTarget {
  todo: TodoRow;
  target: TodoTarget;
}

export type TodoListFilter = Omit<TodoRowFilter, 'userId'>;

const NOT_FOUND_CODES: Partial<Record<TodoTargetType, ErrorCode>> = { Issue: 'ISSUE_NOT_FOUND', Epic: 'EPIC_NOT_FOUND' };

function requireUser(viewer: Viewer): UserRow {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

/** The target the viewer may read, or 404 in the kind's words (`404 Issue Not Found`). */
export async function readableTarget(db: Db, viewer: Viewer, type: TodoTargetType, id: number): Promise<TodoTarget> {
  const kind = todoTargetKind(type);
  const target = kind ? (await kind.readable(db, viewer, [id])).get(id) : undefined;
  if (!target) throw new AppError(NOT_FOUND_CODES[type] ?? 'NOT_FOUND');
  return target;
}

/** Keeps the rows the viewer may read (todos/rules.ts), each with its target; order is kept. */
export async function withReadableTargets(db: Db, viewer: Viewer, rows: readonly TodoRow[]): Promise<TodoWithTarget[]> {
  const idsByType = new Map<string, number[]>();
  for (const row of rows) idsByType.set(row.targetType, [...(idsByType.get(row.targetType) ?? []), row.targetId]);
  const targets = new Map<string, Map<number, TodoTarget>>();
  for (const [type, ids] of idsByType) {
    const kind = todoTargetKind(type);
    targets.set(type, kind ? await kind.readable(db, viewer, ids) : new Map());
  }
  return rows.flatMap((todo) => {
    const target = targets.get(todo.targetType)?.get(todo.targetId);
    return target && canReadTodo(viewer.facts, todo, target !== undefined) ? [{ todo, target }] : [];
  });
}

/**
 * TodosFinder: the viewer's to-dos matching the filter, newest first, only those they may read, and
 * the page asked for. Pending ones unless the filter says otherwise.
 */
export async function listTodos(db: Db, viewer: Viewer, filter: TodoListFilter, page: { offset: number; limit: number }): Promise<{ items: TodoWithTarget[]; total: number }> {
  const user = requireUser(viewer);
  const rows = await todoRows(db, { ...filter, states: filter.states?.length ? filter.states : ['pending'], userId: user.id });
  const readable = await withReadableTargets(db, viewer, rows);
  return { items: readable.slice(page.offset, page.offset + page.limit), total: readable.length };
}

/** `todos` of GET /user_counts: the viewer's pending to-dos they may read. */
export async function pendingTodoCount(db: Db, viewer: Viewer): Promise<number> {
  const user = requireUser(viewer);
  return (await withReadableTargets(db, viewer, await todoRows(db, { userId: user.id, states: ['pending'] }))).length;
}

/**
 * TodoService#mark_todo: the viewer adds a to-do for a target they may read. Null when they already
 * have a pending one on it (GitLab answers 304, GraphQL the existing state).
 */
export async function markTodo(db: Db, viewer: Viewer, target: TodoTarget): Promise<TodoWithTarget | null> {
  const user = requireUser(viewer);
  const [created] = await createTodos(db, [user.id], {
    targetType: target.type,
    targetId: target.id,
    projectId: target.project?.project.id ?? null,
    groupId: target.group?.id ?? null,
    authorId: user.id,
    action: TODO_ACTIONS.marked,
  });
  return created ? { todo: created, target } : null;
}

/** One of the viewer's to-dos they may read; anything else (someone else's, hidden target) is 404. */
export async function readableTodo(db: Db, viewer: Viewer, id: number): Promise<TodoWithTarget> {
  const user = requireUser(viewer);
  const todo = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await findTodo(db, id) : undefined;
  const [found] = todo && todo.userId === user.id ? await withReadableTargets(db, viewer, [todo]) : [];
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** Marks one to-do done or pending again (TodoService#resolve_todo, #restore_todo); answers it as it is now. */
export async function setTodoStateOf(db: Db, viewer: Viewer, id: number, state: TodoState): Promise<TodoWithTarget> {
  const found = await readableTodo(db, viewer, id);
  const [changed] = await setTodoState(db, found.todo.userId, [found.todo.id], state);
  return { todo: changed ?? found.todo, target: found.target };
}

/**
 * Marks every pending to-do of the viewer done (all, or those on one target): GitLab's mark-all. Hidden
 * targets' entries are closed too (the user asked for an empty list); only readable ones are answered.
 */
export async function markAllTodosDone(db: Db, viewer: Viewer, target?: { type: TodoTargetType; id: number }): Promise<TodoWithTarget[]> {
  const user = requireUser(viewer);
  const pending = await todoRows(db, { userId: user.id, states: ['pending'], target });
  const changed = await setTodoState(
    db,
    user.id,
    pending.map((row) => row.id),
    'done',
  );
  return withReadableTargets(db, viewer, changed);
}
