import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { parseIssueSearch } from './query.ts';

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['root', 'owner', 'reporter', 'guest', 'outsider']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

const get = (who: string, url: string) => getAs(t.app, as[who] ?? null, url);
const issueRefs = async (who: string, url: string) => (await get(who, url)).json<{ references: { full: string } }[]>().map((issue) => issue.references.full);
const projectPaths = async (who: string, url: string) => (await get(who, url)).json<{ path_with_namespace: string }[]>().map((p) => p.path_with_namespace);

describe('parseIssueSearch', () => {
  it('tells references from words', () => {
    expect(parseIssueSearch('#12')).toEqual({ kind: 'iid', iid: 12 });
    expect(parseIssueSearch(' gitlab-org/platform/infrastructure#1 ')).toEqual({ kind: 'iid', iid: 1, projectPath: 'gitlab-org/platform/infrastructure' });
    expect(parseIssueSearch('dark  mode')).toEqual({ kind: 'text', words: ['dark', 'mode'] });
    // A bare path with `#` but no number, or a one-segment "path", is text.
    expect(parseIssueSearch('gitlab#x')).toEqual({ kind: 'text', words: ['gitlab#x'] });
    expect(parseIssueSearch('gitlab#1')).toEqual({ kind: 'text', words: ['gitlab#1'] });
  });
});

describe('GET /api/v4/search', () => {
  it("answers Grape's 400s for missing or invalid parameters", async () => {
    expect((await get('anonymous', '/api/v4/search?search=x')).json()).toEqual({ error: 'scope is missing' });
    const badScope = await get('anonymous', '/api/v4/search?scope=blobs&search=x');
    expect([badScope.statusCode, badScope.json()]).toEqual([400, { error: 'scope does not have a valid value' }]);
    expect((await get('anonymous', '/api/v4/search?scope=issues&search=%20')).json()).toEqual({ error: 'search is missing' });
    expect((await get('anonymous', '/api/v4/search?scope=issues&search=x&state=nope')).statusCode).toBe(400);
    // users is a global scope only.
    expect((await get('anonymous', '/api/v4/projects/gitlab-org%2Fgitlab/search?scope=users&search=x')).statusCode).toBe(400);
  });

  it('finds projects by name, path or description, only those the reader may see', async () => {
    expect(await projectPaths('anonymous', '/api/v4/search?scope=projects&search=infra')).toEqual([]);
    expect(await projectPaths('outsider', '/api/v4/search?scope=projects&search=tools')).toEqual(['gitlab-org/internal-tools']);
    expect(await projectPaths('anonymous', '/api/v4/search?scope=projects&search=tools')).toEqual([]);
    expect(await projectPaths('guest', '/api/v4/search?scope=projects&search=infra')).toEqual(['gitlab-org/platform/infrastructure']);
    expect(await projectPaths('root', '/api/v4/search?scope=projects&search=marketing')).toEqual(['acme-corp/website']);
    expect(await projectPaths('guest', '/api/v4/search?scope=projects&search=marketing')).toEqual([]);
    const response = await get('anonymous', '/api/v4/search?scope=projects&search=gitlab');
    expect(response.headers['x-total']).toBe(String(response.json().length));
    expect(response.json()[0]).toMatchObject({ path_with_namespace: 'gitlab-org/gitlab', web_url: 'http://localhost:8080/gitlab-org/gitlab' });
  });

  it('finds issues by title words, keeping confidential ones to those allowed', async () => {
    expect(await issueRefs('anonymous', '/api/v4/search?scope=issues&search=dark%20mode')).toEqual(['gitlab-org/gitlab#2']);
    const confidential = '/api/v4/search?scope=issues&search=session%20fixation';
    expect(await issueRefs('anonymous', confidential)).toEqual([]);
    expect(await issueRefs('guest', confidential)).toEqual([]);
    expect(await issueRefs('outsider', confidential)).toEqual([]);
    expect(await issueRefs('reporter', confidential)).toEqual(['gitlab-org/gitlab#5']);
    expect(await issueRefs('root', confidential)).toEqual(['gitlab-org/gitlab#5']);
    // A private project's issue: its members only.
    expect(await issueRefs('outsider', '/api/v4/search?scope=issues&search=rotate%20database')).toEqual([]);
    expect(await issueRefs('guest', '/api/v4/search?scope=issues&search=rotate%20database')).toEqual(['gitlab-org/platform/infrastructure#1']);
    // state narrows; the entity is the REST issue.
    expect(await issueRefs('anonymous', '/api/v4/search?scope=issues&search=broken%20link&state=opened')).toEqual([]);
    const [closed] = (await get('anonymous', '/api/v4/search?scope=issues&search=broken%20link&state=closed')).json();
    expect(closed).toMatchObject({ iid: 4, state: 'closed', title: 'Broken link in the contribution guide', web_url: 'http://localhost:8080/gitlab-org/gitlab/-/issues/4' });
  });

  it('finds issues by reference: #iid in every readable project, path#iid in that project', async () => {
    const byIid = await issueRefs('guest', '/api/v4/search?scope=issues&search=%231');
    expect(byIid).toContain('gitlab-org/gitlab#1');
    expect(byIid).toContain('gitlab-org/platform/infrastructure#1');
    expect(await issueRefs('anonymous', '/api/v4/search?scope=issues&search=%231')).not.toContain('gitlab-org/platform/infrastructure#1');
    expect(await issueRefs('guest', '/api/v4/search?scope=issues&search=gitlab-org/platform/infrastructure%231')).toEqual(['gitlab-org/platform/infrastructure#1']);
    expect(await issueRefs('outsider', '/api/v4/search?scope=issues&search=gitlab-org/platform/infrastructure%231')).toEqual([]);
    expect(await issueRefs('anonymous', '/api/v4/search?scope=issues&search=no/such%231')).toEqual([]);
    // The confidential issue by reference: still only for those allowed.
    expect(await issueRefs('guest', '/api/v4/search?scope=issues&search=gitlab-org/gitlab%235')).toEqual([]);
    expect(await issueRefs('reporter', '/api/v4/search?scope=issues&search=gitlab-org/gitlab%235')).toEqual(['gitlab-org/gitlab#5']);
  });

  it('finds users, blocked ones for administrators only', async () => {
    const usernames = async (who: string, term: string) => (await get(who, `/api/v4/search?scope=users&search=${term}`)).json<{ username: string }[]>().map((u) => u.username);
    expect(await usernames('anonymous', 'olivia')).toEqual(['owner']);
    await t.database.exec(`UPDATE users SET state = 'blocked' WHERE username = 'ken'`);
    try {
      expect(await usernames('outsider', 'ken')).toEqual([]);
      expect(await usernames('root', 'ken')).toEqual(['ken']);
    } finally {
      await t.database.exec(`UPDATE users SET state = 'active' WHERE username = 'ken'`);
    }
  });
});

describe('GET /api/v4/groups/:id/search and /projects/:id/search', () => {
  it('search inside the group or project, which must be readable', async () => {
    expect(await issueRefs('guest', '/api/v4/groups/gitlab-org%2Fplatform/search?scope=issues&search=%231')).toEqual(['gitlab-org/platform/infrastructure#1']);
    expect(await projectPaths('guest', '/api/v4/groups/acme-corp/search?scope=projects&search=i')).toEqual([]);
    expect(await issueRefs('anonymous', '/api/v4/projects/gitlab-org%2Fgitlab/search?scope=issues&search=%231')).toEqual(['gitlab-org/gitlab#1']);
    // A reference to another project from inside one finds nothing.
    expect(await issueRefs('guest', '/api/v4/projects/gitlab-org%2Fgitlab/search?scope=issues&search=gitlab-org/platform/infrastructure%231')).toEqual([]);
    expect((await get('outsider', '/api/v4/projects/gitlab-org%2Fplatform%2Finfrastructure/search?scope=issues&search=x')).statusCode).toBe(404);
    expect((await get('outsider', '/api/v4/groups/acme-corp/search?scope=issues&search=x')).statusCode).toBe(200);
  });
});
