import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Live } from '../../plugins/live.ts';
import { deleteAwards, toggleAwardEmoji } from '../awards/queries.ts';
import { commitAuthorEmails, repositoryPath } from '../repositories/git.ts';
import type { UserRow } from '../users/tables.ts';
import type { Noteable } from './noteables.ts';
import { accessLevelsIn, awardsOfNotes, countNotes, groupAccessLevelsIn, notesOfDiscussion } from './queries.ts';
import { usersById } from '../users/queries.ts';
import type { CommandsChanges, ExtractedCommands } from '../quick-actions/commands.ts';
import { noteableProvider } from './providers.ts';
import { publishNoteDomainEvent } from './events.ts';
import { descriptionVersionFields } from '../description-versions/queries.ts';
import { noteHtmlFor, renderNoteHtml } from './render.ts';
import {
  canAdminNote,
  canAdminNoteable,
  canAwardEmoji,
  canCreateInternalNote,
  canCreateNote,
  canReadInternalNotes,
  canReadNote,
  canResolveDiscussion,
  EMOJI_NAME,
  MAX_NOTES_MESSAGE,
  MAX_NOTES_PER_NOTEABLE,
  noteBodyErrors,
} from './rules.ts';
import type { NoteContext } from './serializers.ts';
import { deletedNotes, noteDiffFiles, notes, systemNoteMetadata, type NoteableType, type NoteRow } from './tables.ts';

/** GitLab's discussion ids: 40 hexadecimal characters. */
export function newDiscussionId(): string {
  return randomBytes(20).toString('hex');
}

export const DISCUSSION_ID = /^[0-9a-f]{40}$/;

/** Live channel of a noteable's notes; events carry ids only (subscribers re-read with access checks). */
export const notesChannel = (type: NoteableType, id: number) => `notes:${type}:${id}`;

export type NoteEvent = 'created' | 'updated' | 'deleted' | 'resolved' | 'unresolved';

/**
 * `internal` travels with the ids because a deleted note cannot be re-read: subscribers decide from it
 * whether the reader may even learn that the note existed.
 */
export async function publishNoteEvent(
  live: Live,
  noteable: { type: NoteableType; id: number },
  event: NoteEvent,
  note: { id: number; discussionId: string; internal?: boolean },
): Promise<void> {
  await live.publish(notesChannel(noteable.type, noteable.id), {
    event,
    noteable_type: noteable.type,
    noteable_id: noteable.id,
    note_id: note.id,
    discussion_id: note.discussionId,
    internal: note.internal ?? false,
  });
}

/**
 * GitLab's `is_contributor`: the note's author is not a member of the project but has contributed to
 * it. Here "contributed" means authored a commit on the project's default branch (`main`), matched by
 * the user's email, case-insensitively. The history is read once per `main` tip (repositories/git.ts),
 * and not at all when every author is a member.
 */
async function contributorIds(dataDir: string | undefined, noteable: Noteable, users: Map<number, UserRow>, authorAccess: Map<number, number>): Promise<Set<number>> {
  // Contributing means commits to a project's repository: an epic's commenters are never contributors.
  if (!dataDir || noteable.type === 'Epic') return new Set();
  const outsiders = [...authorAccess].filter(([, level]) => level === 0).map(([id]) => users.get(id)).filter((user): user is UserRow => user !== undefined);
  if (outsiders.length === 0) return new Set();
  const emails = await commitAuthorEmails(repositoryPath(dataDir, noteable.projectFullPath));
  return new Set(outsiders.filter((user) => emails.has(user.email.toLowerCase())).map((user) => user.id));
}

/**
 * Loads users, awards, author access levels and contributors for serializing `rows`. `dataDir` locates
 * the project's repository (contributors); without it nobody is a contributor.
 */
export async function buildContext(db: Db, base: string, noteable: Noteable, rows: NoteRow[], dataDir?: string): Promise<NoteContext> {
  const awards = await awardsOfNotes(
    db,
    rows.map((r) => r.id),
  );
  const userIds = rows.flatMap((r) => [r.authorId, r.resolvedById, r.lastEditedById]).filter((id): id is number => id !== null);
  const authorIds = rows.map((r) => r.authorId);
  const [users, authorAccess, html] = await Promise.all([
    usersById(db, userIds),
    noteable.type === 'Epic' ? groupAccessLevelsIn(db, authorIds, noteable.group) : accessLevelsIn(db, authorIds, noteable.project, noteable.namespace),
    noteHtmlFor(db, noteable.viewer, rows, noteable.knownProjects),
  ]);
  const descriptionVersions = await descriptionVersionFields(
    db,
    rows,
    { type: noteable.type, id: noteable.id, path: noteable.webPath },
    noteable.access.viewer !== null && canAdminNoteable(noteable.access),
  );
  const contributors = await contributorIds(dataDir, noteable, users, authorAccess);
  const suggestionsOf = noteableProvider(noteable.type)?.noteSuggestions;
  const suggestions = suggestionsOf ? await suggestionsOf(db, noteable, rows, dataDir) : undefined;
  const context = { base, noteable, users, awards, authorAccess, html, descriptionVersions, contributors, ...(suggestions ? { suggestions } : {}) };
  const diffNoteIds = rows.filter((r) => r.type === 'DiffNote').map((r) => r.id);
  const diffContextOf = noteableProvider(noteable.type)?.noteDiffContext;
  if (diffNoteIds.length === 0 || !diffContextOf) return context;
  return { ...context, ...(await diffContextOf(db, noteable, diffNoteIds)) };
}

export interface CreateNoteInput {
  note: string;
  internal?: boolean | undefined;
  /** 'DiscussionNote' starts a thread; 'DiffNote' a thread on the diff (with `diff`). */
  type?: 'DiscussionNote' | 'DiffNote' | null | undefined;
  inReplyToDiscussionId?: string | undefined;
  /** A DiffNote's checked position (merge-requests/diffNotes.ts: createDiffNote). */
  diff?: { position: object; lineCode: string | null; commitId?: string | null; diffFile: NewNoteDiffFile | null } | undefined;
}

/** The diff excerpt stored with a text DiffNote (note_diff_files). */
export type NewNoteDiffFile = Omit<typeof noteDiffFiles.$inferInsert, 'id' | 'noteId'>;

export interface CreateNoteResult {
  note?: NoteRow;
  /** Validation errors (attribute → messages) when nothing was saved for a reason other than commands. */
  errors?: Record<string, string[]>;
  commandsChanges: CommandsChanges;
  commandNames: string[];
  /** Set when the body was only commands: no note was created. */
  commandsOnlyMessage?: string;
}

function requireSignedIn(user: UserRow | null): UserRow {
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** `SELECT … FOR UPDATE` on the noteable's row (its kind's table), inside the caller's transaction. */
async function lockNoteable(tx: Db, noteable: Pick<Noteable, 'type' | 'id'>): Promise<void> {
  const provider = noteableProvider(noteable.type);
  if (!provider) throw new AppError('NOT_FOUND');
  await provider.lockRow(tx, noteable.id);
}

/**
 * Notes::CreateService: permission, reply threading, quick actions, validation, the per-noteable limit,
 * then insert and publish. Throws 401/403/404; returns validation problems as `errors`.
 */
export async function createNote(db: Db, live: Live, user: UserRow | null, noteable: Noteable, input: CreateNoteInput): Promise<CreateNoteResult> {
  const author = requireSignedIn(user);
  const access = noteable.access;
  if (!canCreateNote(access)) throw new AppError('FORBIDDEN');
  let internal = input.internal === true;
  if (internal && !canCreateInternalNote(access)) throw new AppError('FORBIDDEN');

  let discussionId = newDiscussionId();
  let type: 'DiscussionNote' | 'DiffNote' | null = input.type === 'DiscussionNote' ? 'DiscussionNote' : input.type === 'DiffNote' && input.diff ? 'DiffNote' : null;
  let diff: { position: unknown; originalPosition: unknown; lineCode: string | null; commitId: string | null } | null = input.diff
    ? { position: input.diff.position, originalPosition: input.diff.position, lineCode: input.diff.lineCode, commitId: input.diff.commitId ?? null }
    : null;
  let convertIndividual = false;
  if (input.inReplyToDiscussionId !== undefined) {
    const thread = DISCUSSION_ID.test(input.inReplyToDiscussionId)
      ? await notesOfDiscussion(db, noteable, input.inReplyToDiscussionId, canReadInternalNotes(access))
      : [];
    const first = thread[0];
    if (!first || first.system) return { errors: { base: ['Discussion to reply to cannot be found'] }, commandsChanges: {}, commandNames: [] };
    discussionId = first.discussionId;
    type = 'DiscussionNote';
    // A reply in a diff thread is a DiffNote at the thread's position (GitLab copies it).
    if (first.type === 'DiffNote') {
      type = 'DiffNote';
      diff = { position: first.position, originalPosition: first.originalPosition, lineCode: first.lineCode, commitId: first.commitId };
    }
    // Replies in an internal thread stay internal.
    internal = first.internal;
    convertIndividual = first.type === null;
  }

  // The kind's quick actions (registered with its provider); a kind without any keeps the text as written.
  const quickActions = noteableProvider(noteable.type)?.quickActions;
  const facts = quickActions?.viewerFacts ? await quickActions.viewerFacts(db, author, noteable) : {};
  const commands: ExtractedCommands = quickActions
    ? quickActions.extract(input.note, { ...noteable, access: { ...noteable.access, ...facts } })
    : { content: input.note, changes: {}, references: {}, commandNames: [], messages: [] };
  const commandsOnly = commands.commandNames.length > 0 && commands.content === '';
  const body = commands.commandNames.length > 0 ? commands.content : input.note;

  if (!commandsOnly) {
    const errors = noteBodyErrors(body);
    if (Object.keys(errors).length > 0) return { errors, commandsChanges: {}, commandNames: [] };
  }

  let created: NoteRow | undefined;
  if (!commandsOnly) {
    const noteHtml = await renderNoteHtml(db, body, noteable.renderScope);
    const inserted = await db.transaction(async (tx) => {
      // The limit is counted under the noteable's row lock, so concurrent comments cannot both pass it.
      await lockNoteable(tx as unknown as Db, noteable);
      if ((await countNotes(tx as unknown as Db, noteable)) >= MAX_NOTES_PER_NOTEABLE) return 'limit' as const;
      if (convertIndividual) {
        await tx
          .update(notes)
          .set({ type: 'DiscussionNote', resolvable: noteable.resolvable ? sql`not ${notes.system}` : false })
          .where(and(eq(notes.noteableType, noteable.type), eq(notes.noteableId, noteable.id), eq(notes.discussionId, discussionId)));
      }
      const [row] = await tx
        .insert(notes)
        .values({
          noteableType: noteable.type,
          noteableId: noteable.id,
          projectId: noteable.projectId,
          discussionId,
          authorId: author.id,
          note: body,
          noteHtml,
          internal,
          type,
          resolvable: type !== null && noteable.resolvable,
          ...(diff ? { position: diff.position, originalPosition: diff.originalPosition, lineCode: diff.lineCode, commitId: diff.commitId } : {}),
        })
        .returning();
      if (row && input.diff?.diffFile && input.inReplyToDiscussionId === undefined) await tx.insert(noteDiffFiles).values({ ...input.diff.diffFile, noteId: row.id });
      return row;
    });
    if (inserted === 'limit') return { errors: { base: [MAX_NOTES_MESSAGE] }, commandsChanges: {}, commandNames: [] };
    created = inserted;
    if (created) await publishNoteEvent(live, noteable, 'created', created);
    if (created) await publishNoteDomainEvent({ db, live }, { type: 'note-created', note: created, author });
  }

  let commandsChanges = commands.changes;
  if (commands.commandNames.length > 0) {
    commandsChanges = quickActions ? await quickActions.apply(db, live, author, noteable, commands, created?.id) : {};
  }
  return {
    ...(created ? { note: created } : {}),
    commandsChanges,
    commandNames: commands.commandNames,
    ...(commandsOnly ? { commandsOnlyMessage: commands.messages.join(' ') } : {}),
  };
}

export interface SystemNoteInput {
  /** The issue (with its project) or the epic (`project: null`, rendered in `group`'s context). */
  noteable: Pick<Noteable, 'type' | 'id'> & { project: { id: number } | null; group?: { fullPath: string } };
  author: Pick<UserRow, 'id'>;
  /** Markdown body ("closed", "changed title from **a** to **b**", …). */
  body: string;
  /** system_note_icon_name ("issue-close", "pencil", …). */
  icon: string;
  /** Internal system notes (e.g. about internal changes) are hidden like internal comments. */
  internal?: boolean;
  /** A note inside an existing thread ("created #3 to continue this discussion"); a new one otherwise. */
  discussionId?: string;
  /**
   * A note in an existing thread (GitLab's `discussion.reply_attributes`): its discussion id, type and, for
   * a diff thread, its positions, so the note shows in that thread.
   */
  reply?: Pick<NoteRow, 'discussionId' | 'type' | 'position' | 'originalPosition' | 'lineCode'>;
  /** system_note_metadata's `action` ('outdated', …), when the note records one. */
  action?: string;
}

/** SystemNoteService's entry point for other domains: records one individual system note and publishes it. */
export async function createSystemNote(db: Db, live: Live, input: SystemNoteInput): Promise<NoteRow> {
  const scope = input.noteable.project ? { projectId: input.noteable.project.id } : input.noteable.group ? { groupFullPath: input.noteable.group.fullPath } : null;
  const noteHtml = await renderNoteHtml(db, input.body, scope);
  const [row] = await db
    .insert(notes)
    .values({
      noteableType: input.noteable.type,
      noteableId: input.noteable.id,
      projectId: input.noteable.project?.id ?? null,
      discussionId: input.reply?.discussionId ?? input.discussionId ?? newDiscussionId(),
      ...(input.reply ? { type: input.reply.type, position: input.reply.position, originalPosition: input.reply.originalPosition, lineCode: input.reply.lineCode } : {}),
      authorId: input.author.id,
      note: input.body,
      noteHtml,
      system: true,
      systemNoteIconName: input.icon,
      internal: input.internal ?? false,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  if (input.action) await db.insert(systemNoteMetadata).values({ noteId: row.id, action: input.action });
  await publishNoteEvent(live, input.noteable, 'created', row);
  return row;
}

/** A note of this noteable the viewer may read, else 404. */
export async function readableNote(db: Db, noteable: Noteable, noteId: number): Promise<NoteRow> {
  const [row] = Number.isSafeInteger(noteId)
    ? await db
        .select()
        .from(notes)
        .where(and(eq(notes.id, noteId), eq(notes.noteableType, noteable.type), eq(notes.noteableId, noteable.id)))
    : [];
  if (!row || !canReadNote(noteable.access, row) || noteable.hiddenNoteIds.includes(row.id)) throw new AppError('NOTE_NOT_FOUND');
  return row;
}

/** Notes::UpdateService: edits the body (author, maintainer+ or admin). Returns the row or validation errors. */
export async function updateNote(
  db: Db,
  live: Live,
  user: UserRow | null,
  noteable: Noteable,
  note: NoteRow,
  body: string,
): Promise<{ note: NoteRow } | { errors: Record<string, string[]> }> {
  const editor = requireSignedIn(user);
  if (!canAdminNote(noteable.access, note)) throw new AppError('FORBIDDEN');
  const errors = noteBodyErrors(body);
  if (Object.keys(errors).length > 0) return { errors };
  if (body === note.note) return { note };
  const noteHtml = await renderNoteHtml(db, body, noteable.renderScope);
  const [row] = await db
    .update(notes)
    .set({ note: body, noteHtml, updatedAt: sql`now()`, lastEditedAt: sql`now()`, lastEditedById: editor.id })
    .where(eq(notes.id, note.id))
    .returning();
  if (!row) throw new AppError('NOTE_NOT_FOUND');
  await publishNoteEvent(live, noteable, 'updated', row);
  await publishNoteDomainEvent({ db, live }, { type: 'note-updated', note: row, previousBody: note.note, author: editor });
  return { note: row };
}

/** The `deleted_notes` row a deletion leaves (the poll reports it as `deleted_note_ids`). */
export function tombstoneOf(note: Pick<NoteRow, 'id' | 'noteableType' | 'noteableId' | 'discussionId' | 'internal'>) {
  return { noteId: note.id, noteableType: note.noteableType, noteableId: note.noteableId, discussionId: note.discussionId, internal: note.internal };
}

export async function deleteNote(db: Db, live: Live, user: UserRow | null, noteable: Noteable, note: NoteRow): Promise<void> {
  requireSignedIn(user);
  if (!canAdminNote(noteable.access, note)) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    await tx.delete(notes).where(eq(notes.id, note.id));
    await tx.insert(deletedNotes).values(tombstoneOf(note));
    await deleteAwards(tx as unknown as Db, { type: 'Note', id: note.id });
  });
  await publishNoteEvent(live, noteable, 'deleted', note);
}

/** Resolves or unresolves every resolvable note of a discussion; returns the discussion's notes. */
export async function setDiscussionResolved(db: Db, live: Live, user: UserRow | null, noteable: Noteable, discussionId: string, resolved: boolean): Promise<NoteRow[]> {
  const actor = requireSignedIn(user);
  const thread = DISCUSSION_ID.test(discussionId) ? await notesOfDiscussion(db, noteable, discussionId, canReadInternalNotes(noteable.access)) : [];
  const first = thread[0];
  if (!first) throw new AppError('DISCUSSION_NOT_FOUND');
  if (!canResolveDiscussion(noteable.access, thread)) throw new AppError('FORBIDDEN');
  const scope = and(eq(notes.noteableType, noteable.type), eq(notes.noteableId, noteable.id), eq(notes.discussionId, discussionId), eq(notes.resolvable, true));
  await db
    .update(notes)
    .set(resolved ? { resolvedAt: sql`coalesce(${notes.resolvedAt}, now())`, resolvedById: sql`coalesce(${notes.resolvedById}, ${actor.id})`, updatedAt: sql`now()` } : { resolvedAt: null, resolvedById: null, resolvedByPush: false, updatedAt: sql`now()` })
    .where(scope);
  await publishNoteEvent(live, noteable, resolved ? 'resolved' : 'unresolved', first);
  return notesOfDiscussion(db, noteable, discussionId, canReadInternalNotes(noteable.access));
}

/** ToggleAwardEmoji: false when the viewer may not award (GitLab answers `{ ok: false }`). */
export async function toggleNoteAward(db: Db, live: Live, user: UserRow | null, noteable: Noteable, note: NoteRow, name: string): Promise<boolean> {
  const actor = requireSignedIn(user);
  if (!EMOJI_NAME.test(name)) throw new AppError('VALIDATION_FAILED', { name: ['is not a valid emoji name'] });
  if (note.system || !canAwardEmoji(noteable.access, note)) return false;
  await toggleAwardEmoji(db, { type: 'Note', id: note.id }, name, actor.id);
  await db.update(notes).set({ updatedAt: sql`now()` }).where(eq(notes.id, note.id));
  await publishNoteEvent(live, noteable, 'updated', note);
  return true;
}
