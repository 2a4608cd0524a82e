import type { TodoTargetType } from '../tables.ts';
import { epicTodoTarget } from './epic.ts';
import { issueTodoTarget } from './issue.ts';
import type { TodoTargetKind } from './types.ts';

export type { TodoTarget, TodoTargetKind } from './types.ts';

/** The kinds a to-do can point at today; merge requests add their entry when they arrive. */
const KINDS: Partial<Record<TodoTargetType, TodoTargetKind>> = {
  Issue: issueTodoTarget,
  Epic: epicTodoTarget,
};

export function todoTargetKind(type: string): TodoTargetKind | undefined {
  return Object.hasOwn(KINDS, type) ? KINDS[type as TodoTargetType] : undefined;
}

export function todoTargetTypes(): TodoTargetType[] {
  return Object.keys(KINDS) as TodoTargetType[];
}
