import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, getAs, signIn, type Browser, type TestApp } from '../test/harness.ts';

let t: TestApp;
let developer: Browser;
let reporter: Browser;
let root: Browser;
beforeAll(async () => {
  t = await createTestApp();
  developer = await signIn(t.app, 'developer');
  reporter = await signIn(t.app, 'reporter');
  root = await signIn(t.app, 'root');
});
afterAll(() => t.close());

type Page = Record<string, unknown> & { iid: number; title: string; current_user: Record<string, boolean> };

/** The demo project's issues by title, as the admin's REST list names them. */
async function iidOf(title: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v4/projects/1/issues?per_page=100&search=${encodeURIComponent(title)}&in=title`, headers: { 'private-token': DEMO_ROOT_TOKEN } });
  const found = response.json<{ iid: number; title: string }[]>().find((issue) => issue.title === title);
  if (!found) throw new Error(`no seeded issue "${title}"`);
  return found.iid;
}
const page = async (who: Browser | null, title: string) => (await getAs(t.app, who, `/gitlab-org/gitlab/-/issues/${await iidOf(title)}.json`)).json<Page>();

describe('the issue states seeded in the public demo project (gitlab-org/gitlab)', () => {
  it('locked with a task list and a reply address; closed as a duplicate, moved, promoted', async () => {
    expect(await page(null, 'Release checklist for 16.3')).toMatchObject({ discussion_locked: true, task_completion_status: { count: 4, completed_count: 2 } });
    expect((await page(developer, 'Release checklist for 16.3')).issue_email).toMatch(/^incoming\+gitlab-org-gitlab-1-issue-\d+@localhost$/);
    expect(await page(null, 'Dark theme for the issue page')).toMatchObject({ state: 'closed', duplicated_to_issue_url: 'http://localhost:8080/gitlab-org/gitlab/-/issues/2' });
    // The moved-to issue is in an internal project: signed-in readers get the link.
    expect((await page(null, 'Nightly export job times out')).moved_to_issue_url).toBeNull();
    expect(await page(developer, 'Nightly export job times out')).toMatchObject({ state: 'closed', moved_to_issue_url: 'http://localhost:8080/gitlab-org/internal-tools/-/issues/1' });
    // After the epics of seedEpics.ts (&2 to &4): the next free iid of the group.
    expect((await page(null, 'Keyboard shortcuts everywhere')).promoted_to_epic_url).toBe('http://localhost:8080/groups/gitlab-org/-/epics/5');
  });

  it('blocked, an incident with pinned links and metric images', async () => {
    expect(await page(null, 'Ship the faster search index')).toMatchObject({ blocked: true, blocked_by_issues: [{ iid: 3, reference: '#3' }] });
    const incident = await page(null, 'Incident: issue search returns 500s');
    expect(incident).toMatchObject({ issue_type: 'incident', state: 'opened', zoom_meeting_url: 'https://zoom.us/j/987654321', published_incident_url: 'https://status.gitlab.example/incidents/search-500' });
  });

  it('a banned author hidden from all but admins, a first contribution, a service desk issue', async () => {
    const hidden = await iidOf('Buy cheap watches now');
    expect((await getAs(t.app, developer, `/gitlab-org/gitlab/-/issues/${hidden}.json`)).statusCode).toBe(404);
    expect(await page(root, 'Buy cheap watches now')).toMatchObject({ hidden: true, author: { username: 'banned-user' } });
    expect(await page(null, 'Typo in the README')).toMatchObject({ first_contribution: true, author: { username: 'outsider' } });
    const serviceDesk = await page(reporter, 'Cannot reset my password');
    expect(serviceDesk).toMatchObject({ author: { username: 'support-bot' }, service_desk_reply_to: 'customer@example.com' });
    expect((await page(null, 'Cannot reset my password')).service_desk_reply_to).toBe('cu*****@e*****.c**');
  });

  it('keeps the acme-corp/website states the end-to-end tests use', async () => {
    const owner = await signIn(t.app, 'owner');
    expect((await getAs(t.app, owner, '/acme-corp/website/-/issues/1.json')).json()).toMatchObject({ discussion_locked: true });
    expect((await getAs(t.app, owner, '/acme-corp/website/-/issues/7.json')).json().moved_to_issue_url).toBe('http://localhost:8080/gitlab-org/platform/infrastructure/-/issues/1');
  });
});
