import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { renderNoteHtml } from '../notes/render.ts';
import { createSystemNote, publishNoteEvent } from '../notes/service.ts';
import { notes, systemNoteMetadata } from '../notes/tables.ts';
import { ofOwner, ownerColumns, type VersionOwner } from './queries.ts';
import { descriptionVersions } from './tables.ts';

/** Consecutive description changes by one user within this window share one system note (reference values). */
export const DESCRIPTION_MERGE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Saves the new description as a version (inside the caller's transaction); returns its id. The first
 * change also saves the original description (as of the creation), so it can be compared.
 */
export async function insertDescriptionVersion(
  tx: Db,
  owner: VersionOwner,
  authorId: number,
  description: string | null,
  original: { description: string | null; authorId: number; createdAt: Date },
): Promise<number> {
  const [existing] = await tx.select({ id: descriptionVersions.id }).from(descriptionVersions).where(ofOwner(owner)).limit(1);
  if (!existing) await tx.insert(descriptionVersions).values({ ...ownerColumns(owner), authorId: original.authorId, description: original.description, createdAt: original.createdAt });
  const [row] = await tx.insert(descriptionVersions).values({ ...ownerColumns(owner), authorId, description }).returning({ id: descriptionVersions.id });
  if (!row) throw new Error('description version not saved');
  return row.id;
}

/**
 * The text of a merged description note (GitLab's "changed the description N times within M minutes",
 * the minutes rounded up from the first change of the run).
 */
export function mergedDescriptionText(times: number, elapsedMs: number): string {
  const minutes = Math.ceil(Math.max(0, elapsedMs) / 60_000);
  return `changed the description ${times} times within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** How many changes a description note already stands for (1 until it was merged). */
function mergedTimes(body: string): number {
  const match = /^changed the description (\d+) times/.exec(body);
  return match ? Number(match[1]) : 1;
}

/** The issue (`project`) or epic (no project) the system note is about. */
interface NoteableRef {
  type: 'Issue' | 'Epic' | 'MergeRequest';
  id: number;
  project: { id: number } | null;
  /** An epic's group: its system notes render in the group's context. */
  group?: { fullPath: string };
}

/**
 * The "changed the description" system note for a saved version. When the latest system note
 * is the same user's description change from less than 10 minutes ago, that note now points at the
 * newest version, reads "changed the description N times within M minutes" and is republished,
 * instead of a new note being written.
 */
export async function recordDescriptionNote(db: Db, live: Live, noteable: NoteableRef, author: { id: number }, versionId: number, now = new Date()): Promise<void> {
  const [last] = await db
    .select({ note: notes, meta: systemNoteMetadata })
    .from(notes)
    .leftJoin(systemNoteMetadata, eq(systemNoteMetadata.noteId, notes.id))
    .where(and(eq(notes.noteableType, noteable.type), eq(notes.noteableId, noteable.id), eq(notes.system, true)))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(1);
  const mergeable =
    last?.meta?.action === 'description' && last.note.authorId === author.id && now.getTime() - last.note.createdAt.getTime() < DESCRIPTION_MERGE_WINDOW_MS;
  if (last && mergeable) {
    const body = mergedDescriptionText(mergedTimes(last.note.note) + 1, now.getTime() - last.note.createdAt.getTime());
    // Plain words, no references: nothing to resolve in a project or group.
    const noteHtml = await renderNoteHtml(db, body, null);
    await db.update(systemNoteMetadata).set({ descriptionVersionId: versionId }).where(eq(systemNoteMetadata.noteId, last.note.id));
    await db.update(notes).set({ note: body, noteHtml, updatedAt: sql`now()` }).where(eq(notes.id, last.note.id));
    await publishNoteEvent(live, noteable, 'updated', last.note);
    return;
  }
  const note = await createSystemNote(db, live, { noteable, author, body: 'changed the description', icon: 'pencil' });
  await db.insert(systemNoteMetadata).values({ noteId: note.id, action: 'description', descriptionVersionId: versionId });
}

/** A system note with its metadata action (label, assignee, milestone, …). */
export async function recordSystemNote(
  db: Db,
  live: Live,
  noteable: NoteableRef,
  author: { id: number },
  spec: { body: string; icon: string; action?: string; internal?: boolean },
): Promise<void> {
  const note = await createSystemNote(db, live, { noteable, author, body: spec.body, icon: spec.icon, ...(spec.internal ? { internal: true } : {}) });
  if (spec.action) await db.insert(systemNoteMetadata).values({ noteId: note.id, action: spec.action });
}
