import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { deferredLive, type Live } from '../../plugins/live.ts';
import type { MergeRequestNoteable } from '../notes/noteables.ts';
import { notesOfDiscussion } from '../notes/queries.ts';
import { canCreateInternalNote, canCreateNote, canReadInternalNotes, canResolveDiscussion, noteBodyErrors } from '../notes/rules.ts';
import { noteUserJson } from '../notes/serializers.ts';
import { renderNoteHtml } from '../notes/render.ts';
import { createNote, DISCUSSION_ID, setDiscussionResolved } from '../notes/service.ts';
import { sha1 } from '../repositories/diff.ts';
import type { UserRow } from '../users/tables.ts';
import { checkPosition, parsePosition, type DiffPosition, type PositionCheck } from './diffNotes.ts';
import { draftNotes, mergeRequestReviewers } from './tables.ts';

/**
 * Draft review (GitLab's DraftNotes services): a reviewer's pending comments on a merge request. Every
 * read and write is scoped to the signed-in author, so nobody else ever reads a draft; drafts are never
 * published on the notes' live channel nor returned by the notes' polling (they are not notes until the
 * review is submitted). Publishing turns them into notes through the notes service (DiffNotes through
 * `createDiffNote`, replies into their thread) and marks the author's review as `reviewed`.
 */

export type DraftNoteRow = typeof draftNotes.$inferSelect;

export interface DraftInput {
  note?: string | undefined;
  /** Raw position: JSON text (web) or an object (REST). */
  position?: unknown;
  inReplyToDiscussionId?: string | undefined;
  resolveDiscussion?: boolean | undefined;
  commitId?: string | null | undefined;
  internal?: boolean | undefined;
}

export type DraftResult = { draft: DraftNoteRow } | { errors: Record<string, string[]> };

function requireAuthor(user: UserRow | null): UserRow {
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** The viewer's drafts on the merge request, oldest first; nobody else's, and none for anonymous viewers. */
export async function draftsOf(db: Db, noteable: MergeRequestNoteable, user: UserRow | null): Promise<DraftNoteRow[]> {
  if (!user) return [];
  return db
    .select()
    .from(draftNotes)
    .where(and(eq(draftNotes.mergeRequestId, noteable.id), eq(draftNotes.authorId, user.id)))
    .orderBy(asc(draftNotes.id));
}

/** One of the viewer's drafts; another user's draft answers 404 like a missing one. */
export async function draftOf(db: Db, noteable: MergeRequestNoteable, user: UserRow | null, id: number): Promise<DraftNoteRow> {
  const author = requireAuthor(user);
  const [row] = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
    ? await db
        .select()
        .from(draftNotes)
        .where(and(eq(draftNotes.id, id), eq(draftNotes.mergeRequestId, noteable.id), eq(draftNotes.authorId, author.id)))
    : [];
  if (!row) throw new AppError('NOT_FOUND', '404 Draft Note Not Found');
  return row;
}

/** Checks a position (when given) against the merge request's diffs: its stored form and line code. */
async function positionFields(db: Db, dataDir: string, noteable: MergeRequestNoteable, raw: unknown): Promise<{ position: DiffPosition | null; lineCode: string | null } | { errors: Record<string, string[]> }> {
  if (raw === undefined || raw === null || raw === '') return { position: null, lineCode: null };
  const parsed = parsePosition(raw);
  if ('errors' in parsed) return parsed;
  const check = await checkPosition(db, dataDir, noteable, parsed.position);
  if (!check.ok) return { errors: check.errors };
  return { position: parsed.position, lineCode: check.lineCode };
}

/** DraftNotes::CreateService: a draft starting a thread (on the diff with a position) or replying to one. */
export async function createDraft(db: Db, dataDir: string, user: UserRow | null, noteable: MergeRequestNoteable, input: DraftInput): Promise<DraftResult> {
  const author = requireAuthor(user);
  if (!canCreateNote(noteable.access)) throw new AppError('FORBIDDEN');
  const note = input.note ?? '';
  const bodyErrors = noteBodyErrors(note);
  if (Object.keys(bodyErrors).length > 0) return { errors: bodyErrors };
  let internal = input.internal === true;
  if (internal && !canCreateInternalNote(noteable.access)) throw new AppError('FORBIDDEN');
  let discussionId: string | null = null;
  let position: DiffPosition | null = null;
  let lineCode: string | null = null;
  if (input.inReplyToDiscussionId) {
    const thread = DISCUSSION_ID.test(input.inReplyToDiscussionId) ? await notesOfDiscussion(db, noteable, input.inReplyToDiscussionId, canReadInternalNotes(noteable.access)) : [];
    const first = thread[0];
    if (!first || first.system) return { errors: { base: ['Thread to reply to cannot be found'] } };
    discussionId = first.discussionId;
    internal = first.internal;
  } else {
    const fields = await positionFields(db, dataDir, noteable, input.position);
    if ('errors' in fields) return fields;
    ({ position, lineCode } = fields);
  }
  const [row] = await db
    .insert(draftNotes)
    .values({
      mergeRequestId: noteable.id,
      authorId: author.id,
      note,
      discussionId,
      resolveDiscussion: discussionId !== null && input.resolveDiscussion === true,
      internal,
      position,
      originalPosition: position,
      lineCode,
      commitId: input.commitId || null,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return { draft: row };
}

/** Edits the author's draft: its text, whether it resolves its thread, and (REST) its position. */
export async function updateDraft(db: Db, dataDir: string, user: UserRow | null, noteable: MergeRequestNoteable, draft: DraftNoteRow, input: DraftInput): Promise<DraftResult> {
  requireAuthor(user);
  const changes: Partial<typeof draftNotes.$inferInsert> = {};
  if (input.note !== undefined) {
    const errors = noteBodyErrors(input.note);
    if (Object.keys(errors).length > 0) return { errors };
    changes.note = input.note;
  }
  if (input.resolveDiscussion !== undefined && draft.discussionId !== null) changes.resolveDiscussion = input.resolveDiscussion;
  if (input.position !== undefined && input.position !== null && input.position !== '' && draft.discussionId === null) {
    const fields = await positionFields(db, dataDir, noteable, input.position);
    if ('errors' in fields) return fields;
    Object.assign(changes, { position: fields.position, lineCode: fields.lineCode });
  }
  const [row] = await db
    .update(draftNotes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(draftNotes.id, draft.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', '404 Draft Note Not Found');
  return { draft: row };
}

/** DraftNotes::DestroyService: one draft, or (no `draft`) all the author's drafts on the merge request. */
export async function deleteDrafts(db: Db, user: UserRow | null, noteable: MergeRequestNoteable, draft?: DraftNoteRow): Promise<void> {
  const author = requireAuthor(user);
  const scope = and(eq(draftNotes.mergeRequestId, noteable.id), eq(draftNotes.authorId, author.id));
  await db.delete(draftNotes).where(draft ? and(scope, eq(draftNotes.id, draft.id)) : scope);
}

export interface PublishOptions {
  /** Publish only these drafts (GitLab's `ids`, or one draft); all the author's drafts otherwise. */
  ids?: number[] | undefined;
  /** The submitted review's summary comment. */
  note?: string | undefined;
}

export type PublishResult = { ok: true; published: number } | { ok: false; errors: Record<string, string[]> };

/** Thrown inside the publishing transaction to roll it back with the refusal that stopped it. */
class PublishRefused extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('publish refused');
  }
}

/**
 * DraftNotes::PublishService: the drafts become notes in id order, in one database transaction with the
 * review's summary comment and the author's reviewer state (`reviewed`, as
 * MergeRequests::MarkReviewerReviewedService): every draft is published, or none (a refusal or a failure
 * rolls all of it back and the drafts stay). Each draft's thread and position are checked before the
 * transaction (the position against the diff through git, which is not held inside it); the notes' live
 * events go out after the commit only.
 */
export async function publishDrafts(db: Db, live: Live, dataDir: string, user: UserRow | null, noteable: MergeRequestNoteable, options: PublishOptions = {}): Promise<PublishResult> {
  const author = requireAuthor(user);
  if (!canCreateNote(noteable.access)) throw new AppError('FORBIDDEN');
  let drafts = await draftsOf(db, noteable, author);
  if (options.ids) {
    const wanted = new Set(options.ids);
    drafts = drafts.filter((d) => wanted.has(d.id));
  }
  const summary = options.note?.trim() ? options.note : undefined;
  if (summary !== undefined) {
    const errors = noteBodyErrors(summary);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
  }
  const checked = new Map<number, Extract<PositionCheck, { ok: true }>>();
  for (const draft of drafts) {
    if (draft.discussionId !== null) {
      const thread = await notesOfDiscussion(db, noteable, draft.discussionId, canReadInternalNotes(noteable.access));
      if (thread.length === 0) return { ok: false, errors: { base: ['Thread to reply to cannot be found'] } };
    } else if (draft.position) {
      const check = await checkPosition(db, dataDir, noteable, draft.position as DiffPosition);
      if (!check.ok) return { ok: false, errors: check.errors };
      checked.set(draft.id, check);
    }
  }
  const events = deferredLive(live);
  let published = 0;
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      for (const draft of drafts) {
        const check = checked.get(draft.id);
        const result = draft.discussionId !== null
          ? await createNote(tx, events.live, author, noteable, { note: draft.note, inReplyToDiscussionId: draft.discussionId })
          : check
            ? await createNote(tx, events.live, author, noteable, { note: draft.note, internal: draft.internal, type: 'DiffNote', diff: { position: draft.position as DiffPosition, lineCode: check.lineCode, diffFile: check.diffFile } })
            : await createNote(tx, events.live, author, noteable, { note: draft.note, internal: draft.internal, type: 'DiscussionNote' });
        if (result.errors) throw new PublishRefused(result.errors);
        await tx.delete(draftNotes).where(eq(draftNotes.id, draft.id));
        published += 1;
        if (draft.discussionId !== null) await settleThread(tx, events.live, author, noteable, draft);
      }
      if (summary !== undefined) {
        const result = await createNote(tx, events.live, author, noteable, { note: summary });
        if (result.errors) throw new PublishRefused(result.errors);
      }
      if (published > 0 || summary !== undefined) {
        await tx
          .update(mergeRequestReviewers)
          .set({ state: 'reviewed' })
          .where(and(eq(mergeRequestReviewers.mergeRequestId, noteable.id), eq(mergeRequestReviewers.userId, author.id)));
      }
    });
  } catch (error) {
    events.discard();
    if (error instanceof PublishRefused) return { ok: false, errors: error.errors };
    throw error;
  }
  await events.flush();
  return { ok: true, published };
}

/** A published reply resolves its thread when the draft said so, and reopens it otherwise (GitLab's rule). */
async function settleThread(db: Db, live: Live, author: UserRow, noteable: MergeRequestNoteable, draft: DraftNoteRow): Promise<void> {
  const thread = await notesOfDiscussion(db, noteable, draft.discussionId as string, canReadInternalNotes(noteable.access));
  if (!thread.some((n) => n.resolvable) || !canResolveDiscussion(noteable.access, thread)) return;
  const resolved = thread.filter((n) => n.resolvable).every((n) => n.resolvedAt !== null);
  if (draft.resolveDiscussion && !resolved) await setDiscussionResolved(db, live, author, noteable, draft.discussionId as string, true);
  else if (!draft.resolveDiscussion && resolved) await setDiscussionResolved(db, live, author, noteable, draft.discussionId as string, false);
}

/** The count of the viewer's drafts per merge request id (for page JSON). */
export async function draftCounts(db: Db, user: UserRow | null, mergeRequestIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!user || mergeRequestIds.length === 0) return out;
  const rows = await db
    .select({ id: draftNotes.mergeRequestId, count: sql<number>`count(*)::int` })
    .from(draftNotes)
    .where(and(eq(draftNotes.authorId, user.id), inArray(draftNotes.mergeRequestId, mergeRequestIds)))
    .groupBy(draftNotes.mergeRequestId);
  for (const row of rows) out.set(row.id, Number(row.count));
  return out;
}

/** API::Entities::DraftNote (REST). */
export function apiDraftJson(draft: DraftNoteRow) {
  return {
    id: draft.id,
    author_id: draft.authorId,
    merge_request_id: draft.mergeRequestId,
    resolve_discussion: draft.resolveDiscussion,
    discussion_id: draft.discussionId,
    note: draft.note,
    commit_id: draft.commitId,
    line_code: draft.lineCode,
    position: draft.position ?? {},
  };
}

/** DraftNoteEntity (the web JSON GitLab's batch comments store reads). */
export async function webDraftsJson(db: Db, base: string, noteable: MergeRequestNoteable, author: UserRow, drafts: DraftNoteRow[]) {
  const html = await Promise.all(drafts.map((d) => renderNoteHtml(db, d.note, noteable.renderScope)));
  return drafts.map((draft, index) => {
    const position = draft.position as DiffPosition | null;
    const filePath = position ? position.new_path || position.old_path : null;
    return {
      id: draft.id,
      author: noteUserJson(base, author),
      merge_request_id: draft.mergeRequestId,
      commit_id: draft.commitId,
      ...(position ? { position, original_position: draft.originalPosition ?? position } : {}),
      line_code: draft.lineCode,
      file_hash: filePath ? sha1(filePath) : null,
      file_path: filePath,
      note: draft.note,
      note_html: html[index],
      references: { users: [], commands: '' },
      suggestions: [],
      discussion_id: draft.discussionId,
      resolve_discussion: draft.resolveDiscussion,
      noteable_type: 'MergeRequest',
      internal: draft.internal,
      current_user: { can_edit: true, can_award_emoji: false, can_resolve: draft.discussionId !== null },
      created_at: draft.createdAt.toISOString(),
      updated_at: draft.updatedAt.toISOString(),
    };
  });
}
