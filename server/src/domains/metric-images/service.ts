import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { issueMetricImages, type MetricImageRow } from './tables.ts';

/** GitLab's MetricImageUploader limit. */
export const MAX_METRIC_IMAGE_BYTES = 1024 * 1024;

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'ico', 'webp']);

/** A file name safe to store and serve: its base name with anything unusual replaced. */
export function safeFileName(raw: string): string {
  const base = path.basename(raw.replace(/\\/g, '/')).replace(/[^\w.-]+/g, '_').replace(/^\.+/, '');
  return base.slice(-200) || 'image';
}

export function isImageFileName(name: string): boolean {
  return IMAGE_EXTENSIONS.has(name.split('.').pop()?.toLowerCase() ?? '');
}

/** `url` must be an http(s) URL of at most 255 characters (GitLab's public_url validation). */
export function metricUrlErrors(url: string | null | undefined, urlText: string | null | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (url) {
    const valid = URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
    if (!valid) errors.url = ['is blocked: Only allowed schemes are http, https'];
    else if (url.length > 255) errors.url = ['is too long (maximum is 255 characters)'];
  }
  if (urlText && urlText.length > 128) errors.url_text = ['is too long (maximum is 128 characters)'];
  return errors;
}

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

export async function listMetricImages(db: Db, issueId: number): Promise<MetricImageRow[]> {
  return db.select().from(issueMetricImages).where(eq(issueMetricImages.issueId, issueId)).orderBy(asc(issueMetricImages.id));
}

export async function findMetricImage(db: Db, issueId: number, imageId: number): Promise<MetricImageRow> {
  const [row] = Number.isSafeInteger(imageId)
    ? await db
        .select()
        .from(issueMetricImages)
        .where(and(eq(issueMetricImages.id, imageId), eq(issueMetricImages.issueId, issueId)))
    : [];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Writes the file under `<dataDir>/uploads/metric_images/<32 hex>/` and records it; the file goes if the insert fails. */
export async function saveMetricImage(db: Db, dataDir: string, issueId: number, file: { name: string; data: Buffer }, link: { url?: string | null; urlText?: string | null }): Promise<MetricImageRow> {
  const name = safeFileName(file.name);
  const relative = path.join('metric_images', randomBytes(16).toString('hex'), name);
  const absolute = path.join(uploadsRoot(dataDir), relative);
  await fs.mkdir(path.dirname(absolute), { recursive: true });
  await fs.writeFile(absolute, file.data);
  try {
    const [row] = await db
      .insert(issueMetricImages)
      .values({ issueId, file: name, filePath: relative, url: link.url || null, urlText: link.urlText || null })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    return row;
  } catch (error) {
    await fs.rm(path.dirname(absolute), { recursive: true, force: true });
    throw error;
  }
}

export async function deleteMetricImage(db: Db, dataDir: string, image: MetricImageRow): Promise<void> {
  await db.delete(issueMetricImages).where(eq(issueMetricImages.id, image.id));
  await fs.rm(path.dirname(path.join(uploadsRoot(dataDir), image.filePath)), { recursive: true, force: true });
}

/** GitLab's Entities::IssuableMetricImage. */
export function metricImageJson(base: string, image: MetricImageRow) {
  const filePath = `/uploads/-/system/issuable_metric_image/file/${image.id}/${image.file}`;
  return {
    id: image.id,
    created_at: image.createdAt.toISOString(),
    filename: image.file,
    file_path: `${base}${filePath}`,
    url: image.url,
    url_text: image.urlText,
  };
}
