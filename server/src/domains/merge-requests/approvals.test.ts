import { beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { repositoryPath } from '../repositories/git.ts';
import { commitOnBranch } from './fixtures.testing.ts';

let f: IssueFixtures;
const P = '/projects/1/merge_requests';
const PRIVATE = '/projects/2/merge_requests';
let iid: number;
let privateIid: number;
let head: string;

async function systemNotesOf(path: string): Promise<string[]> {
  const res = await f.call('root', 'GET', `${path}/discussions.json`);
  return (res.json() as { notes: { note: string; system: boolean; system_note_icon_name: string | null }[] }[]).flatMap((d) => d.notes.filter((n) => n.system).map((n) => `${n.system_note_icon_name}: ${n.note}`));
}

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  const repo = repositoryPath(f.t.dataDir, 'gitlab-org/gitlab');
  head = await commitOnBranch(repo, 'approve-me', { 'approve.txt': 'yes\n' }, 'Something to approve');
  await commitOnBranch(repositoryPath(f.t.dataDir, 'gitlab-org/platform/infrastructure'), 'approve-secret', { 's.txt': 'x\n' }, 'Secret');
  const created = await f.api('POST', P, 'developer', { source_branch: 'approve-me', target_branch: 'main', title: 'Approve me', reviewer_ids: [await f.userId('maintainer')] });
  expect(created.statusCode).toBe(201);
  iid = created.json().iid;
  const hidden = await f.api('POST', PRIVATE, 'owner', { source_branch: 'approve-secret', target_branch: 'main', title: 'Secret' });
  expect(hidden.statusCode).toBe(201);
  privateIid = hidden.json().iid;
}, 120_000);

describe('merge request approvals (API::MergeRequestApprovals)', () => {
  it('lets developers and above approve and revoke, with GitLab refusals per role', async () => {
    const url = `${P}/${iid}`;
    // Who may approve: developers and above (the author too); anonymous callers are 401, others 403.
    expect((await f.api('POST', `${url}/approve`, 'anonymous')).statusCode).toBe(401);
    for (const who of ['outsider', 'guest', 'reporter']) {
      const refused = await f.api('POST', `${url}/approve`, who);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json(), who).toEqual({ message: '403 Forbidden' });
      expect((await f.api('POST', `${url}/unapprove`, who)).statusCode, who).toBe(403);
    }
    // Everyone who reads the merge request reads its approvals.
    for (const who of ['anonymous', 'outsider', 'guest', 'reporter', 'developer']) {
      const read = await f.api('GET', `${url}/approvals`, who);
      expect(read.statusCode, who).toBe(200);
      expect(read.json(), who).toMatchObject({ iid, approved: false, approved_by: [], approvals_required: 0, approvals_left: 0, user_has_approved: false, user_can_approve: who === 'developer' });
    }

    // A stale sha is refused with the head it should have been.
    const stale = await f.api('POST', `${url}/approve`, 'maintainer', { sha: '0'.repeat(40) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: `SHA does not match HEAD of source branch: ${head}` });

    for (const who of ['developer', 'maintainer', 'owner', 'root']) {
      const approved = await f.api('POST', `${url}/approve`, who, who === 'maintainer' ? { sha: head } : undefined);
      expect(approved.statusCode, who).toBe(201);
      expect(approved.json(), who).toMatchObject({ approved: true, user_has_approved: true, user_can_approve: false });
    }
    // Approving twice is unauthorized (ApprovalService answers nothing).
    expect((await f.api('POST', `${url}/approve`, 'developer')).statusCode).toBe(401);
    const state = (await f.api('GET', `${url}/approvals`, 'guest')).json();
    expect(state.approved_by.map((a: { user: { username: string } }) => a.user.username)).toEqual(['developer', 'maintainer', 'owner', 'root']);
    expect(state.approved_by[0].user).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), web_url: expect.stringContaining('/developer') }));
    expect(Object.keys(state.approved_by[0].user)).toContain('avatar_url');

    // The page JSON has the widget's fields and the reviewer's state.
    const page = (await f.call('maintainer', 'GET', `/gitlab-org/gitlab/-/merge_requests/${iid}.json`)).json();
    expect(page).toMatchObject({ approved: true, user_has_approved: true, user_can_approve: false, current_user: { can_approve: true }, reviewers: [{ username: 'maintainer', state: 'approved' }] });
    expect(page.approved_by.map((a: { user: { username: string } }) => a.user.username)).toEqual(['developer', 'maintainer', 'owner', 'root']);

    // Revoking: only one's own approval; a second revoke is 404.
    const revoked = await f.api('POST', `${url}/unapprove`, 'maintainer');
    expect(revoked.statusCode).toBe(201);
    expect(revoked.json()).toMatchObject({ user_has_approved: false, user_can_approve: true });
    expect(revoked.json().approved_by.map((a: { user: { username: string } }) => a.user.username)).toEqual(['developer', 'owner', 'root']);
    const again = await f.api('POST', `${url}/unapprove`, 'maintainer');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: '404 Not found' });
    expect((await f.call('maintainer', 'GET', `/gitlab-org/gitlab/-/merge_requests/${iid}.json`)).json().reviewers).toMatchObject([{ username: 'maintainer', state: 'unreviewed' }]);

    // The history tells it in GitLab's words, with the icons the activity filters read.
    const history = await systemNotesOf(`/gitlab-org/gitlab/-/merge_requests/${iid}`);
    expect(history.filter((n) => n.includes('approved this merge request'))).toEqual([
      'approval: approved this merge request',
      'approval: approved this merge request',
      'approval: approved this merge request',
      'approval: approved this merge request',
      'unapproval: unapproved this merge request',
    ]);

    expect((await f.api('GET', `${url}/approval_state`, 'guest')).json()).toEqual({ approval_rules_overwritten: false, rules: [] });
  });

  it('hides a private project\'s approvals from those who cannot read its merge requests', async () => {
    const url = `${PRIVATE}/${privateIid}`;
    for (const who of ['anonymous', 'outsider']) {
      expect((await f.api('GET', `${url}/approvals`, who)).statusCode, who).toBe(404);
      expect((await f.api('GET', `${url}/approval_state`, who)).statusCode, who).toBe(404);
    }
    expect((await f.api('POST', `${url}/approve`, 'outsider')).statusCode).toBe(404);
    expect((await f.api('POST', `${url}/approve`, 'owner')).statusCode).toBe(201);
    expect((await f.api('GET', `${url}/approvals`, 'owner')).json()).toMatchObject({ approved: true, approved_by: [{ user: { username: 'owner' } }] });
  });

  it('answers the approval fields of GitLab 16.2\'s GraphQL MergeRequest', async () => {
    const res = await f.call('reporter', 'POST', '/api/graphql', {
      query: `query { project(fullPath: "gitlab-org/gitlab") { mergeRequest(iid: "${iid}") { approved approvalsRequired approvalsLeft approvedBy { nodes { username } } approvalState { approvalRulesOverwritten rules { id } } } } }`,
    });
    expect(res.json()).toEqual({
      data: { project: { mergeRequest: { approved: true, approvalsRequired: 0, approvalsLeft: 0, approvedBy: { nodes: [{ username: 'developer' }, { username: 'owner' }, { username: 'root' }] }, approvalState: { approvalRulesOverwritten: false, rules: [] } } } },
    });
  });

  it('re-requests a review (mergeRequestReviewerRereview): the state goes back to unreviewed and the history says so', async () => {
    const mutation = (userId: number) => ({
      query: `mutation rereview($input: MergeRequestReviewerRereviewInput!) { mergeRequestReviewerRereview(input: $input) { errors mergeRequest { iid } } }`,
      variables: { input: { projectPath: 'gitlab-org/gitlab', iid: String(iid), userId: `gid://gitlab/User/${userId}` } },
    });
    const maintainer = await f.userId('maintainer');
    await f.api('POST', `${P}/${iid}/approve`, 'maintainer');
    expect((await f.call('developer', 'GET', `/gitlab-org/gitlab/-/merge_requests/${iid}.json`)).json().reviewers).toMatchObject([{ username: 'maintainer', state: 'approved' }]);
    const refused = await f.call('guest', 'POST', '/api/graphql', mutation(maintainer));
    expect(refused.json().errors?.[0]?.message).toMatch(/does not exist or you don't have permission/);
    const done = await f.call('developer', 'POST', '/api/graphql', mutation(maintainer));
    expect(done.json().data.mergeRequestReviewerRereview).toEqual({ errors: [], mergeRequest: { iid: String(iid) } });
    expect((await f.call('developer', 'GET', `/gitlab-org/gitlab/-/merge_requests/${iid}.json`)).json().reviewers).toMatchObject([{ username: 'maintainer', state: 'unreviewed' }]);
    expect((await systemNotesOf(`/gitlab-org/gitlab/-/merge_requests/${iid}`)).at(-1)).toBe('user: requested review from @maintainer');
    const notReviewer = await f.call('developer', 'POST', '/api/graphql', mutation(await f.userId('guest')));
    expect(notReviewer.json().data.mergeRequestReviewerRereview.errors).toEqual(['Reviewer not found']);

    // The sidebar's pickers: GitLab 16.2's set mutations by username (APPEND / REMOVE / REPLACE).
    const set = (name: string, field: string, usernames: string[], mode: string) =>
      f.call('developer', 'POST', '/api/graphql', {
        query: `mutation set($input: ${name[0]?.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { errors mergeRequest { reviewers { nodes { username } } assignees { nodes { username } } } } }`,
        variables: { input: { projectPath: 'gitlab-org/gitlab', iid: String(iid), [field]: usernames, operationMode: mode } },
      });
    const appended = (await set('mergeRequestSetReviewers', 'reviewerUsernames', ['reporter'], 'APPEND')).json().data.mergeRequestSetReviewers;
    expect(appended.mergeRequest.reviewers.nodes).toEqual([{ username: 'maintainer' }, { username: 'reporter' }]);
    const assigned = (await set('mergeRequestSetAssignees', 'assigneeUsernames', ['developer', 'nobody-such'], 'REPLACE')).json().data.mergeRequestSetAssignees;
    expect(assigned).toEqual({ errors: [], mergeRequest: { reviewers: { nodes: [{ username: 'maintainer' }, { username: 'reporter' }] }, assignees: { nodes: [{ username: 'developer' }] } } });
    await set('mergeRequestSetReviewers', 'reviewerUsernames', ['reporter'], 'REMOVE');
    expect((await systemNotesOf(`/gitlab-org/gitlab/-/merge_requests/${iid}`)).slice(-3)).toEqual(['user: requested review from @reporter', 'user: assigned to @developer', 'user: removed review request for @reporter']);
  });
});
