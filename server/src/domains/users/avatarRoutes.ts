import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { idNumber } from '../../lib/params.ts';
import { AVATAR_TOO_BIG, avatarContentType, avatarFile, avatarUrlOf, MAX_AVATAR_BYTES, removeAvatar, setAvatar } from './avatars.ts';
import { findUserById } from './queries.ts';
import { userDetailJson } from './serializers.ts';
import type { UserRow } from './tables.ts';

/**
 * Uploaded avatars (GitLab's Avatarable and AvatarUploader): `PUT /api/v4/user/avatar` (the signed-in
 * user), `PUT /api/v4/users/:id` with an `avatar` (administrators), `DELETE /-/profile/avatar` (the web
 * profile's "Remove avatar") and the file at `/uploads/-/system/user/avatar/:id/:filename` for anyone.
 */
export const avatarRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const dataDir = app.config.dataDir;
  // One byte past the limit, so a file of exactly 200 KiB is still read whole and accepted.
  await app.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES + 1, files: 1, fields: 20, parts: 22 } });

  /** The multipart `avatar` field (400 `avatar is missing` without one, GitLab's Grape message). */
  const receiveAvatar = async (request: FastifyRequest): Promise<{ name: string; data: Buffer }> => {
    let avatar: { name: string; data: Buffer } | undefined;
    if (request.isMultipart()) {
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          const data = await part.toBuffer();
          if (part.fieldname === 'avatar') avatar = { name: part.filename, data };
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('VALIDATION_FAILED', { avatar: [AVATAR_TOO_BIG] });
        if (code?.startsWith('FST_')) throw new AppError('BAD_REQUEST', '400 Bad request - avatar is invalid');
        throw error;
      }
    }
    if (!avatar || !avatar.name || avatar.data.length === 0) throw new AppError('BAD_REQUEST', '400 Bad request - avatar is missing');
    return avatar;
  };

  const signedIn = (request: FastifyRequest): UserRow => {
    const user = request.viewer.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  };

  app.put('/api/v4/user/avatar', async (request) => {
    const user = signedIn(request);
    const updated = await setAvatar(app.db, dataDir, user, await receiveAvatar(request));
    return { avatar_url: avatarUrlOf(base, updated) };
  });

  app.put<{ Params: { id: string } }>('/api/v4/users/:id', async (request) => {
    const viewer = signedIn(request);
    if (!viewer.isAdmin) throw new AppError('FORBIDDEN');
    const id = idNumber(request.params.id);
    const user = id ? await findUserById(app.db, id) : undefined;
    if (!user) throw new AppError('USER_NOT_FOUND');
    const updated = await setAvatar(app.db, dataDir, user, await receiveAvatar(request));
    return userDetailJson(base, updated, { self: viewer.id === updated.id, viewerIsAdmin: true });
  });

  app.delete('/-/profile/avatar', async (request, reply) => {
    await removeAvatar(app.db, dataDir, signedIn(request));
    return reply.code(204).send();
  });

  // Avatars are public (GitLab serves them to anyone); revalidated on every use so a new one shows at once.
  app.get<{ Params: { id: string; filename: string } }>('/uploads/-/system/user/avatar/:id/:filename', async (request, reply) => {
    const id = idNumber(request.params.id);
    const user = id ? await findUserById(app.db, id) : undefined;
    const found = user ? await avatarFile(dataDir, user, request.params.filename) : null;
    if (!found) throw new AppError('NOT_FOUND');
    reply.header('etag', found.etag).header('cache-control', 'public, no-cache').header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
    return reply.header('content-type', avatarContentType(request.params.filename)).header('content-length', String(found.size)).send(createReadStream(found.file));
  });
};
