import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRepositories } from '../../seed/repositories.ts';
import { createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  await seedRepositories(t.dataDir);
  for (const name of ['root', 'developer', 'reporter', 'guest', 'outsider']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

const get = (who: string, url: string) => getAs(t.app, as[who] ?? null, url);
const GITLAB = '/api/v4/projects/gitlab-org%2Fgitlab';
const INFRA = '/api/v4/projects/gitlab-org%2Fplatform%2Finfrastructure';

describe('GET /projects/:id/repository/tree', () => {
  it('lists a directory, trees first, with paths and paging headers', async () => {
    const root = await get('anonymous', `${GITLAB}/repository/tree`);
    expect(root.statusCode).toBe(200);
    const entries = root.json<{ name: string; type: string; path: string; id: string; mode: string }[]>();
    expect(entries[0]).toMatchObject({ name: '.gitlab', type: 'tree', path: '.gitlab', mode: '040000' });
    expect(entries.find((entry) => entry.name === 'README.md')).toMatchObject({ type: 'blob', path: 'README.md', mode: '100644' });
    expect(root.headers['x-total']).toBe(String(entries.length));
    const templates = (await get('anonymous', `${GITLAB}/repository/tree?path=.gitlab/issue_templates&ref=main`)).json<{ path: string }[]>();
    expect(templates.map((entry) => entry.path)).toEqual(['.gitlab/issue_templates/Bug.md', '.gitlab/issue_templates/Feature proposal.md']);
    expect((await get('anonymous', `${GITLAB}/repository/tree?per_page=1&page=2`)).json()).toHaveLength(1);
  });

  it('answers 404 for a missing directory and refuses option-like or parent refs and paths', async () => {
    expect((await get('anonymous', `${GITLAB}/repository/tree?path=nope`)).json()).toEqual({ message: '404 Tree Not Found' });
    expect((await get('anonymous', `${GITLAB}/repository/tree?ref=--output=/tmp/x`)).statusCode).toBe(404);
    expect((await get('anonymous', `${GITLAB}/repository/tree?ref=main..x`)).statusCode).toBe(404);
    expect((await get('anonymous', `${GITLAB}/repository/tree?path=../..`)).statusCode).toBe(404);
  });

  it("keeps a private project's code to reporters and above (guests see its issues only)", async () => {
    expect((await get('anonymous', `${INFRA}/repository/tree`)).statusCode).toBe(404);
    expect((await get('outsider', `${INFRA}/repository/tree`)).statusCode).toBe(404);
    const guest = await get('guest', `${INFRA}/repository/tree`);
    expect([guest.statusCode, guest.json()]).toEqual([404, { message: '404 Project Not Found' }]);
    expect((await get('guest', `${INFRA}`)).statusCode).toBe(200);
    expect((await get('reporter', `${INFRA}/repository/tree`)).statusCode).toBe(200);
    expect((await get('developer', `${INFRA}/repository/tree`)).json()).toEqual([expect.objectContaining({ name: 'README.md' })]);
    expect((await get('root', `${INFRA}/repository/files/README.md/raw`)).body).toBe('# Infrastructure\n');
  });
});

describe('GET /projects/:id/repository/files/:file_path(/raw)', () => {
  it('returns the file with its base64 content (ref required), or raw text', async () => {
    const file = await get('anonymous', `${GITLAB}/repository/files/README.md?ref=main`);
    expect(file.json()).toMatchObject({ file_name: 'README.md', file_path: 'README.md', encoding: 'base64', ref: 'main' });
    const content = Buffer.from(file.json().content, 'base64');
    expect(content.toString('utf8')).toMatch(/^# GitLab\n/);
    expect(file.json().size).toBe(content.length);
    expect((await get('anonymous', `${GITLAB}/repository/files/README.md/raw`)).body).toBe(content.toString('utf8'));
    expect((await get('anonymous', `${GITLAB}/repository/files/README.md`)).json()).toEqual({ message: '400 Bad request - ref is missing' });
    const raw = await get('anonymous', `${GITLAB}/repository/files/.gitlab%2Fissue_templates%2FBug.md/raw`);
    expect(raw.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(raw.body).toContain('/label ~bug');
    expect((await get('anonymous', `${GITLAB}/repository/files/nope.md/raw`)).json()).toEqual({ message: '404 File Not Found' });
    // A directory is not a file.
    expect((await get('anonymous', `${GITLAB}/repository/files/.gitlab/raw`)).statusCode).toBe(404);
    expect((await get('guest', `${INFRA}/repository/files/README.md/raw`)).statusCode).toBe(404);
  });
});

describe('POST /api/v4/markdown', () => {
  const post = (who: string, payload: Record<string, unknown>) => {
    const browser = as[who] ?? null;
    return t.app.inject({ method: 'POST', url: '/api/v4/markdown', headers: browser ? { cookie: browser.cookie, 'x-csrf-token': browser.csrf } : {}, payload });
  };

  it('renders sanitised markdown, with references resolved in the project and redacted for the reader', async () => {
    const rendered = await post('anonymous', { text: '# Title\n\n**bold** #1\n\n<script>alert(1)</script>', project: 'gitlab-org/gitlab' });
    expect(rendered.statusCode).toBe(201);
    const html = rendered.json<{ html: string }>().html;
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<a [^>]*href="[^"]*\/gitlab-org\/gitlab\/-\/issues\/1"/);
    // The confidential #5 is a link for a reporter only.
    const confidential = async (who: string) => (await post(who, { text: 'see #5', project: 'gitlab-org/gitlab' })).json<{ html: string }>().html;
    expect(await confidential('guest')).not.toContain('/issues/5');
    expect(await confidential('reporter')).toContain('/issues/5');
    expect((await post('anonymous', { text: 'x', project: 'gitlab-org/platform/infrastructure' })).statusCode).toBe(404);
    expect((await post('anonymous', {})).statusCode).toBe(400);
  });
});
