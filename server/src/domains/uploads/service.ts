import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { sanitizeFileName, UPLOAD_SECRET } from './rules.ts';
import { uploads, type UploadRow } from './tables.ts';

/** What an upload belongs to: a project (notes, descriptions) or a group (epics). */
export type UploadOwner = { projectId: number } | { groupId: number };

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

const ownerFolder = (owner: UploadOwner) => ('projectId' in owner ? path.join('project', String(owner.projectId)) : path.join('group', String(owner.groupId)));

/**
 * Writes the file under `<dataDir>/uploads/{project|group}/<id>/<secret>/<name>` and records it; the
 * file goes again if the insert fails, so nothing is half-written.
 */
export async function storeUpload(db: Db, dataDir: string, owner: UploadOwner, file: { name: string; data: Buffer }, uploadedById: number): Promise<UploadRow> {
  const filename = sanitizeFileName(file.name);
  const secret = randomBytes(16).toString('hex');
  const relative = path.join(ownerFolder(owner), secret, filename);
  const absolute = path.join(uploadsRoot(dataDir), relative);
  await fs.mkdir(path.dirname(absolute), { recursive: true });
  await fs.writeFile(absolute, file.data);
  try {
    const [row] = await db
      .insert(uploads)
      .values({ ...('projectId' in owner ? { projectId: owner.projectId } : { groupId: owner.groupId }), secret, filename, path: relative, size: file.data.length, uploadedById })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    return row;
  } catch (error) {
    await fs.rm(path.dirname(absolute), { recursive: true, force: true });
    throw error;
  }
}

/** The upload of this owner with this secret and file name (404 otherwise: nothing tells which part was wrong). */
export async function findUpload(db: Db, owner: UploadOwner, secret: string, filename: string): Promise<UploadRow> {
  if (!UPLOAD_SECRET.test(secret)) throw new AppError('NOT_FOUND');
  const ownerCondition = 'projectId' in owner ? eq(uploads.projectId, owner.projectId) : eq(uploads.groupId, owner.groupId);
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.secret, secret), ownerCondition));
  if (!row || row.filename !== filename) throw new AppError('NOT_FOUND');
  return row;
}

/** The stored file's absolute path, refusing anything outside the uploads folder. */
export function uploadFilePath(dataDir: string, upload: UploadRow): string {
  const root = path.resolve(uploadsRoot(dataDir));
  const absolute = path.resolve(root, upload.path);
  if (!absolute.startsWith(`${root}${path.sep}`)) throw new AppError('NOT_FOUND');
  return absolute;
}
