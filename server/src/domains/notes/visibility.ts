import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { referencesHiddenFrom, type KnownProject } from '../references/redact.ts';
import { notes, type NoteableType } from './tables.ts';

/**
 * GitLab's Note#readable_by? for system notes (cross_reference_not_visible_for?): a system note that
 * references something the reader may not see — "marked this issue as related to group/project#5",
 * "moved to …", "promoted to epic …", "mentioned in …", "closed via …", an epic added or removed —
 * is left out for that reader altogether, not shown with its link turned to text (the text alone tells
 * the path and iid). Returns the ids of the noteable's system notes hidden from `viewer`; every noteable
 * loader (issues/noteable.ts, epics/noteable.ts) sets them as `hiddenNoteIds`, and the note queries
 * leave them out (notes/queries.ts noteableCondition), so REST notes and discussions, discussions.json,
 * the notes poll, the live channel and every count and page follow. Comments are never hidden here
 * (their references are redacted to text: noteHtmlFor). Administrators see everything: no query.
 */
export async function hiddenSystemNoteIds(db: Db, viewer: Viewer, noteable: { type: NoteableType; id: number }, known: readonly KnownProject[]): Promise<number[]> {
  if (viewer.isAdmin) return [];
  const rows = await db
    .select({ id: notes.id, noteHtml: notes.noteHtml })
    .from(notes)
    .where(and(eq(notes.noteableType, noteable.type), eq(notes.noteableId, noteable.id), eq(notes.system, true), like(notes.noteHtml, '%data-reference-type=%')));
  if (rows.length === 0) return [];
  const hidden = await referencesHiddenFrom(
    db,
    viewer,
    rows.map((row) => row.noteHtml),
    known,
  );
  return rows.filter((_, index) => hidden[index]).map((row) => row.id);
}
