import { and, asc, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notes as notesTable, systemNoteMetadata } from '../notes/tables.ts';
import { descriptionVersions, type DescriptionVersionRow } from './tables.ts';

/** Whose description: an issue (incidents too), an epic or a merge request. */
export interface VersionOwner {
  type: 'Issue' | 'Epic' | 'MergeRequest';
  id: number;
}

/** The owner's versions (`issue_id`, `epic_id` or `merge_request_id`). */
export const ofOwner = (owner: VersionOwner) =>
  owner.type === 'Epic' ? eq(descriptionVersions.epicId, owner.id) : owner.type === 'MergeRequest' ? eq(descriptionVersions.mergeRequestId, owner.id) : eq(descriptionVersions.issueId, owner.id);

/** The owner's foreign key, for inserting a version. */
export const ownerColumns = (owner: VersionOwner) => (owner.type === 'Epic' ? { epicId: owner.id } : owner.type === 'MergeRequest' ? { mergeRequestId: owner.id } : { issueId: owner.id });

export async function findVersion(db: Db, owner: VersionOwner, id: number): Promise<DescriptionVersionRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db
    .select()
    .from(descriptionVersions)
    .where(and(ofOwner(owner), eq(descriptionVersions.id, id)));
  return row;
}

/** The version saved before `id` (the description the change started from). */
export async function previousVersion(db: Db, owner: VersionOwner, id: number): Promise<DescriptionVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(descriptionVersions)
    .where(and(ofOwner(owner), lt(descriptionVersions.id, id)))
    .orderBy(desc(descriptionVersions.id))
    .limit(1);
  return row;
}

/** The note fields GitLab's NoteEntity has for description changes (notes/serializers.ts spreads them). */
export interface DescriptionVersionFields {
  description_version_id: number;
  start_description_version_id: number | null;
  description_diff_path: string;
  delete_description_version_path: string;
  can_delete_description_version: boolean;
  description_version_deleted: boolean;
}

/**
 * For the description-change system notes among `notes`: their version, the first version of a merged
 * run (same author since the note was written), and the diff/delete paths under `issuePath`.
 */
export async function descriptionVersionFields(
  db: Db,
  notes: { id: number; system: boolean; authorId: number; createdAt: Date }[],
  issue: VersionOwner & { path: string },
  canDelete: boolean,
): Promise<Map<number, DescriptionVersionFields>> {
  const system = notes.filter((n) => n.system);
  const result = new Map<number, DescriptionVersionFields>();
  if (system.length === 0) return result;
  const meta = await db
    .select({ noteId: systemNoteMetadata.noteId, versionId: systemNoteMetadata.descriptionVersionId })
    .from(systemNoteMetadata)
    .where(and(inArray(systemNoteMetadata.noteId, system.map((n) => n.id)), eq(systemNoteMetadata.action, 'description')));
  const withVersion = meta.filter((m): m is { noteId: number; versionId: number } => m.versionId !== null);
  if (withVersion.length === 0) return result;
  const versions = await db
    .select()
    .from(descriptionVersions)
    .where(and(ofOwner(issue), lte(descriptionVersions.id, Math.max(...withVersion.map((m) => m.versionId)))))
    .orderBy(asc(descriptionVersions.id));
  // Every version any description note of the issue points at: a merged run starts after the previous one.
  const referenced = await db
    .select({ versionId: systemNoteMetadata.descriptionVersionId })
    .from(systemNoteMetadata)
    .innerJoin(notesTable, eq(notesTable.id, systemNoteMetadata.noteId))
    .where(and(eq(notesTable.noteableType, issue.type), eq(notesTable.noteableId, issue.id), eq(systemNoteMetadata.action, 'description')));
  const boundaries = referenced.map((r) => r.versionId).filter((id): id is number => id !== null);
  // The original description saved with the first change is referenced by no note.
  const baseline = versions[0] && !boundaries.includes(versions[0].id) ? versions[0].id : 0;
  for (const { noteId, versionId } of withVersion) {
    const version = versions.find((v) => v.id === versionId);
    if (!version) continue;
    const after = Math.max(baseline, ...boundaries.filter((id) => id < versionId));
    const run = versions.filter((v) => v.id > after && v.id <= versionId);
    const start = run[0] && run[0].id !== versionId ? run[0].id : null;
    result.set(noteId, {
      description_version_id: versionId,
      start_description_version_id: start,
      description_diff_path: `${issue.path}/descriptions/${versionId}/diff`,
      delete_description_version_path: `${issue.path}/descriptions/${versionId}`,
      can_delete_description_version: canDelete && version.deletedAt === null,
      description_version_deleted: version.deletedAt !== null,
    });
  }
  return result;
}

/** Soft-deletes the versions from `startId` (or `id` alone) up to `id`. */
export async function softDeleteVersions(db: Db, owner: VersionOwner, id: number, startId: number | null): Promise<void> {
  await db
    .update(descriptionVersions)
    .set({ deletedAt: new Date() })
    .where(and(ofOwner(owner), lte(descriptionVersions.id, id), gte(descriptionVersions.id, startId ?? id)));
}
