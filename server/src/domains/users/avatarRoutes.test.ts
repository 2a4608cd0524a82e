import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../seed/png.ts';
import { createTestApp, graphql, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { AVATAR_FORMAT_NOT_SUPPORTED, MAX_AVATAR_BYTES } from './avatars.ts';

let t: TestApp;
let developer: Browser;
let root: Browser;
beforeAll(async () => {
  t = await createTestApp();
  developer = await signIn(t.app, 'developer');
  root = await signIn(t.app, 'root');
});
afterAll(async () => {
  await t.close();
});

const IMAGE = png(4, 4, (x, y) => [x * 60, y * 60, 120]);

function multipart(file: { name: string; data: Buffer; field?: string }) {
  const boundary = '----avatar-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'avatar'}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const put = (who: Browser | null, url: string, file: { name: string; data: Buffer; field?: string }) => {
  const body = multipart(file);
  return t.app.inject({ method: 'PUT', url, payload: body.payload, headers: { ...body.headers, ...(who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {}) } });
};

const me = async (who: Browser) => (await t.app.inject({ method: 'GET', url: '/api/v4/user', headers: { cookie: who.cookie } })).json<{ id: number; avatar_url: string | null }>();

describe('uploaded avatars', () => {
  it('PUT /api/v4/user/avatar stores the file, serves it from our origin and every user JSON names it', async () => {
    const { id } = await me(developer);
    expect((await me(developer)).avatar_url).toBeNull();

    const response = await put(developer, '/api/v4/user/avatar', { name: 'my face.png', data: IMAGE });
    const url = `http://localhost:8080/uploads/-/system/user/avatar/${id}/my_face.png`;
    expect([response.statusCode, response.json()]).toEqual([200, { avatar_url: url }]);
    expect(fs.readFileSync(path.join(t.dataDir, 'uploads', '-', 'system', 'user', 'avatar', String(id), 'my_face.png')).equals(IMAGE)).toBe(true);

    // REST (UserDetail and UserBasic), the session, GraphQL and the editor's members source.
    expect((await me(developer)).avatar_url).toBe(url);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v4/users?username=developer' })).json<Array<{ avatar_url: string }>>();
    expect(listed[0]?.avatar_url).toBe(url);
    expect((await t.app.inject({ method: 'GET', url: '/-/session', headers: { cookie: developer.cookie } })).json()).toMatchObject({ user: { avatar_url: url } });
    expect((await graphql(t.app, developer, '{ currentUser { avatarUrl } }')).data).toEqual({ currentUser: { avatarUrl: url } });
    const members = (await t.app.inject({ method: 'GET', url: '/gitlab-org/gitlab/-/autocomplete_sources/members', headers: { cookie: developer.cookie } })).json<Array<{ username: string; avatar_url: string | null }>>();
    expect(members.find((m) => m.username === 'developer')?.avatar_url).toBe(url);

    // Anyone may load it; the ETag lets a browser revalidate cheaply and see a new avatar at once.
    const file = await t.app.inject({ method: 'GET', url: `/uploads/-/system/user/avatar/${id}/my_face.png` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(IMAGE)).toBe(true);
    const etag = String(file.headers['etag']);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/-/system/user/avatar/${id}/my_face.png`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/-/system/user/avatar/${id}/other.png` })).statusCode).toBe(404);

    // A new avatar replaces the old file; removing it brings the identicon back (avatar_url null).
    expect((await put(developer, '/api/v4/user/avatar', { name: 'second.png', data: IMAGE })).json()).toEqual({ avatar_url: `http://localhost:8080/uploads/-/system/user/avatar/${id}/second.png` });
    expect((await t.app.inject({ method: 'GET', url: `/uploads/-/system/user/avatar/${id}/my_face.png` })).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: '/-/profile/avatar', headers: { cookie: developer.cookie, 'x-csrf-token': developer.csrf } });
    expect(removed.statusCode).toBe(204);
    expect((await me(developer)).avatar_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/-/system/user/avatar/${id}/second.png` })).statusCode).toBe(404);
  });

  it('refuses files that are too big or not a safe image with GitLab’s messages', async () => {
    const tooBig = Buffer.concat([IMAGE, Buffer.alloc(MAX_AVATAR_BYTES)]);
    const big = await put(developer, '/api/v4/user/avatar', { name: 'big.png', data: tooBig });
    expect([big.statusCode, big.json()]).toEqual([400, { message: { avatar: ['is too big (should be at most 200 KiB)'] } }]);
    // Exactly 200 KiB is allowed.
    const exact = Buffer.concat([IMAGE, Buffer.alloc(MAX_AVATAR_BYTES - IMAGE.length)]);
    expect((await put(developer, '/api/v4/user/avatar', { name: 'exact.png', data: exact })).statusCode).toBe(200);

    const svg = await put(developer, '/api/v4/user/avatar', { name: 'face.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect([svg.statusCode, svg.json()]).toEqual([400, { message: { avatar: [AVATAR_FORMAT_NOT_SUPPORTED] } }]);
    expect(AVATAR_FORMAT_NOT_SUPPORTED).toBe('file format is not supported. Please try one of the following supported formats: png, jpg, jpeg, gif, bmp, tiff, ico, webp');
    // The content decides, not the name: HTML called .png is refused.
    const disguised = await put(developer, '/api/v4/user/avatar', { name: 'page.png', data: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(disguised.json()).toEqual({ message: { avatar: [AVATAR_FORMAT_NOT_SUPPORTED] } });

    const missing = await put(developer, '/api/v4/user/avatar', { name: 'a.png', data: IMAGE, field: 'file' });
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: '400 Bad request - avatar is missing' }]);
    expect((await put(null, '/api/v4/user/avatar', { name: 'a.png', data: IMAGE })).statusCode).toBe(401);
  });

  it('PUT /api/v4/users/:id sets another user’s avatar for administrators only', async () => {
    const { id } = await me(developer);
    const denied = await put(developer, `/api/v4/users/${id}`, { name: 'x.png', data: IMAGE });
    expect([denied.statusCode, denied.json()]).toEqual([403, { message: '403 Forbidden' }]);
    expect((await put(root, '/api/v4/users/999999', { name: 'x.png', data: IMAGE })).statusCode).toBe(404);

    const updated = await put(root, `/api/v4/users/${id}`, { name: 'by admin.jpg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]) });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, username: 'developer', avatar_url: `http://localhost:8080/uploads/-/system/user/avatar/${id}/by_admin.jpg`, is_admin: false });
    const file = await t.app.inject({ method: 'GET', url: `/uploads/-/system/user/avatar/${id}/by_admin.jpg` });
    expect(file.headers['content-type']).toBe('image/jpeg');
  });
});
