import type { Db } from '../../db/database.ts';
import { Viewer } from '../memberships/viewer.ts';
import type { UserRow } from '../users/tables.ts';
import { todoRows } from './queries.ts';
import { markAllTodosDone, markTodo, readableTarget } from './service.ts';
import type { TodoTargetType } from './tables.ts';

/** TodoService#todo_exist?: whether the user has a pending to-do on the target (`/todo` and `/done` ask). */
export async function hasPendingTodo(db: Db, userId: number, target: { type: TodoTargetType; id: number }): Promise<boolean> {
  return (await todoRows(db, { userId, states: ['pending'], target })).length > 0;
}

/**
 * The `todo_event` of `/todo` and `/done` (Issuable::BaseService#handle_todo_event, any kind): `add`
 * marks a to-do for the author (TodoService#mark_todo), `done` resolves their pending ones on the
 * target (#resolve_todos_for_target). The target must still be readable by them.
 */
export async function applyTodoEvent(db: Db, author: UserRow, target: { type: TodoTargetType; id: number }, event: 'add' | 'done' | undefined): Promise<void> {
  if (!event) return;
  const viewer = new Viewer(db, author);
  if (event === 'done') {
    await markAllTodosDone(db, viewer, target);
    return;
  }
  await markTodo(db, viewer, await readableTarget(db, viewer, target.type, target.id));
}
