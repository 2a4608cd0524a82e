import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { awardEmoji } from '../awards/tables.ts';
import { subscriptions } from '../notifications/tables.ts';
import { deletedNotes, notes } from '../notes/tables.ts';
import { deleteTodosOfTarget } from '../todos/queries.ts';
import { deleteUploadsUsedOnlyBy } from '../uploads/dependents.ts';
import type { UploadOwner } from '../uploads/service.ts';

/** The kinds whose rows the polymorphic tables (notes, awards, subscriptions) may name. */
export type IssuableKindName = 'Issue' | 'Epic' | 'MergeRequest';

/**
 * Issuable::DestroyService's shared part, inside the caller's transaction, before it deletes the row:
 * what points at the issuable polymorphically, where no foreign key can cascade — awards on it and on
 * its notes, its notes (each leaves a tombstone, as every note deletion does, so pollers learn it is
 * gone) and the users' notification subscriptions. Everything with a foreign key (labels, assignees,
 * links, description versions, time logs, email participants, metric images, timeline events)
 * cascades with the row. Every kind's destroy goes through here, so no kind can forget one. The uploads
 * only this issuable linked (from its description or comments) go too: their records here, their files
 * (the paths returned) once the transaction has committed (uploads/dependents.ts).
 */
export async function deleteIssuableDependents(
  tx: Db,
  kind: IssuableKindName,
  id: number,
  texts: { owner: UploadOwner; description: string | null },
): Promise<{ uploadFiles: string[] }> {
  const uploadFiles = await deleteUploadsUsedOnlyBy(tx, texts.owner, { type: kind, id, description: texts.description });
  const ofIssuable = and(eq(notes.noteableType, kind), eq(notes.noteableId, id));
  const noteIds = tx.select({ id: notes.id }).from(notes).where(ofIssuable);
  await tx
    .delete(awardEmoji)
    .where(or(and(eq(awardEmoji.awardableType, kind), eq(awardEmoji.awardableId, id)), and(eq(awardEmoji.awardableType, 'Note'), inArray(awardEmoji.awardableId, noteIds))));
  await tx.execute(
    sql`insert into ${deletedNotes} (note_id, noteable_type, noteable_id, discussion_id, internal)
        select id, noteable_type, noteable_id, discussion_id, internal from ${notes}
        where noteable_type = ${kind} and noteable_id = ${id}`,
  );
  await tx.delete(notes).where(ofIssuable);
  await tx.delete(subscriptions).where(and(eq(subscriptions.subscribableType, kind), eq(subscriptions.subscribableId, id)));
  await deleteTodosOfTarget(tx, kind, id);
  return { uploadFiles };
}
