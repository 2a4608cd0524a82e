import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { MAX_UPLOAD_BYTES } from './rules.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
});
afterAll(async () => {
  await f.t.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipart(file: { name: string; data: Buffer; field?: string; type?: string }) {
  const boundary = '----uploads-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: string, url: string, file: { name: string; data: Buffer; field?: string }) => {
  const body = multipart(file);
  return f.call(who, 'POST', url, body.payload, body.headers);
};

type Link = { link: { alt: string; url: string; markdown: string } };

describe('POST /:project/uploads', () => {
  it('stores an image and answers GitLab’s link; readers of the project get it inline', async () => {
    const created = await upload('outsider', '/gitlab-org/gitlab/uploads', { name: 'screen shot.png', data: PNG });
    expect(created.statusCode).toBe(200);
    const { link } = created.json<Link>();
    expect(link.url).toMatch(/^\/uploads\/[0-9a-f]{32}\/screen_shot\.png$/);
    expect(link).toEqual({ alt: 'screen_shot', url: link.url, markdown: `![screen_shot](${link.url})` });
    const secret = link.url.split('/')[2] as string;
    expect(fs.readFileSync(path.join(f.t.dataDir, 'uploads', 'project', '1', secret, 'screen_shot.png')).equals(PNG)).toBe(true);

    const file = await f.call('anonymous', 'GET', `/gitlab-org/gitlab${link.url}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="screen_shot\.png"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The path is case-insensitive like every project path; the secret and name are not.
    expect((await f.call('anonymous', 'GET', `/GitLab-Org/GitLab${link.url}`)).statusCode).toBe(200);
    expect((await f.call('anonymous', 'GET', `/gitlab-org/gitlab${link.url.replace('screen_shot', 'other')}`)).statusCode).toBe(404);
    expect((await f.call('anonymous', 'GET', `/gitlab-org/gitlab/uploads/${'0'.repeat(32)}/screen_shot.png`)).statusCode).toBe(404);
    // Storing a file empties no cached answer.
    const generation = f.t.app.readCache.store.generation;
    expect((await upload('reporter', '/gitlab-org/gitlab/uploads', { name: 'b.png', data: PNG })).statusCode).toBe(200);
    expect(f.t.app.readCache.store.generation).toBe(generation);
    expect((await f.call('anonymous', 'GET', `/gitlab-org/internal-tools${link.url}`)).statusCode).toBe(404);
  });

  it('links other files and serves HTML, SVG and scripts only as downloads', async () => {
    const html = (await upload('developer', '/gitlab-org/gitlab/uploads', { name: '../<script>.html', data: Buffer.from('<script>alert(1)</script>') })).json<Link>().link;
    expect(html.markdown).toBe(`[_script_.html](${html.url})`);
    const page = await f.call('developer', 'GET', `/gitlab-org/gitlab${html.url}`);
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toMatch(/^attachment; /);
    expect(page.headers['content-security-policy']).toContain('sandbox');

    const svg = (await upload('developer', '/gitlab-org/gitlab/uploads', { name: 'logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') })).json<Link>().link;
    expect(svg.markdown).toBe(`![logo](${svg.url})`);
    const image = await f.call('developer', 'GET', `/gitlab-org/gitlab${svg.url}`);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-disposition']).toMatch(/^attachment; /);

    const text = (await upload('developer', '/gitlab-org/gitlab/uploads', { name: 'notes [v2].txt', data: Buffer.from('hello') })).json<Link>().link;
    expect(text).toMatchObject({ alt: 'notes_v2_.txt', markdown: `[notes_v2_.txt](${text.url})` });
  });

  it('needs a signed-in user who may comment; private projects are 404 to others', async () => {
    expect((await upload('anonymousSession', '/gitlab-org/gitlab/uploads', { name: 'a.png', data: PNG })).statusCode).toBe(401);
    expect((await upload('outsider', '/acme-corp/website/uploads', { name: 'a.png', data: PNG })).statusCode).toBe(404);
    expect((await upload('outsider', '/gitlab-org/platform/infrastructure/uploads', { name: 'a.png', data: PNG })).statusCode).toBe(404);
    expect((await upload('guest', '/gitlab-org/platform/infrastructure/uploads', { name: 'a.png', data: PNG })).statusCode).toBe(200);

    const own = (await upload('owner', '/acme-corp/website/uploads', { name: 'plan.pdf', data: Buffer.from('%PDF-1.4') })).json<Link>().link;
    expect((await f.call('owner', 'GET', `/acme-corp/website${own.url}`)).statusCode).toBe(200);
    expect((await f.call('root', 'GET', `/acme-corp/website${own.url}`)).statusCode).toBe(200);
    expect((await f.call('developer', 'GET', `/acme-corp/website${own.url}`)).statusCode).toBe(404);
    expect((await f.call('anonymous', 'GET', `/acme-corp/website${own.url}`)).statusCode).toBe(404);
    // Another project's path never serves it.
    expect((await f.call('owner', 'GET', `/gitlab-org/gitlab${own.url}`)).statusCode).toBe(404);

    const body = multipart({ name: 'a.png', data: PNG });
    const withoutToken = await f.t.app.inject({ method: 'POST', url: '/gitlab-org/gitlab/uploads', payload: body.payload, headers: { ...body.headers, cookie: (await f.t.app.inject({ method: 'GET', url: '/-/session' })).headers['set-cookie']?.toString().split(';')[0] ?? '' } });
    expect(withoutToken.statusCode).toBe(422);
  });

  it('refuses uploads to archived projects', async () => {
    await f.t.database.exec(`UPDATE projects SET archived = true WHERE path = 'internal-tools'`);
    try {
      expect((await upload('developer', '/gitlab-org/internal-tools/uploads', { name: 'a.png', data: PNG })).statusCode).toBe(404);
    } finally {
      await f.t.database.exec(`UPDATE projects SET archived = false WHERE path = 'internal-tools'`);
    }
  });

  it(`answers 413 past ${MAX_UPLOAD_BYTES} bytes and 422 without a file`, async () => {
    const big = await upload('developer', '/gitlab-org/gitlab/uploads', { name: 'big.bin', data: Buffer.alloc(MAX_UPLOAD_BYTES + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'File is too large (maximum is 10 MiB).' });
    const empty = await upload('developer', '/gitlab-org/gitlab/uploads', { name: 'empty.txt', data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: 'Invalid file.' });
    expect((await upload('developer', '/gitlab-org/gitlab/uploads', { name: 'a.png', data: PNG, field: 'other' })).statusCode).toBe(422);
    expect((await f.call('developer', 'POST', '/gitlab-org/gitlab/uploads', { file: 'x' })).statusCode).toBe(422);
  });
});

describe('POST /groups/:group/-/uploads', () => {
  it('stores a group file (epics) served to the group’s readers', async () => {
    const created = await upload('reporter', '/groups/gitlab-org/platform/-/uploads', { name: 'roadmap.png', data: PNG });
    expect(created.statusCode).toBe(200);
    const { link } = created.json<Link>();
    expect(link.markdown).toBe(`![roadmap](${link.url})`);
    const file = await f.call('anonymous', 'GET', `/groups/gitlab-org/platform/-${link.url}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await f.call('anonymous', 'GET', `/groups/gitlab-org/-${link.url}`)).statusCode).toBe(404);
    expect((await upload('anonymousSession', '/groups/gitlab-org/-/uploads', { name: 'a.png', data: PNG })).statusCode).toBe(401);
    expect((await upload('developer', '/groups/no-such-group/-/uploads', { name: 'a.png', data: PNG })).statusCode).toBe(404);
  });
});
