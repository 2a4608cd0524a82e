import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['root', 'owner', 'maintainer', 'developer', 'guest', 'outsider']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

const paths = async (who: string, url = '/api/v4/projects?order_by=id&sort=asc') =>
  (await getAs(t.app, as[who] ?? null, url)).json<{ path_with_namespace: string }[]>().map((p) => p.path_with_namespace);

describe('GET /api/v4/projects visibility', () => {
  it.each([
    ['anonymous', ['gitlab-org/gitlab']],
    ['outsider', ['gitlab-org/gitlab', 'gitlab-org/internal-tools']],
    ['guest', ['gitlab-org/gitlab', 'gitlab-org/platform/infrastructure', 'gitlab-org/internal-tools']],
    ['developer', ['gitlab-org/gitlab', 'gitlab-org/platform/infrastructure', 'gitlab-org/internal-tools']],
    ['owner', ['gitlab-org/gitlab', 'gitlab-org/platform/infrastructure', 'gitlab-org/internal-tools', 'acme-corp/website']],
    ['root', ['gitlab-org/gitlab', 'gitlab-org/platform/infrastructure', 'gitlab-org/internal-tools', 'acme-corp/website']],
  ])('%s sees %j', async (who, expected) => {
    expect(await paths(who)).toEqual(expected);
  });

  it('membership=true lists only projects the user is a member of', async () => {
    expect(await paths('outsider', '/api/v4/projects?membership=true')).toEqual([]);
    expect(await paths('owner', '/api/v4/projects?membership=true&order_by=id&sort=asc')).toHaveLength(4);
    expect(await paths('guest', '/api/v4/projects?membership=true&order_by=id&sort=asc')).toHaveLength(3);
  });

  it('filters by search and visibility and orders by name', async () => {
    expect(await paths('root', '/api/v4/projects?search=infra')).toEqual(['gitlab-org/platform/infrastructure']);
    expect(await paths('root', '/api/v4/projects?visibility=private&order_by=name&sort=asc')).toEqual(['gitlab-org/platform/infrastructure', 'acme-corp/website']);
    expect(await paths('root', '/api/v4/projects?order_by=name&sort=desc')).toEqual([
      'acme-corp/website',
      'gitlab-org/internal-tools',
      'gitlab-org/platform/infrastructure',
      'gitlab-org/gitlab',
    ]);
  });

  it('sends pagination headers with absolute Link URLs', async () => {
    const response = await getAs(t.app, as.root ?? null, '/api/v4/projects?per_page=1&page=2&order_by=id&sort=asc');
    expect(response.json()).toHaveLength(1);
    expect(response.headers).toMatchObject({
      'x-page': '2',
      'x-per-page': '1',
      'x-next-page': '3',
      'x-prev-page': '1',
      'x-total': '4',
      'x-total-pages': '4',
    });
    const link = String(response.headers.link);
    expect(link).toBe(
      [
        '<http://localhost/api/v4/projects?per_page=1&page=1&order_by=id&sort=asc>; rel="prev"',
        '<http://localhost/api/v4/projects?per_page=1&page=3&order_by=id&sort=asc>; rel="next"',
        '<http://localhost/api/v4/projects?per_page=1&page=1&order_by=id&sort=asc>; rel="first"',
        '<http://localhost/api/v4/projects?per_page=1&page=4&order_by=id&sort=asc>; rel="last"',
      ].join(', '),
    );
  });

  it('caps per_page at 100 and rejects garbage with 400', async () => {
    const capped = await getAs(t.app, null, '/api/v4/projects?per_page=1000');
    expect(capped.headers['x-per-page']).toBe('100');
    const bad = await getAs(t.app, null, '/api/v4/projects?page=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'page is invalid' });
    const badOrder = await getAs(t.app, null, '/api/v4/projects?order_by=stars');
    expect(badOrder.statusCode).toBe(400);
  });
});

describe('GET /api/v4/projects/:id', () => {
  it('returns GitLab project JSON with namespace and permissions', async () => {
    const response = await getAs(t.app, as.developer ?? null, '/api/v4/projects/gitlab-org%2Fgitlab');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 1,
      name: 'GitLab',
      path: 'gitlab',
      path_with_namespace: 'gitlab-org/gitlab',
      name_with_namespace: 'GitLab.org / GitLab',
      visibility: 'public',
      web_url: 'http://localhost:8080/gitlab-org/gitlab',
      archived: false,
      namespace: { id: 1, name: 'GitLab.org', path: 'gitlab-org', kind: 'group', full_path: 'gitlab-org', parent_id: null, web_url: 'http://localhost:8080/groups/gitlab-org' },
      permissions: { project_access: null, group_access: { access_level: 30, notification_level: 3 } },
    });
  });

  it('uses the full group name of subgroups and inherited access', async () => {
    const response = await getAs(t.app, as.guest ?? null, '/api/v4/projects/2');
    expect(response.json()).toMatchObject({
      name_with_namespace: 'GitLab.org / Platform / Infrastructure',
      namespace: { full_path: 'gitlab-org/platform', parent_id: 1 },
      permissions: { group_access: { access_level: 10 } },
    });
  });

  it('answers 404 for private projects the user cannot see, never 403', async () => {
    for (const who of ['anonymous', 'outsider', 'developer']) {
      const response = await getAs(t.app, as[who] ?? null, '/api/v4/projects/acme-corp%2Fwebsite');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: '404 Project Not Found' });
    }
    expect((await getAs(t.app, null, '/api/v4/projects/3')).statusCode).toBe(404);
    expect((await getAs(t.app, as.outsider ?? null, '/api/v4/projects/3')).statusCode).toBe(200);
    expect((await getAs(t.app, null, '/api/v4/projects/999')).statusCode).toBe(404);
    expect((await getAs(t.app, as.owner ?? null, '/api/v4/projects/4')).statusCode).toBe(200);
  });
});

describe('POST /api/v4/projects', () => {
  const create = (who: Browser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v4/projects', headers: who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {}, payload });

  it('lets a maintainer create a project, deriving the path from the name', async () => {
    const response = await create(as.maintainer ?? null, { name: 'New Service', namespace_id: 1, visibility: 'internal', description: 'd' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'New Service', path: 'new-service', path_with_namespace: 'gitlab-org/new-service', visibility: 'internal', description: 'd' });
    const again = await create(as.maintainer ?? null, { name: 'Other', path: 'new-service', namespace_id: 'gitlab-org' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: { path: ['has already been taken'] } });
  });

  it('refuses developers (403), anonymous (401) and hidden namespaces (404)', async () => {
    expect((await create(as.developer ?? null, { name: 'Nope', namespace_id: 1 })).statusCode).toBe(403);
    expect((await create(null, { name: 'Nope', namespace_id: 1 })).statusCode).toBe(401);
    const admin = await t.app.inject({ method: 'POST', url: '/api/v4/projects', headers: { 'private-token': DEMO_ROOT_TOKEN }, payload: { name: 'Admin Made', namespace_id: 2 } });
    expect(admin.statusCode).toBe(201);
  });

  it('validates input with GitLab-style messages', async () => {
    const missing = await create(as.owner ?? null, { name: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toHaveProperty('namespace_id');
    const badPath = await create(as.owner ?? null, { name: 'x', path: '-bad path', namespace_id: 1 });
    expect(badPath.json().message).toHaveProperty('path');
    const badVisibility = await create(as.owner ?? null, { name: 'x', namespace_id: 1, visibility: 'secret' });
    expect(badVisibility.json().message).toEqual({ visibility: ['does not have a valid value'] });
    const blank = await create(as.owner ?? null, { namespace_id: 1 });
    expect(blank.statusCode).toBe(400);
  });
});
