import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { fullNames } from '../groups/queries.ts';
import { namespaceCoreJson } from '../groups/serializers.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { notes } from '../notes/tables.ts';
import { projectIdentityJson } from '../projects/serializers.ts';
import { userBasicJson } from '../users/serializers.ts';
import type { UserRow } from '../users/tables.ts';
import { usersById } from '../users/queries.ts';
import { todoActionName } from './rules.ts';
import type { TodoRow } from './tables.ts';
import { todoTargetKind } from './targets/index.ts';
import type { TodoWithTarget } from './service.ts';

/** `#note_<id>` when a comment created the to-do (GitLab's todo_target_url anchors at the note). */
export function todoTargetUrl(base: string, { todo, target }: TodoWithTarget): string {
  return `${target.webUrl(base)}${todo.noteId === null ? '' : `#note_${todo.noteId}`}`;
}

/** Todo#body: the comment that created it, else the target's title. */
export function todoBody({ todo, target }: TodoWithTarget, noteBodies: ReadonlyMap<number, string>): string {
  return (todo.noteId === null ? undefined : noteBodies.get(todo.noteId)) ?? target.title;
}

/** The bodies of the comments behind these to-dos. */
export async function noteBodiesOf(db: Db, rows: readonly TodoRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.noteId === null ? [] : [row.noteId])))];
  const found = ids.length ? await db.select({ id: notes.id, note: notes.note }).from(notes).where(inArray(notes.id, ids)) : [];
  return new Map(found.map((row) => [row.id, row.note]));
}

/**
 * API::Entities::Todo for a page of to-dos: `project` (ProjectIdentity) or `group` (NamespaceBasic),
 * `author` (UserBasic), `action_name`, `target_type`, `target` (the kind's own REST entity),
 * `target_url`, `body`, `state`, `created_at`, `updated_at`. Batched: a few queries per page.
 */
export async function todosApiJson(db: Db, viewer: Viewer, base: string, items: readonly TodoWithTarget[]): Promise<unknown[]> {
  const rows = items.map((item) => item.todo);
  const namespaces = [...new Map(items.flatMap((item) => (item.target.project ? [[item.target.project.namespace.id, item.target.project.namespace] as const] : []))).values()];
  const [authors, noteBodies, names] = await Promise.all([
    usersById(
      db,
      rows.map((row) => row.authorId),
    ),
    noteBodiesOf(db, rows),
    fullNames(db, namespaces),
  ]);
  const entities = new Map<string, Map<number, unknown>>();
  for (const type of new Set(items.map((item) => item.target.type))) {
    const kind = todoTargetKind(type);
    const targets = items.filter((item) => item.target.type === type).map((item) => item.target);
    entities.set(type, kind ? await kind.apiJson(db, viewer, base, targets) : new Map());
  }
  return items.map((item) => {
    const { todo, target } = item;
    const author = authors.get(todo.authorId) as UserRow;
    const project = target.project;
    return {
      id: todo.id,
      ...(project ? { project: projectIdentityJson(project.project, project.namespace, names.get(project.namespace.id) ?? project.namespace.name) } : {}),
      ...(target.group ? { group: namespaceCoreJson(base, target.group) } : {}),
      author: userBasicJson(base, author),
      action_name: todoActionName(todo.action),
      target_type: todo.targetType,
      target: entities.get(target.type)?.get(target.id) ?? null,
      target_url: todoTargetUrl(base, item),
      body: todoBody(item, noteBodies),
      state: todo.state,
      created_at: todo.createdAt.toISOString(),
      updated_at: todo.updatedAt.toISOString(),
    };
  });
}
