import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Live } from '../../plugins/live.ts';
import { createSystemNote, publishNoteEvent } from '../notes/service.ts';
import { notes, systemNoteMetadata } from '../notes/tables.ts';
import { descriptionVersions } from './tables.ts';

/** Consecutive description changes by one user within this window share one system note (reference values). */
export const DESCRIPTION_MERGE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Saves the new description as a version (inside the caller's transaction); returns its id. The first
 * change also saves the original description (as of the issue's creation), so it can be compared.
 */
export async function insertDescriptionVersion(
  tx: Db,
  issueId: number,
  authorId: number,
  description: string | null,
  original: { description: string | null; authorId: number; createdAt: Date },
): Promise<number> {
  const [existing] = await tx.select({ id: descriptionVersions.id }).from(descriptionVersions).where(eq(descriptionVersions.issueId, issueId)).limit(1);
  if (!existing) await tx.insert(descriptionVersions).values({ issueId, authorId: original.authorId, description: original.description, createdAt: original.createdAt });
  const [row] = await tx.insert(descriptionVersions).values({ issueId, authorId, description }).returning({ id: descriptionVersions.id });
  if (!row) throw new Error('description version not saved');
  return row.id;
}

interface NoteableRef {
  type: 'Issue';
  id: number;
  project: { id: number };
}

/**
 * The "changed the description" system note for a saved version. When the issue's latest system note
 * is the same user's description change from less than 10 minutes ago, that note now points at the
 * newest version (and is republished) instead of a new note being written.
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
    await db.update(systemNoteMetadata).set({ descriptionVersionId: versionId }).where(eq(systemNoteMetadata.noteId, last.note.id));
    await db.update(notes).set({ updatedAt: sql`now()` }).where(eq(notes.id, last.note.id));
    await publishNoteEvent(live, noteable, 'updated', last.note);
    return;
  }
  const note = await createSystemNote(db, live, { noteable, author, body: 'changed the description', icon: 'pencil' });
  await db.insert(systemNoteMetadata).values({ noteId: note.id, action: 'description', descriptionVersionId: versionId });
}

/** A system note with its metadata action (label, assignee, milestone, …). */
export async function recordSystemNote(db: Db, live: Live, noteable: NoteableRef, author: { id: number }, spec: { body: string; icon: string; action?: string }): Promise<void> {
  const note = await createSystemNote(db, live, { noteable, author, body: spec.body, icon: spec.icon });
  if (spec.action) await db.insert(systemNoteMetadata).values({ noteId: note.id, action: spec.action });
}
