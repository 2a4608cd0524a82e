import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { epics } from '../epics/tables.ts';
import { issues } from '../issues/tables.ts';
import { notes } from '../notes/tables.ts';
import { uploadsRoot, type UploadOwner } from './service.ts';
import { uploads } from './tables.ts';

/** The secrets of the uploads a markdown text links (`/uploads/<secret>/<name>`, relative or absolute). */
export function uploadSecretsIn(texts: readonly (string | null)[]): string[] {
  const secrets = new Set<string>();
  for (const text of texts) for (const match of (text ?? '').matchAll(/\/uploads\/([0-9a-f]{32})\//g)) secrets.add(match[1] as string);
  return [...secrets];
}

/**
 * Inside the destroy's transaction, before the issuable's notes go: the upload records that only this
 * issuable used (linked from its description or its comments and from no other issue, epic or comment
 * of anything else) are deleted, and their files' paths returned for removal after commit. An upload
 * another text still links stays, as GitLab keeps a project's uploads.
 */
export async function deleteUploadsUsedOnlyBy(tx: Db, owner: UploadOwner, issuable: { type: 'Issue' | 'Epic' | 'MergeRequest'; id: number; description: string | null }): Promise<string[]> {
  const ownNotes = await tx
    .select({ note: notes.note })
    .from(notes)
    .where(and(eq(notes.noteableType, issuable.type), eq(notes.noteableId, issuable.id)));
  const secrets = uploadSecretsIn([issuable.description, ...ownNotes.map((row) => row.note)]);
  if (secrets.length === 0) return [];
  const ownerCondition = 'projectId' in owner ? eq(uploads.projectId, owner.projectId) : eq(uploads.groupId, owner.groupId);
  const linked = (text: AnyColumn) => sql`strpos(${text}, '/uploads/' || ${uploads.secret} || '/') > 0`;
  const deleted = await tx
    .delete(uploads)
    .where(
      and(
        ownerCondition,
        inArray(uploads.secret, secrets),
        sql`not exists (select 1 from ${notes} where ${linked(notes.note)} and not (${notes.noteableType} = ${issuable.type} and ${notes.noteableId} = ${issuable.id}))`,
        sql`not exists (select 1 from ${issues} where ${linked(issues.description)} and not (${issuable.type} = 'Issue' and ${issues.id} = ${issuable.id}))`,
        sql`not exists (select 1 from ${epics} where ${linked(epics.description)} and not (${issuable.type} = 'Epic' and ${epics.id} = ${issuable.id}))`,
      ),
    )
    .returning({ path: uploads.path });
  return deleted.map((row) => row.path);
}

/** After commit: the files of deleted upload records (and their secret folders); a file already gone is no error. */
export async function removeUploadFiles(dataDir: string, relativePaths: readonly string[]): Promise<void> {
  const root = path.resolve(uploadsRoot(dataDir));
  await Promise.all(
    relativePaths.map(async (relative) => {
      const folder = path.dirname(path.resolve(root, relative));
      if (!folder.startsWith(`${root}${path.sep}`)) return;
      await fs.rm(folder, { recursive: true, force: true });
    }),
  );
}
