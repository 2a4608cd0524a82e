import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql as graphqlAs } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { notes } from '../notes/tables.ts';
import { repositoryPath } from '../repositories/git.ts';
import { commitOnBranch } from './fixtures.testing.ts';
import { mergeRequests } from './tables.ts';

let f: IssueFixtures;
const WEB = '/gitlab-org/gitlab/-/merge_requests/1';

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  const repo = repositoryPath(f.t.dataDir, 'gitlab-org/gitlab');
  await commitOnBranch(repo, 'topic/kind', { 'lib/a.ts': 'export const a = 1;\n' }, 'Add a');
  await commitOnBranch(repo, 'other-target', {}, 'Another base');
  const created = await f.api('POST', '/projects/1/merge_requests', 'developer', { source_branch: 'topic/kind', target_branch: 'main', title: 'Add a', description: 'Closes #1' });
  if (created.statusCode !== 201) throw new Error(created.body);
}, 120_000);

const systemNotes = async () =>
  (await f.t.database.db.select({ note: notes.note }).from(notes).where(and(eq(notes.noteableType, 'MergeRequest'), eq(notes.system, true))).orderBy(notes.id)).map((n) => n.note);

describe('merge requests on the issuable core', () => {
  it('serves the page JSON with the noteable part, the web update, awards, subscriptions and the REST single object', async () => {
    const page = await f.call('anonymous', 'GET', `${WEB}.json`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      iid: 1,
      title: 'Add a',
      state: 'opened',
      source_branch: 'topic/kind',
      target_branch: 'main',
      noteable_type: 'MergeRequest',
      discussions_path: `${WEB}/discussions.json`,
      diffs_metadata_path: `${WEB}/diffs_metadata.json`,
      reference: '!1',
      current_user: { can_create_note: false, can_update: false, can_merge: false },
    });
    expect(page.json().description_html).toContain('Closes');
    expect(page.json().diff_head_sha).toMatch(/^[0-9a-f]{40}$/);
    expect((await f.call('developer', 'GET', `${WEB}.json`)).json().current_user).toMatchObject({ can_create_note: true, can_update: true, can_merge: false });
    expect((await f.call('maintainer', 'GET', `${WEB}.json`)).json().current_user).toMatchObject({ can_merge: true });

    // The web update (the author), with lock_version; a stale one is a 409.
    const updated = await f.call('developer', 'PUT', `${WEB}.json`, { merge_request: { title: 'Add a, properly', description: 'Better', lock_version: 0 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Add a, properly', lock_version: 1 });
    expect((await f.call('developer', 'PUT', `${WEB}.json`, { merge_request: { title: 'Stale', lock_version: 0 } })).statusCode).toBe(409);
    // A reporter who is not the author may not (404, as GitLab answers the web update).
    expect((await f.call('reporter', 'PUT', `${WEB}.json`, { merge_request: { title: 'x' } })).statusCode).toBe(404);
    expect(await systemNotes()).toEqual(expect.arrayContaining(['changed title from **Add a** to **Add a, properly**', 'changed the description']));

    expect((await f.call('guest', 'POST', `${WEB}/toggle_award_emoji`, { name: 'thumbsup' })).json()).toEqual({ ok: true });
    expect((await f.call('guest', 'POST', `${WEB}/toggle_subscription`)).json()).toEqual({ subscribed: true });
    const rest = (await f.api('GET', '/projects/1/merge_requests/1', 'guest')).json();
    expect(rest).toMatchObject({ iid: 1, upvotes: 1, subscribed: true, title: 'Add a, properly' });
    expect((await f.api('GET', '/projects/1/merge_requests/99', 'guest')).json()).toEqual({ message: '404 Merge Request Not Found' });
  });

  it('takes comments, threads and quick actions in its discussion area', async () => {
    const mr = (await f.api('GET', '/projects/1/merge_requests/1', 'developer')).json();
    const posted = await f.call('developer', 'POST', `/gitlab-org/gitlab/notes?target_type=merge_request&target_id=${mr.id}`, {
      note: { note: 'Looks good\n/draft\n/assign_reviewer @maintainer\n/label ~bug', noteable_type: 'MergeRequest', noteable_id: mr.id },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ valid: true, note: 'Looks good', noteable_type: 'MergeRequest' });
    expect(posted.json().commands_changes).toMatchObject({ wip_event: 'draft' });
    const after = (await f.api('GET', '/projects/1/merge_requests/1', 'developer')).json();
    expect(after).toMatchObject({ draft: true, title: 'Draft: Add a, properly', reviewers: [{ username: 'maintainer' }] });
    expect(await systemNotes()).toEqual(expect.arrayContaining(['marked this merge request as **draft**', 'requested review from @maintainer']));

    // A thread, resolvable; the discussions list and its resolve route.
    const thread = await f.call('reporter', 'POST', `/gitlab-org/gitlab/notes?target_type=merge_request&target_id=${mr.id}`, { note: { note: 'Please rename', type: 'DiscussionNote', noteable_type: 'MergeRequest', noteable_id: mr.id }, return_discussion: true });
    const discussion = thread.json().discussion;
    expect(discussion).toMatchObject({ resolvable: true, resolved: false });
    const list = (await f.call('anonymous', 'GET', `${WEB}/discussions.json`)).json();
    expect(list.some((d: { id: string }) => d.id === discussion.id)).toBe(true);
    const resolved = await f.call('developer', 'POST', `${WEB}/discussions/${discussion.id}/resolve`);
    expect(resolved.json()).toMatchObject({ resolved: true });

    // /ready, /target_branch through a note.
    const ready = await f.call('developer', 'POST', `/gitlab-org/gitlab/notes?target_type=merge_request&target_id=${mr.id}`, { note: { note: '/ready\n/target_branch other-target', noteable_type: 'MergeRequest', noteable_id: mr.id } });
    expect(ready.json().commands_changes).toMatchObject({ wip_event: 'ready', target_branch: 'other-target' });
    expect((await f.api('GET', '/projects/1/merge_requests/1', 'developer')).json()).toMatchObject({ draft: false, target_branch: 'other-target' });
    // Private project merge requests' notes stay hidden from guests.
    expect((await f.call('guest', 'GET', '/gitlab-org/platform/infrastructure/-/merge_requests/1/discussions.json')).statusCode).toBe(404);
  });

  it('answers GraphQL 16.2 shapes: project.mergeRequest(s), setDraft, update, setLocked', async () => {
    const as = { developer: await (await import('../../test/harness.ts')).signIn(f.t.app, 'developer') };
    const read = await graphqlAs(
      f.t.app,
      null,
      `query($path: ID!) { project(fullPath: $path) { mergeRequest(iid: "1") { iid title state draft sourceBranch targetBranch author { username } reviewers { nodes { username } } labels { nodes { title } }
        diffStatsSummary { additions deletions fileCount } diffRefs { baseSha headSha startSha } commitCount mergeable conflicts userPermissions { canMerge updateMergeRequest readMergeRequest } }
        mergeRequests(state: opened) { count nodes { iid } } } }`,
      { path: 'gitlab-org/gitlab' },
    );
    expect(read.errors).toBeUndefined();
    const mr = (read.data?.project as { mergeRequest: Record<string, unknown>; mergeRequests: { count: number } }).mergeRequest;
    expect(mr).toMatchObject({ iid: '1', state: 'opened', draft: false, sourceBranch: 'topic/kind', author: { username: 'developer' }, reviewers: { nodes: [{ username: 'maintainer' }] }, labels: { nodes: [{ title: 'bug' }] }, commitCount: 1, userPermissions: { canMerge: false, updateMergeRequest: false, readMergeRequest: true } });
    expect(mr.diffStatsSummary).toMatchObject({ additions: 1, deletions: 0, fileCount: 1 });
    expect((read.data?.project as { mergeRequests: { count: number } }).mergeRequests.count).toBe(1);

    const drafted = await graphqlAs(f.t.app, as.developer, `mutation { mergeRequestSetDraft(input: { projectPath: "gitlab-org/gitlab", iid: "1", draft: true }) { errors mergeRequest { draft title } } }`);
    expect(drafted.data?.mergeRequestSetDraft).toEqual({ errors: [], mergeRequest: { draft: true, title: 'Draft: Add a, properly' } });
    const updated = await graphqlAs(f.t.app, as.developer, `mutation { mergeRequestUpdate(input: { projectPath: "gitlab-org/gitlab", iid: "1", title: "Renamed", targetBranch: "main" }) { errors mergeRequest { title targetBranch } } }`);
    expect(updated.data?.mergeRequestUpdate).toEqual({ errors: [], mergeRequest: { title: 'Renamed', targetBranch: 'main' } });
    const locked = await graphqlAs(f.t.app, as.developer, `mutation { mergeRequestSetLocked(input: { projectPath: "gitlab-org/gitlab", iid: "1", locked: true }) { errors mergeRequest { discussionLocked } } }`);
    expect(locked.data?.mergeRequestSetLocked).toEqual({ errors: [], mergeRequest: { discussionLocked: true } });
    // The top bar's counters: maintainer reviews the open merge request.
    expect((await f.api('GET', '/user_counts', 'maintainer')).json()).toMatchObject({ merge_requests: 1, review_requested_merge_requests: 1, assigned_merge_requests: 0 });
    const anonymous = await graphqlAs(f.t.app, null, `mutation { mergeRequestSetDraft(input: { projectPath: "gitlab-org/gitlab", iid: "1", draft: false }) { errors } }`);
    expect(anonymous.errors?.[0]?.message).toContain("The resource that you are attempting to access does not exist or you don't have permission to perform this action");
  });
});

describe('!iid references', () => {
  it('link to the merge request for readers of its code, and stay text for others', async () => {
    const mr = (await f.api('GET', '/projects/1/merge_requests/1', 'developer')).json();
    // A private project's merge request, referenced from a public issue: guests of that project do not read its code.
    await f.t.database.db.insert(mergeRequests).values({ projectId: 2, sourceProjectId: 2, iid: 1, title: 'Secret', sourceBranch: 'secret', targetBranch: 'main', authorId: await f.userId('maintainer') });
    const issue = await f.freshIssue('developer', { description: `See !1 and gitlab-org/platform/infrastructure!1 and !${mr.iid + 100}` });
    const html = (as: string) => f.call(as, 'GET', `${issue.path}.json`).then((r) => r.json().description_html as string);
    const anonymous = await html('anonymous');
    expect(anonymous).toContain('class="gfm gfm-merge_request"');
    expect(anonymous).toContain('href="/gitlab-org/gitlab/-/merge_requests/1"');
    expect(anonymous).not.toContain('data-merge-request="101"');
    expect(anonymous).not.toContain('/gitlab-org/platform/infrastructure/-/merge_requests/1');
    expect(await html('guest')).not.toContain('/gitlab-org/platform/infrastructure/-/merge_requests/1');
    expect(await html('reporter')).toContain('href="/gitlab-org/platform/infrastructure/-/merge_requests/1"');
  });
});
