import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, getAs, graphql, signIn, type Browser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let guest: Browser;
let outsider: Browser;
let guestId: number;
let iid: number;
const root = { 'private-token': DEMO_ROOT_TOKEN };

beforeAll(async () => {
  t = await createTestApp();
  guest = await signIn(t.app, 'guest');
  outsider = await signIn(t.app, 'outsider');
  guestId = (await t.app.inject({ method: 'GET', url: '/api/v4/users?username=guest', headers: root })).json<{ id: number }[]>()[0]!.id;
  // Assigned while public (a guest can be assigned), then made confidential: GitLab's assignee_or_author keeps it readable.
  const created = await t.app.inject({ method: 'POST', url: '/api/v4/projects/1/issues', headers: root, payload: { title: 'Assigned secret', assignee_ids: [guestId] } });
  expect(created.statusCode).toBe(201);
  iid = created.json<{ iid: number }>().iid;
  const updated = await t.app.inject({ method: 'PUT', url: `/api/v4/projects/1/issues/${iid}`, headers: root, payload: { confidential: true } });
  expect(updated.json<{ confidential: boolean }>().confidential).toBe(true);
  // A comment on a public issue referencing it, rendered per reader.
  await t.app.inject({ method: 'POST', url: '/api/v4/projects/1/issues/1/notes', headers: root, payload: { body: `see #${iid}` } });
});
afterAll(() => t.close());

/** What `who` can see of the confidential issue, on every read path. */
async function sees(who: Browser) {
  const single = (await getAs(t.app, who, `/api/v4/projects/1/issues/${iid}`)).statusCode === 200;
  const listed = (await getAs(t.app, who, '/api/v4/projects/1/issues?scope=all&per_page=100&confidential=true')).json<{ iid: number }[]>().some((row) => row.iid === iid);
  const assignedToMe = (await getAs(t.app, who, '/api/v4/issues?scope=assigned_to_me&per_page=100')).json<{ iid: number; project_id: number }[]>().some((row) => row.iid === iid && row.project_id === 1);
  const searched = (await getAs(t.app, who, '/api/v4/projects/1/issues?scope=all&search=Assigned%20secret')).json<{ iid: number }[]>().some((row) => row.iid === iid);
  const page = (await getAs(t.app, who, `/gitlab-org/gitlab/-/issues/${iid}.json`)).statusCode === 200;
  const notes = (await getAs(t.app, who, `/api/v4/projects/1/issues/${iid}/notes`)).statusCode === 200;
  const discussions = (await getAs(t.app, who, `/gitlab-org/gitlab/-/issues/${iid}/discussions.json`)).statusCode === 200;
  const gql = await graphql(t.app, who, 'query($iid: String!) { project(fullPath: "gitlab-org/gitlab") { issue(iid: $iid) { title } } }', { iid: String(iid) });
  const graphqlIssue = (gql.data?.project as { issue: { title: string } | null } | undefined)?.issue?.title === 'Assigned secret';
  const comment = (await getAs(t.app, who, '/gitlab-org/gitlab/-/issues/1/discussions.json?per_page=100')).json<{ notes: { note_html: string }[] }[]>();
  const reference = comment.some((d) => d.notes.some((n) => n.note_html.includes(`data-iid="${iid}"`)));
  const todo = (await getAs(t.app, who, '/api/v4/todos')).json<{ target: { iid: number; project_id: number } }[]>().some((row) => row.target.iid === iid && row.target.project_id === 1);
  return { single, listed, assignedToMe, searched, page, notes, discussions, graphqlIssue, reference, todo };
}

const ALL = { single: true, listed: true, assignedToMe: true, searched: true, page: true, notes: true, discussions: true, graphqlIssue: true, reference: true, todo: true };
const NONE = Object.fromEntries(Object.keys(ALL).map((key) => [key, false]));

describe('an assignee reads the confidential issue assigned to them (issue 10 item 4)', () => {
  it('the assigned guest reads it everywhere; an outsider nowhere', async () => {
    expect(await sees(guest)).toEqual(ALL);
    expect(await sees(outsider)).toEqual(NONE);
  });

  it('the assigned guest sees what its page allows a reader: comment, but not the confidential notes', async () => {
    const page = (await getAs(t.app, guest, `/gitlab-org/gitlab/-/issues/${iid}.json`)).json<{ current_user: Record<string, boolean> }>();
    expect(page.current_user).toMatchObject({ can_create_note: true, can_create_confidential_note: false });
  });

  it('unassigned, the guest loses it again (the to-do stays pending but is not readable)', async () => {
    await t.app.inject({ method: 'PUT', url: `/api/v4/projects/1/issues/${iid}`, headers: root, payload: { assignee_ids: [] } });
    expect(await sees(guest)).toEqual(NONE);
  });
});
