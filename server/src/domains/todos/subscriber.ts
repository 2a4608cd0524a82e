import type { Db } from '../../db/database.ts';
import type { IssuableEvent, IssuableEventSubscriber } from '../issuables/events.ts';
import { Viewer } from '../memberships/viewer.ts';
import type { NoteEventSubscriber } from '../notes/events.ts';
import { noteableProvider } from '../notes/providers.ts';
import { canReadInternalNotes } from '../notes/rules.ts';
import type { NoteRow } from '../notes/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { mentionsIn, type Mentions } from './mentions.ts';
import { usersById } from '../users/queries.ts';
import { activeUsersByUsername, createTodos, previousDescription, resolveTodosForTarget } from './queries.ts';
import { TODO_ACTIONS, todoRecipients } from './rules.ts';
import type { TodoTargetType } from './tables.ts';
import { todoTargetKind, type TodoTarget } from './targets/index.ts';

/** The target as the actor sees it (they just changed it), or null for kinds without to-dos. */
async function targetFor(db: Db, kind: string, id: number, actor: UserRow): Promise<TodoTarget | null> {
  const targets = todoTargetKind(kind);
  return targets ? ((await targets.readable(db, new Viewer(db, actor), [id])).get(id) ?? null) : null;
}

/** Candidates who may read the target (and, for an internal note, internal notes). */
async function readers(db: Db, target: TodoTarget, candidates: readonly UserRow[], note?: NoteRow): Promise<Set<number>> {
  const kind = todoTargetKind(target.type);
  const allowed = new Set<number>();
  for (const user of candidates) {
    const viewer = new Viewer(db, user);
    if (!kind || !(await kind.readable(db, viewer, [target.id])).has(target.id)) continue;
    if (note?.internal) {
      const noteable = await noteableProvider(target.type)?.readableById(db, viewer, target.id, '');
      if (!noteable || !canReadInternalNotes(noteable.access)) continue;
    }
    allowed.add(user.id);
  }
  return allowed;
}

function attributesOf(target: TodoTarget, actor: Pick<UserRow, 'id'>, action: number, note?: NoteRow) {
  return {
    targetType: target.type as TodoTargetType,
    targetId: target.id,
    projectId: target.project?.project.id ?? null,
    groupId: target.group?.id ?? null,
    authorId: actor.id,
    action,
    noteId: note?.id ?? null,
  };
}

/**
 * TodoService#create_mention_todos: directly addressed users get `directly_addressed`, the others
 * `mentioned`; never the actor, never someone who cannot read what mentions them, and not those in
 * `skip` (already mentioned before this edit).
 */
async function createMentionTodos(db: Db, target: TodoTarget, actor: UserRow, mentions: Mentions, skip: ReadonlySet<string>, note?: NoteRow): Promise<void> {
  const wanted = (names: string[]) => names.filter((name) => !skip.has(name));
  const users = await activeUsersByUsername(db, [...wanted(mentions.directlyAddressed), ...wanted(mentions.mentioned)]);
  if (users.length === 0) return;
  const allowed = await readers(db, target, users, note);
  const idsOf = (names: string[]) => {
    const lower = new Set(wanted(names));
    return todoRecipients(
      users.filter((user) => lower.has(user.username.toLowerCase())).map((user) => user.id),
      actor.id,
      allowed,
    );
  };
  await createTodos(db, idsOf(mentions.directlyAddressed), attributesOf(target, actor, TODO_ACTIONS.directly_addressed, note));
  await createTodos(db, idsOf(mentions.mentioned), attributesOf(target, actor, TODO_ACTIONS.mentioned, note));
}

async function onUpdated(db: Db, event: Extract<IssuableEvent, { type: 'updated' }>, actor: UserRow): Promise<void> {
  const assigned = event.delta.assignees?.added ?? [];
  const closed = event.delta.state?.to === 'closed';
  // Most updates concern no to-do: nothing is read for them.
  if (!closed && assigned.length === 0 && event.descriptionVersionId === null) return;
  const target = await targetFor(db, event.issuable.kind, event.issuable.id, actor);
  if (!target) return;
  // TodoService#close_issue: closing resolves the closer's own pending to-dos on it.
  if (closed) await resolveTodosForTarget(db, actor.id, target);
  // TodoService#reassigned_assignable: each newly assigned user.
  if (assigned.length > 0) {
    const users = [...(await usersById(db, [...assigned])).values()].filter((user) => user.state === 'active' && user.userType === 'human');
    const allowed = await readers(db, target, users);
    await createTodos(
      db,
      todoRecipients(
        users.map((user) => user.id),
        actor.id,
        allowed,
      ),
      attributesOf(target, actor, TODO_ACTIONS.assigned),
    );
  }
  // TodoService#update_issuable: users the new description mentions that the previous one did not.
  if (event.descriptionVersionId !== null) {
    const before = await mentionsIn(await previousDescription(db, target.type, target.id, event.descriptionVersionId));
    await createMentionTodos(db, target, actor, await mentionsIn(target.description), new Set([...before.directlyAddressed, ...before.mentioned]));
  }
}

const mentionsSomeone = (mentions: Mentions) => mentions.directlyAddressed.length + mentions.mentioned.length > 0;

/** The to-dos the issuable core's events create or resolve (wired in domains/kinds.ts). */
export const recordIssuableTodos: IssuableEventSubscriber = async (event, { db }) => {
  if (event.type !== 'created' && event.type !== 'updated') return;
  // A moved or promoted issuable: its mentions were told on the one it was copied from.
  if (event.type === 'created' && event.copiedFrom) return;
  if (!todoTargetKind(event.issuable.kind)) return;
  const actor = (await usersById(db, [event.actor.id])).get(event.actor.id);
  if (!actor) return;
  if (event.type === 'updated') return onUpdated(db, event, actor);
  const target = await targetFor(db, event.issuable.kind, event.issuable.id, actor);
  const mentions = await mentionsIn(target?.description);
  if (target && mentionsSomeone(mentions)) await createMentionTodos(db, target, actor, mentions, new Set());
};

/**
 * TodoService#new_note and #update_note: a comment (or an edit of one) resolves its author's pending
 * to-dos on the noteable and creates mention to-dos for the users it mentions (with the note, so the
 * list links to the comment); an edit only for users the previous text did not mention.
 */
export const recordNoteTodos: NoteEventSubscriber = async (event, { db }) => {
  const { note } = event;
  const kind = todoTargetKind(note.noteableType);
  if (note.system || !kind) return;
  await resolveTodosForTarget(db, event.author.id, { type: kind.type, id: note.noteableId });
  const mentions = await mentionsIn(note.note);
  if (!mentionsSomeone(mentions)) return;
  const before = event.type === 'note-updated' ? await mentionsIn(event.previousBody) : { directlyAddressed: [], mentioned: [] };
  const actor = (await usersById(db, [event.author.id])).get(event.author.id);
  const target = actor ? await targetFor(db, note.noteableType, note.noteableId, actor) : null;
  if (actor && target) await createMentionTodos(db, target, actor, mentions, new Set([...before.directlyAddressed, ...before.mentioned]), note);
};
