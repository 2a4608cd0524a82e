import type { ViewerFacts } from '../memberships/rules.ts';

/** GitLab's Todo action codes (app/models/todo.rb), stored in `todos.action`. */
export const TODO_ACTIONS = {
  assigned: 1,
  mentioned: 2,
  build_failed: 3,
  marked: 4,
  approval_required: 5,
  unmergeable: 6,
  directly_addressed: 7,
  merge_train_removed: 8,
  review_requested: 9,
  member_access_requested: 10,
} as const;

export type TodoActionName = keyof typeof TODO_ACTIONS;

const ACTION_NAMES = new Map(Object.entries(TODO_ACTIONS).map(([name, code]) => [code as number, name as TodoActionName]));

/** `action_name` of a stored code (unknown codes read as `marked`, never a 500). */
export function todoActionName(code: number): TodoActionName {
  return ACTION_NAMES.get(code) ?? 'marked';
}

export function isTodoActionName(value: string): value is TodoActionName {
  return Object.hasOwn(TODO_ACTIONS, value);
}

/**
 * TodoPolicy's `read_todo`, the one rule of this domain: a to-do is its owner's alone, and only while
 * its target stays readable to them (the issue turned confidential, the project they left: the entry
 * drops out of their list instead of leaking the target). `targetReadable` comes from the target
 * kind's own read rule (todos/targets.ts).
 */
export function canReadTodo(viewer: ViewerFacts | null, todo: { userId: number }, targetReadable: boolean): boolean {
  return viewer !== null && viewer.id === todo.userId && targetReadable;
}

/**
 * Who gets an automatic to-do (assigned, mentioned): not the one who caused it (GitLab skips the
 * author of the change), and only users who may read the target (`canRead` of each candidate).
 */
export function todoRecipients(candidates: readonly number[], actorId: number, canRead: ReadonlySet<number>): number[] {
  return [...new Set(candidates)].filter((id) => id !== actorId && canRead.has(id));
}

/** GitLab's Gitlab::Graphql::Errors::ResourceNotAvailable text: missing and forbidden read the same. */
export const RESOURCE_NOT_AVAILABLE = "The resource that you are attempting to access does not exist or you don't have permission to perform this action";
