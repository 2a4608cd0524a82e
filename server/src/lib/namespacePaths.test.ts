import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../domains/groups/tables.ts';
import { epicFixtures } from '../domains/epics/fixtures.testing.ts';
import { issueFixtures, type IssueFixtures } from '../test/issueFixtures.ts';
import { fullPathOf, groupRoute, projectRoute, rewriteNamespaceUrl } from './namespacePaths.ts';

let f: IssueFixtures;
/** Five nested public groups, a public project in the deepest and one issue and one epic there. */
const DEEP_GROUP = 'deep1/deep2/deep3/deep4/deep5';
const DEEP_PROJECT = `${DEEP_GROUP}/widgets`;
let epicIid = 0;

beforeAll(async () => {
  f = await issueFixtures();
  const db = f.t.database.db;
  let parentId: number | null = null;
  const segments = DEEP_GROUP.split('/');
  for (let depth = 1; depth <= segments.length; depth += 1) {
    const [row]: { id: number }[] = await db
      .insert(groups)
      .values({ name: segments[depth - 1] as string, path: segments[depth - 1] as string, fullPath: segments.slice(0, depth).join('/'), parentId, visibility: 'public' })
      .returning();
    parentId = row?.id ?? null;
  }
  const project = await f.api('POST', '/projects', 'root', { name: 'widgets', namespace_id: DEEP_GROUP, visibility: 'public' });
  expect(project.statusCode, project.body).toBe(201);
  const issue = await f.api('POST', `/projects/${project.json().id}/issues`, 'root', { title: 'Deep issue' });
  expect(issue.statusCode, issue.body).toBe(201);
  epicIid = (await epicFixtures(f).freshEpic('root', { groupPath: DEEP_GROUP, title: 'Deep epic' })).iid;
});
afterAll(async () => {
  await f.t.close();
});

describe('namespace paths of any depth', () => {
  it('serves a project five groups deep through the one route per suffix', async () => {
    const page = await f.call('guest', 'GET', `/${DEEP_PROJECT}/-/issues/1.json`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ iid: 1, title: 'Deep issue', web_url: `http://localhost:8080/${DEEP_PROJECT}/-/issues/1` });
    expect((await f.call('guest', 'GET', `/${DEEP_PROJECT}/-/issues/1/discussions.json`)).json()).toEqual([]);
    expect((await f.call('guest', 'GET', `/${DEEP_PROJECT}/-/issues/1/realtime_changes`)).json()).toMatchObject({ title: 'Deep issue' });
    expect((await f.call('guest', 'GET', `/${DEEP_PROJECT}/-/labels.json`)).statusCode).toBe(200);
    const preview = await f.call('developer', 'POST', `/${DEEP_PROJECT}/preview_markdown`, { text: '**bold**' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().body).toContain('<strong');
  });

  it('serves an epic of a group five levels deep, and its notes', async () => {
    const page = await f.call('guest', 'GET', `/groups/${DEEP_GROUP}/-/epics/${epicIid}.json`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ iid: epicIid, title: 'Deep epic', web_url: `http://localhost:8080/groups/${DEEP_GROUP}/-/epics/${epicIid}` });
    expect((await f.call('guest', 'GET', `/groups/${DEEP_GROUP}/-/epics/${epicIid}/discussions.json`)).json()).toEqual([]);
  });

  it('serves the deepest nesting GitLab allows, 20 groups of long names', async () => {
    const db = f.t.database.db;
    const names = Array.from({ length: 20 }, (_, i) => `level-${String(i + 1).padStart(2, '0')}-${'x'.repeat(40)}`);
    let parentId: number | null = null;
    for (let depth = 1; depth <= names.length; depth += 1) {
      const [row]: { id: number }[] = await db
        .insert(groups)
        .values({ name: names[depth - 1] as string, path: names[depth - 1] as string, fullPath: names.slice(0, depth).join('/'), parentId, visibility: 'public' })
        .returning();
      parentId = row?.id ?? null;
    }
    const groupPath = names.join('/');
    const epic = await epicFixtures(f).freshEpic('root', { groupPath, title: 'Deepest epic' });
    const page = await f.call('guest', 'GET', `/groups/${groupPath}/-/epics/${epic.iid}.json`);
    expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
    expect(page.json()).toMatchObject({ title: 'Deepest epic', full_reference: `${groupPath}&${epic.iid}` });
  });

  it('keeps 404 for unknown paths, too shallow paths and unknown namespaces', async () => {
    for (const url of [`/${DEEP_PROJECT}/-/nothing`, `/${DEEP_PROJECT}/-/issues/1/nothing`, '/deep1/-/issues/1.json', `/${DEEP_GROUP}/nothing/-/issues/1.json`, `/groups/${DEEP_GROUP}/nothing/-/epics/1.json`, '/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/-/issues/1.json', '//a//b/-/issues/1.json']) {
      const response = await f.call('guest', 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toMatch(/^404 /);
    }
  });

  it('decodes every segment exactly once', async () => {
    // %32 is "2": the path names deep2 once decoded.
    expect((await f.call('guest', 'GET', `/deep1/deep%32/deep3/deep4/deep5/widgets/-/issues/1.json`)).statusCode).toBe(200);
    // %2532 decodes to "%32", not to "2".
    expect((await f.call('guest', 'GET', `/deep1/deep%2532/deep3/deep4/deep5/widgets/-/issues/1.json`)).statusCode).toBe(404);
    for (const url of ['/api/v4/projects/%25', '/api/v4/projects/%25/issues', '/api/v4/groups/%25', '/deep1/%25/-/issues/1.json', `/groups/deep1/%25/-/epics/1.json`]) {
      expect((await f.call('guest', 'GET', url)).statusCode, url).toBe(404);
    }
    const encoded = await f.call('guest', 'GET', `/api/v4/projects/${encodeURIComponent(DEEP_PROJECT)}`);
    expect(encoded.statusCode, encoded.body).toBe(200);
    expect(encoded.json().path_with_namespace).toBe(DEEP_PROJECT);
  });

  it('registers one route per suffix, not one per depth', () => {
    const lines = (suffix: string) =>
      f.t.app
        .printRoutes({ commonPrefix: false })
        .split('\n')
        .filter((line) => line.includes(suffix));
    // POST toggle_award_emoji: the issue's, the merge request's, the epic's and their notes' (project and
    // group), whatever the depth (was 4 × 20 before merge requests).
    const awards = lines('toggle_award_emoji (POST)');
    expect(awards).toHaveLength(5);
    expect(lines(':p2')).toEqual([]);
    expect(lines(':g1')).toEqual([]);
    expect(f.t.app.hasRoute({ method: 'GET', url: projectRoute('/-/issues/:iid') })).toBe(true);
    expect(f.t.app.hasRoute({ method: 'GET', url: groupRoute('/-/epics/:iid') })).toBe(true);
    expect(f.t.app.hasRoute({ method: 'POST', url: projectRoute('/-/merge_requests/:iid/toggle_award_emoji') })).toBe(true);
    expect(f.t.app.hasRoute({ method: 'GET', url: '/:p0/:p1/:p2/-/issues/:iid' })).toBe(false);
    expect(f.t.app.hasRoute({ method: 'GET', url: '/groups/:p0/:p1/-/epics/:iid' })).toBe(false);
  });
});

describe('rewriteNamespaceUrl', () => {
  const routes = new Set(['/:namespace_path/:project_path/-/issues/:iid', '/groups/:group_path/-/uploads', '/:namespace_path/:project_path/uploads', '/api/v4/projects/:id/uploads']);
  /** A router that knows the patterns above, parameters matching one non-empty segment. */
  const finder = {
    findRoute({ url }: { url: string }) {
      const segments = url.split('/');
      for (const route of routes) {
        const pattern = route.split('/');
        if (pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))) return { handler: () => undefined, params: {}, searchParams: {} };
      }
      return null;
    },
  } as unknown as ThisParameterType<typeof rewriteNamespaceUrl>;
  const rewrite = (url: string, method = 'GET') => rewriteNamespaceUrl.call(finder, { url, method } as never);

  it('folds the namespace of a deep path into one segment, segments kept as they came, query kept', () => {
    expect(rewrite('/a/b/-/issues/1')).toBe('/a/b/-/issues/1');
    expect(rewrite('/a/b/c/-/issues/1?x=%2F')).toBe('/a%2Fb/c/-/issues/1?x=%2F');
    expect(rewrite('/a/b%20c/d/e/-/issues/1')).toBe('/a%2Fb%20c%2Fd/e/-/issues/1');
    expect(rewrite('/groups/a/b/-/uploads')).toBe('/groups/a%2Fb/-/uploads');
  });

  it('leaves alone what a route matches as it came and what nothing matches', () => {
    expect(rewrite('/api/v4/projects/7/uploads')).toBe('/api/v4/projects/7/uploads');
    expect(rewrite('/a/b/c/-/unknown/1')).toBe('/a/b/c/-/unknown/1');
    expect(rewrite('/a//c/-/issues/1')).toBe('/a//c/-/issues/1');
  });

  it('names the full path from the parameters', () => {
    expect(fullPathOf({ namespace_path: 'a/b', project_path: 'c' })).toBe('a/b/c');
    expect(fullPathOf({ group_path: 'a/b' })).toBe('a/b');
  });
});
