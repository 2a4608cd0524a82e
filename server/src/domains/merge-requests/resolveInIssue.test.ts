import { beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { seedRepositories } from '../../seed/repositories.ts';
import { repositoryPath } from '../repositories/git.ts';
import { commitOnBranch } from './fixtures.testing.ts';

let f: IssueFixtures;
let mr: { id: number; iid: number };
const WEB = () => `/gitlab-org/gitlab/-/merge_requests/${mr.iid}`;

const thread = async (who: string, note: string) => {
  const res = await f.call(who, 'POST', `/gitlab-org/gitlab/notes?target_type=merge_request&target_id=${mr.id}`, { note: { note, type: 'DiscussionNote', noteable_type: 'MergeRequest', noteable_id: mr.id }, return_discussion: true });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().discussion as { id: string; notes: { id: string }[] };
};

beforeAll(async () => {
  f = await issueFixtures();
  await seedRepositories(f.t.dataDir);
  await commitOnBranch(repositoryPath(f.t.dataDir, 'gitlab-org/gitlab'), 'follow-up', { 'f.txt': 'f\n' }, 'Follow up');
  const created = await f.api('POST', '/projects/1/merge_requests', 'developer', { source_branch: 'follow-up', target_branch: 'main', title: 'Tidy the API' });
  mr = created.json();
}, 120_000);

describe('Resolve all threads in a new issue (merge_request_to_resolve_discussions_of)', () => {
  it("fills the issue with GitLab's template and resolves the threads with its system note", async () => {
    const first = await thread('reporter', 'Please rename this');
    const second = await thread('maintainer', 'Add a test\nfor the edge case');
    await f.call('developer', 'POST', `/gitlab-org/gitlab/notes?target_type=merge_request&target_id=${mr.id}`, { note: { note: 'On it', noteable_type: 'MergeRequest', noteable_id: mr.id }, in_reply_to_discussion_id: second.id });

    // The page JSON links to the new issue page, whose prefill is GitLab's follow-up.
    expect((await f.call('developer', 'GET', `${WEB()}.json`)).json().create_issue_to_resolve_discussions_path).toBe(`/gitlab-org/gitlab/-/issues/new?merge_request_to_resolve_discussions_of=${mr.iid}`);
    const prefill = (await f.call('developer', 'GET', `/gitlab-org/gitlab/-/issues/new.json?merge_request_to_resolve_discussions_of=${mr.iid}`)).json();
    expect(prefill).toMatchObject({ issue: { title: 'Follow-up from "Tidy the API"' }, merge_request_to_resolve_discussions_of: mr.iid });
    expect(prefill.issue.description).toMatch(/^The following discussions from !\d+ should be addressed:/);

    const res = await f.api('POST', '/projects/1/issues', 'developer', { title: 'Follow-up from "Tidy the API"', merge_request_to_resolve_discussions_of: mr.iid });
    expect(res.statusCode).toBe(201);
    const issue = res.json();
    const url = `http://localhost:8080${WEB()}`;
    expect(issue.description).toBe(
      [
        `The following discussions from !${mr.iid} should be addressed:`,
        `- [ ] @reporter started a [discussion](${url}#note_${first.notes[0]?.id}): `,
        '    > Please rename this',
        `- [ ] @maintainer started a [discussion](${url}#note_${second.notes[0]?.id}):  (+1 comment)`,
        '    > Add a test\n    > for the edge case',
      ].join('\n\n'),
    );

    const discussions = (await f.call('developer', 'GET', `${WEB()}/discussions.json`)).json() as { id: string; resolved: boolean; notes: { note: string; system: boolean }[] }[];
    for (const id of [first.id, second.id]) {
      const found = discussions.find((d) => d.id === id);
      expect(found?.resolved, id).toBe(true);
      expect(found?.notes.at(-1)).toMatchObject({ system: true, note: `created #${issue.iid} to continue this discussion` });
    }

    // Nothing left: GitLab's text says so; a reader who may not update the merge request resolves nothing.
    const none = await f.api('POST', '/projects/1/issues', 'guest', { title: 'Again', merge_request_to_resolve_discussions_of: mr.iid });
    expect(none.json().description).toBe(`There are no unresolved discussions. Review the conversation in !${mr.iid}`);
    const third = await thread('reporter', 'One more');
    await f.api('POST', '/projects/1/issues', 'guest', { title: 'By a guest', merge_request_to_resolve_discussions_of: mr.iid });
    const after = (await f.call('developer', 'GET', `${WEB()}/discussions.json`)).json() as { id: string; resolved: boolean }[];
    expect(after.find((d) => d.id === third.id)?.resolved).toBe(false);
    // The new-issue form's route takes the parameter too.
    const web = await f.call('developer', 'POST', '/gitlab-org/gitlab/-/issues', { issue: { title: 'From the form' }, merge_request_to_resolve_discussions_of: mr.iid }, { accept: 'application/json' });
    expect(web.statusCode).toBe(201);
    expect((await f.call('developer', 'GET', `${WEB()}/discussions.json`)).json().find((d: { id: string }) => d.id === third.id)?.resolved).toBe(true);
    // An unknown merge request is ignored, as GitLab ignores it.
    const unknown = await f.api('POST', '/projects/1/issues', 'developer', { title: 'Plain', description: 'Mine', merge_request_to_resolve_discussions_of: 999 });
    expect(unknown.json().description).toBe('Mine');
  });
});
