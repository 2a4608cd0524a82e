import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRANCHES, seedRepositories } from '../../seed/repositories.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { subscribeToRepositoryEvents, unsubscribeFromRepositoryEvents, ZERO_SHA, type RepositoryEvent } from './events.ts';
import { git, gitBuffer, repositoryPath } from './git.ts';
import { PUSH_TO_BRANCH_DENIED } from './service.ts';

// The REST repository API in GitLab 16.2's shapes (branches, commits, files, tree, compare) and the web
// raw route, with the code-reading and pushing rules per role; commits made through the API are pushes.

let f: IssueFixtures;
const seen: RepositoryEvent[] = [];
const PUBLIC = '/projects/1';
const PRIVATE = '/projects/2';
const ROLES = ['anonymous', 'outsider', 'guest', 'reporter', 'developer', 'maintainer', 'owner', 'root'] as const;

const COMMIT_KEYS = ['author_email', 'author_name', 'authored_date', 'committed_date', 'committer_email', 'committer_name', 'created_at', 'id', 'message', 'parent_ids', 'short_id', 'title', 'trailers', 'web_url'];
const BRANCH_KEYS = ['can_push', 'commit', 'default', 'developers_can_merge', 'developers_can_push', 'merged', 'name', 'protected', 'web_url'];
const DIFF_KEYS = ['a_mode', 'b_mode', 'deleted_file', 'diff', 'new_file', 'new_path', 'old_path', 'renamed_file'];
const sorted = (value: object) => Object.keys(value).sort();
const repo = () => repositoryPath(f.t.dataDir, 'gitlab-org/gitlab');
const rev = async (ref: string) => (await git(repo(), ['rev-parse', ref])).trim();

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  subscribeToRepositoryEvents('repository-routes-test', async (event) => {
    seen.push(event);
  });
});
afterAll(async () => {
  unsubscribeFromRepositoryEvents('repository-routes-test');
  await f.t.close();
});

describe('who reads a repository', () => {
  it('public code is everyone’s; private code is for reporters and above (guests 403, others 404)', async () => {
    const expected: Record<(typeof ROLES)[number], number> = { anonymous: 404, outsider: 404, guest: 403, reporter: 200, developer: 200, maintainer: 200, owner: 200, root: 200 };
    for (const who of ROLES) {
      for (const path of ['/repository/branches', '/repository/commits', '/repository/tree', '/repository/files/README.md?ref=main']) {
        const response = await f.api('GET', `${PRIVATE}${path}`, who);
        expect(response.statusCode, `${who} ${path}`).toBe(expected[who]);
      }
      expect((await f.api('GET', `${PUBLIC}/repository/branches`, who)).statusCode).toBe(200);
    }
    expect((await f.api('GET', `${PRIVATE}/repository/branches`, 'guest')).json()).toEqual({ message: '403 Forbidden' });
    expect((await f.api('GET', `${PRIVATE}/repository/branches`, 'outsider')).json()).toEqual({ message: '404 Project Not Found' });
    expect((await f.api('GET', '/projects/gitlab-org%2Fplatform%2Finfrastructure/repository/files/README.md/raw', 'reporter')).body).toBe('# Infrastructure\n');
  });

  it('developers and above write to a private repository; on its protected main only maintainers and above', async () => {
    const expected: Record<(typeof ROLES)[number], [number, number]> = {
      anonymous: [404, 404],
      outsider: [404, 404],
      guest: [403, 403],
      reporter: [403, 403],
      developer: [201, 403],
      maintainer: [201, 201],
      owner: [201, 201],
      root: [201, 201],
    };
    for (const who of ROLES) {
      const branch = await f.api('POST', `${PRIVATE}/repository/branches`, who, { branch: `by-${who}`, ref: 'main' });
      const onMain = await f.api('POST', `${PRIVATE}/repository/files/${who}.md`, who, { branch: 'main', content: who, commit_message: `By ${who}` });
      expect([branch.statusCode, onMain.statusCode], who).toEqual(expected[who]);
    }
  });
});

describe('branches', () => {
  it('lists with paging and search, shows with protection flags, creates from a ref and deletes', async () => {
    const page = await f.api('GET', `${PUBLIC}/repository/branches?per_page=4&page=2`, 'anonymous');
    expect(page.headers['x-total']).toBe(String(DEMO_BRANCHES.length + 1));
    expect(page.headers['x-total-pages']).toBe(String(Math.ceil((DEMO_BRANCHES.length + 1) / 4)));
    const names = [...DEMO_BRANCHES.map((branch) => branch.name), 'main'].sort();
    expect(page.json<{ name: string }[]>().map((branch) => branch.name)).toEqual(names.slice(4, 8));
    expect((await f.api('GET', `${PUBLIC}/repository/branches?search=^feature/`, 'anonymous')).json<{ name: string }[]>().map((b) => b.name)).toEqual(names.filter((n) => n.startsWith('feature/')));
    expect((await f.api('GET', `${PUBLIC}/repository/branches?search=LOGO$`, 'anonymous')).json<{ name: string }[]>().map((b) => b.name)).toEqual(['feature/new-logo']);

    const main = await f.api('GET', `${PUBLIC}/repository/branches/main`, 'developer');
    expect(sorted(main.json())).toEqual(BRANCH_KEYS);
    expect(sorted(main.json().commit)).toEqual(COMMIT_KEYS);
    expect(main.json()).toMatchObject({ name: 'main', protected: true, default: true, merged: false, developers_can_push: false, developers_can_merge: false, can_push: false, web_url: 'http://localhost:8080/gitlab-org/gitlab/-/tree/main' });
    expect(main.json().commit).toMatchObject({ id: await rev('main'), title: 'Update the changelog', author_email: 'maintainer@example.com' });
    expect(main.json().commit.authored_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000\+00:00$/);
    expect((await f.api('GET', `${PUBLIC}/repository/branches/main`, 'maintainer')).json().can_push).toBe(true);
    const feature = await f.api('GET', `${PUBLIC}/repository/branches/${encodeURIComponent('feature/search')}`, 'developer');
    expect(feature.json()).toMatchObject({ name: 'feature/search', protected: false, default: false, merged: false, developers_can_push: true, can_push: true });
    expect((await f.api('GET', `${PUBLIC}/repository/branches/nope`, 'developer')).json()).toEqual({ message: '404 Branch Not Found' });

    expect((await f.api('POST', `${PUBLIC}/repository/branches`, 'reporter', { branch: 'by-reporter', ref: 'main' })).statusCode).toBe(403);
    expect((await f.api('POST', `${PUBLIC}/repository/branches`, 'anonymous', { branch: 'by-anonymous', ref: 'main' })).statusCode).toBe(401);
    seen.length = 0;
    const created = await f.api('POST', `${PUBLIC}/repository/branches`, 'developer', { branch: 'topic/from-api', ref: 'feature/search' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'topic/from-api', merged: false, commit: { id: await rev('feature/search') } });
    expect(seen).toEqual([{ type: 'pushed', projectId: 1, userId: await f.userId('developer'), ref: 'refs/heads/topic/from-api', before: ZERO_SHA, after: await rev('feature/search') }]);
    expect((await f.api('POST', `${PUBLIC}/repository/branches`, 'developer', { branch: 'topic/from-api', ref: 'main' })).json()).toEqual({ message: 'Branch already exists' });
    expect((await f.api('POST', `${PUBLIC}/repository/branches`, 'developer', { branch: 'other', ref: 'nope' })).json()).toEqual({ message: 'Invalid reference name: nope' });
    expect((await f.api('POST', `${PUBLIC}/repository/branches`, 'developer', { branch: 'bad..name', ref: 'main' })).json()).toEqual({ message: 'Branch name is invalid' });
    expect((await f.api('POST', `${PUBLIC}/repository/branches`, 'developer', { ref: 'main' })).json()).toEqual({ message: 'branch is missing' });

    expect((await f.api('DELETE', `${PUBLIC}/repository/branches/main`, 'maintainer')).json()).toEqual({ message: 'The default branch of a project cannot be deleted.' });
    expect((await f.api('DELETE', `${PUBLIC}/repository/branches/topic%2Ffrom-api`, 'reporter')).statusCode).toBe(403);
    expect((await f.api('DELETE', `${PUBLIC}/repository/branches/topic%2Ffrom-api`, 'developer')).statusCode).toBe(204);
    expect(seen.at(-1)).toMatchObject({ ref: 'refs/heads/topic/from-api', after: ZERO_SHA });
    expect((await f.api('DELETE', `${PUBLIC}/repository/branches/topic%2Ffrom-api`, 'developer')).statusCode).toBe(404);
  });
});

describe('commits', () => {
  it('lists the default branch newest first with paging and filters, ranges, shows with stats, diffs', async () => {
    const list = await f.api('GET', `${PUBLIC}/repository/commits?per_page=2`, 'anonymous');
    expect(list.headers['x-total']).toBe('5');
    expect(list.json<{ title: string }[]>().map((c) => c.title)).toEqual(['Update the changelog', 'Add a contributing guide']);
    expect(sorted(list.json<object[]>()[0]!)).toEqual(COMMIT_KEYS);
    expect((await f.api('GET', `${PUBLIC}/repository/commits?page=3&per_page=2`, 'anonymous')).json<{ title: string }[]>().map((c) => c.title)).toEqual(['Initial commit']);
    expect((await f.api('GET', `${PUBLIC}/repository/commits?path=CHANGELOG.md`, 'anonymous')).json<{ title: string }[]>().map((c) => c.title)).toEqual(['Update the changelog', 'Add the application skeleton']);
    const range = await f.api('GET', `${PUBLIC}/repository/commits?ref_name=main..feature/search&with_stats=true`, 'anonymous');
    expect(range.json<{ title: string; stats: unknown }[]>().map((c) => c.title)).toEqual(['Match every word, ignoring case, in titles and descriptions', 'Test search()', 'Add search()']);
    expect(range.json<{ stats: unknown }[]>()[2]!.stats).toEqual({ additions: 7, deletions: 0, total: 7 });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await f.api('GET', `${PUBLIC}/repository/commits?since=${future}`, 'anonymous')).json()).toEqual([]);
    expect((await f.api('GET', `${PUBLIC}/repository/commits?until=${future}&ref_name=feature/search&per_page=100`, 'anonymous')).json()).toHaveLength(8);
    expect((await f.api('GET', `${PUBLIC}/repository/commits?since=yesterday-ish`, 'anonymous')).json()).toEqual({ message: 'since is invalid' });
    expect((await f.api('GET', `${PUBLIC}/repository/commits?ref_name=nope`, 'anonymous')).json()).toEqual([]);

    const head = await rev('feature/display-names');
    const show = await f.api('GET', `${PUBLIC}/repository/commits/${head}`, 'anonymous');
    expect(sorted(show.json())).toEqual([...COMMIT_KEYS, 'last_pipeline', 'project_id', 'stats', 'status'].sort());
    expect(show.json()).toMatchObject({ id: head, short_id: head.slice(0, 11), project_id: 1, stats: { additions: 33, deletions: 10, total: 43 }, author_email: 'developer@example.com' });
    expect((await f.api('GET', `${PUBLIC}/repository/commits/feature%2Fdisplay-names`, 'anonymous')).json().id).toBe(head);
    expect((await f.api('GET', `${PUBLIC}/repository/commits/${'0'.repeat(40)}`, 'anonymous')).json()).toEqual({ message: '404 Commit Not Found' });

    const diff = await f.api('GET', `${PUBLIC}/repository/commits/${head}/diff`, 'anonymous');
    const files = diff.json<Record<string, unknown>[]>();
    expect(sorted(files[0]!)).toEqual(DIFF_KEYS);
    expect(files.find((file) => file.new_path === 'app/javascript/lib/display_name.ts')).toMatchObject({ new_file: true, a_mode: '0', b_mode: '100644' });
    expect(files.find((file) => file.old_path === 'docs/old-release-process.md')).toMatchObject({ deleted_file: true });
    expect(String(files.find((file) => file.new_path === 'app/models/user.rb')?.diff)).toMatch(/^@@ -3,6 \+3,7 @@\n class User[\s\S]*\+ {2}def display_name/);
    const renames = (await f.api('GET', `${PUBLIC}/repository/commits/refactor%2Fmove-scripts/diff`, 'anonymous')).json<Record<string, unknown>[]>();
    expect(renames.find((file) => file.new_path === 'docs/installation.md')).toMatchObject({ old_path: 'docs/setup.md', renamed_file: true, diff: '' });
  });

  it('creates commits with every action on a new branch (a push), refusing what GitLab refuses', async () => {
    seen.length = 0;
    const body = {
      branch: 'api/actions',
      start_branch: 'main',
      commit_message: 'Every action\n\nFrom the API.',
      actions: [
        { action: 'create', file_path: 'docs/new.md', content: '# New\n' },
        { action: 'create', file_path: 'assets/pixel.bin', content: Buffer.from([0, 1, 2, 3]).toString('base64'), encoding: 'base64' },
        { action: 'update', file_path: 'README.md', content: '# GitLab\n\nUpdated through the API.\n' },
        { action: 'move', previous_path: 'docs/setup.md', file_path: 'docs/moved.md' },
        { action: 'delete', file_path: 'go.mod' },
        { action: 'chmod', file_path: 'bin/deploy', execute_filemode: true },
      ],
      author_name: 'Someone Else',
      author_email: 'someone@example.com',
    };
    const created = await f.api('POST', `${PUBLIC}/repository/commits`, 'developer', body);
    expect(created.statusCode, created.body).toBe(201);
    const sha = await rev('api/actions');
    expect(created.json()).toMatchObject({ id: sha, title: 'Every action', message: 'Every action\n\nFrom the API.', author_name: 'Someone Else', committer_email: 'developer@example.com', parent_ids: [await rev('main')], stats: { additions: 2, deletions: 4, total: 6 } });
    const tree = await git(repo(), ['ls-tree', '-r', 'api/actions']);
    expect(tree).toMatch(/^100755 blob \S+\tbin\/deploy$/m);
    expect(tree).toMatch(/\tdocs\/moved\.md$/m);
    expect(tree).not.toMatch(/\tdocs\/setup\.md$|\tgo\.mod$/m);
    expect(await git(repo(), ['cat-file', '-p', 'api/actions:README.md'])).toBe('# GitLab\n\nUpdated through the API.\n');
    expect(seen).toEqual([{ type: 'pushed', projectId: 1, userId: await f.userId('developer'), ref: 'refs/heads/api/actions', before: ZERO_SHA, after: sha }]);

    const again = (actions: object[], who = 'developer', branch = 'api/actions') => f.api('POST', `${PUBLIC}/repository/commits`, who, { branch, commit_message: 'x', actions });
    expect((await again([{ action: 'create', file_path: 'docs/new.md', content: 'x' }])).json()).toEqual({ message: 'A file with this name already exists' });
    expect((await again([{ action: 'update', file_path: 'nope.md', content: 'x' }])).json()).toEqual({ message: "A file with this name doesn't exist" });
    expect((await again([{ action: 'delete', file_path: 'nope.md' }])).json()).toEqual({ message: "A file with this name doesn't exist" });
    expect((await again([{ action: 'move', previous_path: 'nope.md', file_path: 'x.md' }])).json()).toEqual({ message: "A file with this name doesn't exist" });
    expect((await again([{ action: 'create', file_path: '../etc/passwd', content: 'x' }])).json()).toEqual({ message: 'Path cannot include directory traversal' });
    expect((await again([{ action: 'create', file_path: 'docs', content: 'x' }])).json()).toEqual({ message: 'A directory with this name already exists' });
    expect((await again([{ action: 'explode', file_path: 'x' }])).json()).toEqual({ message: 'actions[0][action] does not have a valid value' });
    expect((await again([{ action: 'update', file_path: 'README.md', content: 'x', last_commit_id: await rev('main') }])).json()).toEqual({
      message: 'You are attempting to update a file that has changed since you started editing it.',
    });
    expect((await again([{ action: 'create', file_path: 'y.md', content: 'y' }], 'developer', 'missing-branch')).json()).toEqual({ message: 'You can only create or edit files when you are on a branch' });
    const toMain = await again([{ action: 'create', file_path: 'y.md', content: 'y' }], 'developer', 'main');
    expect([toMain.statusCode, toMain.json()]).toEqual([403, { message: PUSH_TO_BRANCH_DENIED }]);
    expect((await again([{ action: 'create', file_path: 'y.md', content: 'y' }], 'reporter')).statusCode).toBe(403);
    expect((await again([{ action: 'create', file_path: 'y.md', content: 'y' }], 'anonymous')).statusCode).toBe(401);
    expect(seen).toHaveLength(1);
    // Maintainers commit to the protected default branch.
    expect((await again([{ action: 'create', file_path: 'MAINTAINERS.md', content: '@maintainer\n' }], 'maintainer', 'main')).statusCode).toBe(201);
    expect(seen.at(-1)).toMatchObject({ ref: 'refs/heads/main', userId: await f.userId('maintainer') });
  });
});

describe('files, tree, compare and raw', () => {
  it('reads file metadata and raw bytes; creates, updates and deletes files as commits', async () => {
    const readme = await f.api('GET', `${PUBLIC}/repository/files/README.md?ref=main`, 'anonymous');
    expect(sorted(readme.json())).toEqual(['blob_id', 'commit_id', 'content', 'content_sha256', 'encoding', 'execute_filemode', 'file_name', 'file_path', 'last_commit_id', 'ref', 'size'].sort());
    expect(readme.json()).toMatchObject({ file_name: 'README.md', file_path: 'README.md', encoding: 'base64', ref: 'main', commit_id: await rev('main'), execute_filemode: false });
    expect(Buffer.from(readme.json().content, 'base64').toString()).toContain('Contributions welcome');
    expect(readme.headers['x-gitlab-file-path']).toBe('README.md');
    const nested = await f.api('GET', `${PUBLIC}/repository/files/${encodeURIComponent('app/models/user.rb')}?ref=feature%2Fdisplay-names`, 'anonymous');
    expect(nested.json()).toMatchObject({ file_name: 'user.rb', last_commit_id: await rev('feature/display-names') });
    expect((await f.api('GET', `${PUBLIC}/repository/files/${encodeURIComponent('bin/deploy')}?ref=chore%2Fdeploy-permissions`, 'anonymous')).json().execute_filemode).toBe(true);
    expect((await f.api('GET', `${PUBLIC}/repository/files/nope.md?ref=main`, 'anonymous')).json()).toEqual({ message: '404 File Not Found' });
    expect((await f.api('GET', `${PUBLIC}/repository/files/README.md`, 'anonymous')).json()).toEqual({ message: 'ref is missing' });
    const logo = await f.api('GET', `${PUBLIC}/repository/files/${encodeURIComponent('assets/logo.png')}/raw?ref=feature%2Fnew-logo`, 'anonymous');
    expect([logo.headers['content-type'], logo.rawPayload.subarray(1, 4).toString()]).toEqual(['image/png', 'PNG']);

    const file = `${PUBLIC}/repository/files/${encodeURIComponent('docs/api.md')}`;
    const created = await f.api('POST', file, 'developer', { branch: 'api/files', start_branch: 'main', content: '# API\n', commit_message: 'Add the API page' });
    expect([created.statusCode, created.json()]).toEqual([201, { file_path: 'docs/api.md', branch: 'api/files' }]);
    expect((await f.api('POST', file, 'developer', { branch: 'api/files', content: 'x', commit_message: 'again' })).json()).toEqual({ message: 'A file with this name already exists' });
    const updated = await f.api('PUT', file, 'developer', { branch: 'api/files', content: Buffer.from('# API v2\n').toString('base64'), encoding: 'base64', commit_message: 'Update the API page' });
    expect([updated.statusCode, updated.json()]).toEqual([200, { file_path: 'docs/api.md', branch: 'api/files' }]);
    expect(await git(repo(), ['cat-file', '-p', 'api/files:docs/api.md'])).toBe('# API v2\n');
    expect((await f.api('PUT', `${PUBLIC}/repository/files/nope.md`, 'developer', { branch: 'api/files', content: 'x', commit_message: 'x' })).json()).toEqual({ message: "A file with this name doesn't exist" });
    expect((await f.api('DELETE', file, 'developer', { branch: 'api/files', commit_message: 'Remove the API page' })).statusCode).toBe(204);
    expect(await git(repo(), ['log', '--format=%s', '-3', 'api/files'])).toBe('Remove the API page\nUpdate the API page\nAdd the API page\n');
    expect((await f.api('POST', file, 'reporter', { branch: 'api/files', content: 'x', commit_message: 'x' })).statusCode).toBe(403);
  });

  it('lists trees (folders first, recursive, paged) and compares refs', async () => {
    const root = (await f.api('GET', `${PUBLIC}/repository/tree`, 'anonymous')).json<{ name: string; type: string; path: string; mode: string; id: string }[]>();
    expect(root.slice(0, 2)).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{40}$/), name: '.gitlab', type: 'tree', path: '.gitlab', mode: '040000' },
      { id: expect.stringMatching(/^[0-9a-f]{40}$/), name: 'app', type: 'tree', path: 'app', mode: '040000' },
    ]);
    expect(root.map((item) => item.name)).toContain('README.md');
    const app = (await f.api('GET', `${PUBLIC}/repository/tree?path=app&recursive=true&ref=feature%2Fdisplay-names&per_page=100`, 'anonymous')).json<{ path: string; type: string }[]>();
    expect(app.filter((item) => item.type === 'blob').map((item) => item.path)).toEqual(expect.arrayContaining(['app/models/user.rb', 'app/javascript/lib/display_name.ts']));
    expect((await f.api('GET', `${PUBLIC}/repository/tree?path=nope`, 'anonymous')).json()).toEqual({ message: '404 Tree Not Found' });
    expect((await f.api('GET', `${PUBLIC}/repository/tree?ref=nope`, 'anonymous')).statusCode).toBe(404);

    const compare = (await f.api('GET', `${PUBLIC}/repository/compare?from=main&to=feature%2Fsearch`, 'anonymous')).json();
    expect(sorted(compare)).toEqual(['commit', 'commits', 'compare_same_ref', 'compare_timeout', 'diffs', 'web_url']);
    expect(compare.commits.map((c: { title: string }) => c.title)).toEqual(['Add search()', 'Test search()', 'Match every word, ignoring case, in titles and descriptions']);
    expect(compare.commit.id).toBe(await rev('feature/search'));
    expect(compare.diffs.map((d: { new_path: string }) => d.new_path)).toEqual(['app/javascript/lib/search.test.ts', 'app/javascript/lib/search.ts']);
    expect(compare).toMatchObject({ compare_same_ref: false, compare_timeout: false, web_url: 'http://localhost:8080/gitlab-org/gitlab/-/compare/main...feature/search' });
    // Not straight: only what the branch added since it left main (the conflict branch predates main's last commit).
    const conflict = (await f.api('GET', `${PUBLIC}/repository/compare?from=main&to=docs%2Fchangelog-display-names`, 'anonymous')).json();
    expect(conflict.diffs[0].diff).toContain('-- Profiles show avatars.\n+- Profiles show avatars and display names.\n');
    expect(conflict.diffs[0].diff).not.toContain('Faster project search');
    const straight = (await f.api('GET', `${PUBLIC}/repository/compare?from=main&to=docs%2Fchangelog-display-names&straight=true`, 'anonymous')).json();
    expect(straight.diffs[0].diff).toContain('-- Faster project search.');
    expect((await f.api('GET', `${PUBLIC}/repository/compare?from=main&to=main`, 'anonymous')).json()).toMatchObject({ commit: null, commits: [], diffs: [], compare_same_ref: true });
    expect((await f.api('GET', `${PUBLIC}/repository/compare?from=main`, 'anonymous')).json()).toEqual({ message: 'to is missing' });
  });

  it('serves raw files on the web route: images inline, text as plain text, nosniff, code rules', async () => {
    const sha = await rev('feature/new-logo');
    const logo = await f.call('anonymous', 'GET', `/gitlab-org/gitlab/-/raw/${sha}/assets/logo.png`);
    expect([logo.statusCode, logo.headers['content-type'], logo.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
    expect(String(logo.headers['content-disposition'])).toMatch(/^inline; filename="logo\.png"/);
    expect(logo.rawPayload.equals(await gitBuffer(repo(), ['cat-file', 'blob', `${sha}:assets/logo.png`]))).toBe(true);
    const binary = await f.call('anonymous', 'GET', `/gitlab-org/gitlab/-/raw/${sha}/assets/fonts/icons.bin`);
    expect([binary.headers['content-type'], String(binary.headers['content-disposition']).split(';')[0]]).toEqual(['application/octet-stream', 'attachment']);
    const text = await f.call('anonymous', 'GET', `/gitlab-org/gitlab/-/raw/main/app/models/user.rb`);
    expect([text.headers['content-type'], text.body.startsWith('# frozen_string_literal')]).toEqual(['text/plain; charset=utf-8', true]);
    expect((await f.call('anonymous', 'GET', `/gitlab-org/gitlab/-/raw/${sha}/nope.txt`)).statusCode).toBe(404);
    // A private project of a nested group: reporters read, guests and outsiders find nothing.
    expect((await f.call('reporter', 'GET', '/gitlab-org/platform/infrastructure/-/raw/main/README.md')).body).toBe('# Infrastructure\n');
    expect((await f.call('guest', 'GET', '/gitlab-org/platform/infrastructure/-/raw/main/README.md')).statusCode).toBe(404);
    expect((await f.call('outsider', 'GET', '/gitlab-org/platform/infrastructure/-/raw/main/README.md')).statusCode).toBe(404);
  });
});
