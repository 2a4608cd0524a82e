import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { IMAGE_TYPES, sanitizeFileName } from '../uploads/rules.ts';
import { uploadsRoot } from '../uploads/service.ts';
import { users, type UserRow } from './tables.ts';

/** GitLab's Avatarable::MAXIMUM_FILE_SIZE (200.kilobytes). */
export const MAX_AVATAR_BYTES = 200 * 1024;

/** GitLab's AvatarUploader::SAFE_IMAGE_EXT. */
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'ico', 'webp'] as const;

/** GitLab's FileSizeValidator message for `avatar` (number_to_human_size of 200 KiB). */
export const AVATAR_TOO_BIG = 'is too big (should be at most 200 KiB)';
/** GitLab's Avatarable#avatar_type message. */
export const AVATAR_FORMAT_NOT_SUPPORTED = `file format is not supported. Please try one of the following supported formats: ${AVATAR_EXTENSIONS.join(', ')}`;

/** The URL path every avatar lives under (GitLab's AvatarUploader: `uploads/-/system/user/avatar/:id/:filename`). */
export const avatarPath = (userId: number, filename: string) => `/uploads/-/system/user/avatar/${userId}/${filename}`;

/** An avatar is one of the images uploads show inline (the same content types). */
const CONTENT_TYPES: Readonly<Record<string, string>> = IMAGE_TYPES;

const extensionOf = (filename: string) => (filename.includes('.') ? (filename.split('.').pop() ?? '').toLowerCase() : '');

/** The image type a file's first bytes say it is (GitLab's UploadTypeCheck sniffs the content, not the name). */
function sniffedType(data: Buffer): string | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => data[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a') return 'image/gif';
  if (starts(0x42, 0x4d)) return 'image/bmp';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff';
  if (starts(0x00, 0x00, 0x01, 0x00)) return 'image/x-icon';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Why a file cannot be an avatar, as GitLab's `{ avatar: [...] }` validation messages (none: it can).
 * Too big, or not an image of a safe type by its name and by its content.
 */
export function avatarErrors(file: { name: string; data: Buffer }): string[] {
  const errors: string[] = [];
  const extension = extensionOf(file.name) as (typeof AVATAR_EXTENSIONS)[number];
  const declared = CONTENT_TYPES[extension];
  if (!declared || sniffedType(file.data) !== declared) errors.push(AVATAR_FORMAT_NOT_SUPPORTED);
  if (file.data.length > MAX_AVATAR_BYTES) errors.push(AVATAR_TOO_BIG);
  return errors;
}

/** The content type an avatar is served with (only safe image types are ever stored). */
export const avatarContentType = (filename: string) => CONTENT_TYPES[extensionOf(filename) as (typeof AVATAR_EXTENSIONS)[number]] ?? 'application/octet-stream';

/** `avatar_url` in user JSON: the uploaded avatar on our origin, or `null` (the front end draws the identicon). */
export function avatarUrlOf(base: string, user: Pick<UserRow, 'avatarUrl'>): string | null {
  const stored = user.avatarUrl;
  if (!stored) return null;
  return stored.startsWith('/') ? `${base}${stored}` : stored;
}

const avatarFolder = (dataDir: string, userId: number) => path.join(uploadsRoot(dataDir), '-', 'system', 'user', 'avatar', String(userId));

/**
 * Stores a user's avatar under `<dataDir>/uploads/-/system/user/avatar/<id>/<name>` (one file a user:
 * a new avatar replaces the old one) and records its path in `users.avatar_url`.
 * @throws AppError VALIDATION_FAILED `{ avatar: [...] }` for a file that cannot be an avatar.
 */
export async function setAvatar(db: Db, dataDir: string, user: UserRow, file: { name: string; data: Buffer }): Promise<UserRow> {
  const errors = avatarErrors(file);
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { avatar: errors });
  const filename = sanitizeFileName(file.name);
  const folder = avatarFolder(dataDir, user.id);
  const staging = `${folder}.new-${process.pid}-${Date.now()}`;
  await fs.mkdir(staging, { recursive: true });
  await fs.writeFile(path.join(staging, filename), file.data);
  await fs.rm(folder, { recursive: true, force: true });
  await fs.rename(staging, folder);
  const [row] = await db.update(users).set({ avatarUrl: avatarPath(user.id, filename) }).where(eq(users.id, user.id)).returning();
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

/** Removes a user's uploaded avatar (their identicon shows again). */
export async function removeAvatar(db: Db, dataDir: string, user: UserRow): Promise<UserRow> {
  const [row] = await db.update(users).set({ avatarUrl: null }).where(eq(users.id, user.id)).returning();
  await fs.rm(avatarFolder(dataDir, user.id), { recursive: true, force: true });
  return row ?? user;
}

/** The stored avatar file of a user whose `avatar_url` names `filename`, with a validator for caches. */
export async function avatarFile(dataDir: string, user: UserRow, filename: string): Promise<{ file: string; size: number; etag: string } | null> {
  if (!user.avatarUrl || user.avatarUrl !== avatarPath(user.id, filename)) return null;
  const file = path.join(avatarFolder(dataDir, user.id), filename);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  const etag = `"${createHash('sha1').update(`${stat.size}:${stat.mtimeMs}`).digest('hex').slice(0, 16)}"`;
  return { file, size: stat.size, etag };
}
