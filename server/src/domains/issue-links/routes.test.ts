import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, PUBLIC_PROJECT, type IssueFixtures } from '../../test/issueFixtures.ts';
import { parseIssueReference } from './routes.ts';

let f: IssueFixtures;
beforeAll(async () => {
  f = await issueFixtures();
});
afterAll(async () => {
  await f.t.close();
});

type Linked = { iid: number; link_type: string; issue_link_id: number; relation_path: string; reference: string };

describe('parseIssueReference', () => {
  it('reads #1, project#1, group/project#1 and issue URLs', () => {
    const context = { fullPath: 'gitlab-org/gitlab' };
    expect(parseIssueReference('#12', context)).toEqual({ fullPath: 'gitlab-org/gitlab', iid: 12 });
    expect(parseIssueReference('internal-tools#3', context)).toEqual({ fullPath: 'gitlab-org/internal-tools', iid: 3 });
    expect(parseIssueReference('acme-corp/website#2', context)).toEqual({ fullPath: 'acme-corp/website', iid: 2 });
    expect(parseIssueReference('http://localhost:8080/gitlab-org/platform/infrastructure/-/issues/1', context)).toEqual({ fullPath: 'gitlab-org/platform/infrastructure', iid: 1 });
    expect(parseIssueReference('12', context)).toBeNull();
  });
});

describe('web {issue path}/links', () => {
  it('links with relates_to, blocks and is_blocked_by, writes system notes on both sides, and unlinks', async () => {
    const a = await f.freshIssue('developer');
    const b = await f.freshIssue('developer');
    const c = await f.freshIssue('developer');
    let response = await f.call('guest', 'POST', `${a.path}/links`, { issuable_references: [`#${b.iid}`], link_type: 'blocks' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: null, issuables: [{ iid: b.iid, link_type: 'blocks', reference: `#${b.iid}` }] });
    response = await f.call('guest', 'POST', `${a.path}/links`, { issuable_references: [`http://localhost:8080${c.path}`], link_type: 'is_blocked_by' });
    const links = response.json<{ issuables: Linked[] }>().issuables;
    expect(links.map((l) => [l.iid, l.link_type])).toEqual([
      [b.iid, 'blocks'],
      [c.iid, 'is_blocked_by'],
    ]);
    const fromB = (await f.call('anonymous', 'GET', `${b.path}/links`)).json<Linked[]>();
    expect(fromB.map((l) => [l.iid, l.link_type])).toEqual([[a.iid, 'is_blocked_by']]);
    expect((await f.call('anonymous', 'GET', `${a.path}.json`)).json()).toMatchObject({ blocked: true, blocked_by_issues: [{ iid: c.iid }], blocking_issues_count: 1 });
    expect((await f.systemNotes(a.id)).map((n) => n.note)).toEqual([`marked this issue as blocking #${b.iid}`, `marked this issue as blocked by #${c.iid}`]);
    expect((await f.systemNotes(c.id)).map((n) => n.note)).toEqual([`marked this issue as blocking #${a.iid}`]);

    const again = await f.call('guest', 'POST', `${a.path}/links`, { issuable_references: [`#${b.iid}`] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Issue(s) already assigned' });
    const missing = await f.call('guest', 'POST', `${a.path}/links`, { issuable_references: ['#99999', 'acme-corp/website#1'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No matching issue found. Make sure that you are adding a valid issue URL.' });

    const removed = await f.call('guest', 'DELETE', links[0]?.relation_path ?? '');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ issuables: Linked[] }>().issuables.map((l) => l.iid)).toEqual([c.iid]);
    expect((await f.systemNotes(b.id)).map((n) => [n.note, n.icon])).toEqual([
      [`marked this issue as blocked by #${a.iid}`, 'link'],
      [`removed the relation with #${a.iid}`, 'unlink'],
    ]);
  });

  it('refuses non-members (404) and anonymous users (401), and hides unreadable linked issues', async () => {
    const a = await f.freshIssue('developer');
    const secret = await f.freshIssue('developer', { confidential: true });
    expect((await f.call('outsider', 'POST', `${a.path}/links`, { issuable_references: ['#1'] })).statusCode).toBe(404);
    expect((await f.call('anonymousSession', 'POST', `${a.path}/links`, { issuable_references: ['#1'] })).statusCode).toBe(401);
    expect((await f.call('guest', 'POST', `${a.path}/links`, { issuable_references: [`#${secret.iid}`] })).statusCode).toBe(404);
    expect((await f.call('reporter', 'POST', `${a.path}/links`, { issuable_references: [`#${secret.iid}`] })).statusCode).toBe(200);
    expect((await f.call('guest', 'GET', `${a.path}/links`)).json()).toEqual([]);
    expect((await f.call('reporter', 'GET', `${a.path}/links`)).json<Linked[]>().map((l) => l.iid)).toEqual([secret.iid]);
    const link = (await f.call('reporter', 'GET', `${a.path}/links`)).json<Linked[]>()[0];
    expect((await f.call('guest', 'DELETE', link?.relation_path ?? '')).statusCode).toBe(404);
  });
});

describe('REST /api/v4/projects/:id/issues/:iid/links', () => {
  it('lists, creates (201) and deletes links in GitLab shapes', async () => {
    const a = await f.freshIssue('developer');
    const created = await f.api('POST', `/projects/1/issues/${a.iid}/links`, 'developer', { target_project_id: 'acme-corp%2Fwebsite', target_issue_iid: 1 });
    // developer cannot see acme-corp/website
    expect(created.statusCode).toBe(404);
    const ok = await f.api('POST', `/projects/1/issues/${a.iid}/links`, 'developer', { target_project_id: 1, target_issue_iid: 2, link_type: 'relates_to' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ source_issue: { iid: a.iid }, target_issue: { iid: 2 }, link_type: 'relates_to' });
    const list = (await f.api('GET', `/projects/1/issues/${a.iid}/links`, 'anonymous')).json<{ iid: number; issue_link_id: number; link_type: string; labels: string[] }[]>();
    expect(list).toMatchObject([{ iid: 2, link_type: 'relates_to', labels: ['feature', 'workflow::in dev'], link_created_at: expect.any(String) }]);
    expect((await f.api('POST', `/projects/1/issues/${a.iid}/links`, 'developer', { target_project_id: 1, target_issue_iid: 2 })).statusCode).toBe(409);
    expect((await f.api('POST', `/projects/1/issues/${a.iid}/links`, 'developer', { target_project_id: 1, target_issue_iid: a.iid })).statusCode).toBe(400);
    expect((await f.api('POST', `/projects/1/issues/${a.iid}/links`, 'developer', { target_project_id: 1, target_issue_iid: 3, link_type: 'duplicates' })).statusCode).toBe(400);
    expect((await f.api('POST', `/projects/1/issues/${a.iid}/links`, 'outsider', { target_project_id: 1, target_issue_iid: 3 })).statusCode).toBe(403);
    expect((await f.api('POST', `/projects/1/issues/${a.iid}/links`, 'anonymous', { target_project_id: 1, target_issue_iid: 3 })).statusCode).toBe(401);
    const linkId = list[0]?.issue_link_id;
    expect((await f.api('DELETE', `/projects/1/issues/${a.iid}/links/${linkId}`, 'outsider')).statusCode).toBe(404);
    const removed = await f.api('DELETE', `/projects/1/issues/${a.iid}/links/${linkId}`, 'developer');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ source_issue: { iid: a.iid }, target_issue: { iid: 2 }, link_type: 'relates_to' });
    expect((await f.api('DELETE', `/projects/1/issues/${a.iid}/links/${linkId}`, 'developer')).statusCode).toBe(404);
  });
});

describe('subscriptions', () => {
  it('subscribes participants by default; subscribe/unsubscribe answer 201 then 304; the web toggle flips', async () => {
    const fresh = await f.freshIssue('developer');
    const sub = (who: string, action: string) => f.api('POST', `/projects/1/issues/${fresh.iid}/${action}`, who);
    expect((await sub('developer', 'subscribe')).statusCode).toBe(304);
    const unsubscribed = await sub('developer', 'unsubscribe');
    expect(unsubscribed.statusCode).toBe(201);
    expect(unsubscribed.json()).toMatchObject({ iid: fresh.iid, subscribed: false });
    expect((await sub('developer', 'unsubscribe')).statusCode).toBe(304);
    expect((await sub('guest', 'subscribe')).json()).toMatchObject({ subscribed: true });
    expect((await sub('anonymous', 'subscribe')).statusCode).toBe(401);
    expect((await f.api('POST', '/projects/2/issues/1/subscribe', 'outsider')).statusCode).toBe(404);
    const toggle = await f.call('reporter', 'POST', `${PUBLIC_PROJECT}/-/issues/${fresh.iid}/toggle_subscription`);
    expect(toggle.json()).toEqual({ subscribed: true });
    expect((await f.call('reporter', 'GET', `${fresh.path}.json`)).json()).toMatchObject({ subscribed: true });
    expect((await f.call('reporter', 'POST', `${PUBLIC_PROJECT}/-/issues/${fresh.iid}/toggle_subscription`)).json()).toEqual({ subscribed: false });
    expect((await f.call('anonymousSession', 'POST', `${PUBLIC_PROJECT}/-/issues/${fresh.iid}/toggle_subscription`)).statusCode).toBe(401);
  });
});
