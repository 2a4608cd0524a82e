import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { descriptionVersions } from '../description-versions/tables.ts';
import { groups } from '../groups/tables.ts';
import { projects } from '../projects/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import { todos, type TodoRow, type TodoState, type TodoTargetType } from './tables.ts';

/** What a new to-do points at and who caused it. */
export interface TodoAttributes {
  targetType: TodoTargetType;
  targetId: number;
  projectId: number | null;
  groupId: number | null;
  authorId: number;
  action: number;
  noteId?: number | null | undefined;
}

/**
 * TodoService#create_todos with GitLab's default of one to-do per target: users who already have a
 * pending to-do on the target get no second one. Returns the rows created.
 */
export async function createTodos(db: Db, userIds: readonly number[], attributes: TodoAttributes): Promise<TodoRow[]> {
  if (userIds.length === 0) return [];
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const existing = await tx
      .select({ userId: todos.userId })
      .from(todos)
      .where(and(inArray(todos.userId, [...userIds]), eq(todos.targetType, attributes.targetType), eq(todos.targetId, attributes.targetId), eq(todos.state, 'pending')));
    const skip = new Set(existing.map((row) => row.userId));
    const fresh = [...new Set(userIds)].filter((id) => !skip.has(id));
    if (fresh.length === 0) return [];
    return tx
      .insert(todos)
      .values(fresh.map((userId) => ({ ...attributes, noteId: attributes.noteId ?? null, userId })))
      .returning();
  });
}

export async function findTodo(db: Db, id: number): Promise<TodoRow | undefined> {
  const [row] = await db.select().from(todos).where(eq(todos.id, id));
  return row;
}

export interface TodoRowFilter {
  userId: number;
  states?: readonly TodoState[] | undefined;
  actions?: readonly number[] | undefined;
  authorIds?: readonly number[] | undefined;
  projectIds?: readonly number[] | undefined;
  groupIds?: readonly number[] | undefined;
  types?: readonly TodoTargetType[] | undefined;
  target?: { type: TodoTargetType; id: number } | undefined;
}

/**
 * Todo.for_group_ids_and_descendants: to-dos on the groups and their subgroups (epics) and on the
 * projects inside them (issues).
 */
function inGroupsOrTheirProjects(groupIds: readonly number[]): SQL {
  const ids = sql.join(
    groupIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const subtree = sql`select d.id from ${groups} g join ${groups} d on d.full_path = g.full_path or starts_with(d.full_path, g.full_path || '/') where g.id in (${ids})`;
  return sql`(${todos.groupId} in (${subtree}) or ${todos.projectId} in (select p.id from ${projects} p where p.namespace_id in (${subtree})))`;
}

function conditions(filter: TodoRowFilter): SQL | undefined {
  const list: (SQL | undefined)[] = [eq(todos.userId, filter.userId)];
  if (filter.states?.length) list.push(inArray(todos.state, [...filter.states]));
  if (filter.actions?.length) list.push(inArray(todos.action, [...filter.actions]));
  if (filter.authorIds?.length) list.push(inArray(todos.authorId, [...filter.authorIds]));
  if (filter.projectIds?.length) list.push(inArray(todos.projectId, [...filter.projectIds]));
  if (filter.groupIds?.length) list.push(inGroupsOrTheirProjects(filter.groupIds));
  if (filter.types?.length) list.push(inArray(todos.targetType, [...filter.types]));
  if (filter.target) list.push(eq(todos.targetType, filter.target.type), eq(todos.targetId, filter.target.id));
  return and(...list);
}

/** A user's to-dos matching the filter, newest first (TodosFinder's default `id desc`). */
export async function todoRows(db: Db, filter: TodoRowFilter): Promise<TodoRow[]> {
  return db.select().from(todos).where(conditions(filter)).orderBy(desc(todos.id));
}

/** Sets the state of the given to-dos of one user; returns the rows that changed. */
export async function setTodoState(db: Db, userId: number, ids: readonly number[], state: TodoState): Promise<TodoRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(todos)
    .set({ state, updatedAt: new Date() })
    .where(and(eq(todos.userId, userId), inArray(todos.id, [...ids]), sql`${todos.state} <> ${state}`))
    .returning();
}

/** Marks a user's pending to-dos on one target done (TodoService#resolve_todos_for_target). */
export async function resolveTodosForTarget(db: Db, userId: number, target: { type: TodoTargetType; id: number }): Promise<TodoRow[]> {
  return db
    .update(todos)
    .set({ state: 'done', updatedAt: new Date() })
    .where(and(eq(todos.userId, userId), eq(todos.targetType, target.type), eq(todos.targetId, target.id), eq(todos.state, 'pending')))
    .returning();
}

/** Every to-do on a target, whoever owns it: the issuable is being deleted (issuables/destroy.ts). */
export async function deleteTodosOfTarget(tx: Db, type: TodoTargetType, id: number): Promise<void> {
  await tx.delete(todos).where(and(eq(todos.targetType, type), eq(todos.targetId, id)));
}

/** Active users by username, case-insensitively (mentions). */
export async function activeUsersByUsername(db: Db, usernames: readonly string[]): Promise<UserRow[]> {
  if (usernames.length === 0) return [];
  const lower = [...new Set(usernames.map((name) => name.toLowerCase()))];
  return db
    .select()
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, lower), eq(users.state, 'active'), eq(users.userType, 'human')));
}

const VERSION_OWNER = { Issue: descriptionVersions.issueId, Epic: descriptionVersions.epicId } as const;

/** The description before the version an update saved (the previous description version), if known. */
export async function previousDescription(db: Db, kind: string, targetId: number, versionId: number): Promise<string | null> {
  const owner = VERSION_OWNER[kind as keyof typeof VERSION_OWNER];
  if (!owner) return null;
  const [row] = await db
    .select({ description: descriptionVersions.description })
    .from(descriptionVersions)
    .where(and(eq(owner, targetId), lt(descriptionVersions.id, versionId)))
    .orderBy(desc(descriptionVersions.id))
    .limit(1);
  return row?.description ?? null;
}
