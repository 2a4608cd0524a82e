import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, getAs, signIn, type Browser, type TestApp } from '../../test/harness.ts';
import { groups } from '../groups/tables.ts';
import { labels } from '../labels/tables.ts';
import { issueLabels } from '../issues/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import { memberships } from '../memberships/tables.ts';
import { milestones } from '../milestones/tables.ts';
import { projects } from '../projects/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import { dueDateRange } from './listConditions.ts';
import { issueAssignees, issues } from './tables.ts';

// A group of its own (filters-org, public, with a private subgroup project), so the seed's issues
// never change these answers.
let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
const people: Record<string, UserRow> = {};
let appId = 0;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const row of await db.select().from(users)) people[row.username] = row;
  const person = (name: string) => people[name]?.id ?? 0;
  const [org] = await db.insert(groups).values({ name: 'Filters', path: 'filters-org', fullPath: 'filters-org', visibility: 'public' }).returning();
  const [sub] = await db.insert(groups).values({ name: 'Sub', path: 'sub', fullPath: 'filters-org/sub', parentId: org?.id, visibility: 'public' }).returning();
  await db.insert(groups).values({ name: 'Hidden', path: 'hidden-org', fullPath: 'hidden-org', visibility: 'private' });
  const [app, secret] = await db
    .insert(projects)
    .values([
      { name: 'App', path: 'app', namespaceId: org?.id ?? 0, visibility: 'public' as const },
      { name: 'Secret', path: 'secret', namespaceId: sub?.id ?? 0, visibility: 'private' as const },
    ])
    .returning();
  appId = app?.id ?? 0;
  await db.insert(memberships).values([
    { userId: person('maintainer'), sourceType: 'group' as const, sourceId: org?.id ?? 0, accessLevel: ACCESS.MAINTAINER },
    { userId: person('developer'), sourceType: 'project' as const, sourceId: secret?.id ?? 0, accessLevel: ACCESS.DEVELOPER },
  ]);
  const [bug, ux] = await db
    .insert(labels)
    .values([
      { groupId: org?.id, title: 'bug', color: '#dc143c', description: 'Broken' },
      { groupId: org?.id, title: 'ux', color: '#428bca' },
    ])
    .returning();
  const [v1, v2] = await db
    .insert(milestones)
    .values([
      { groupId: org?.id, iid: 1, title: 'v1' },
      { groupId: org?.id, iid: 2, title: 'v2' },
    ])
    .returning();
  const rows = await db
    .insert(issues)
    .values([
      {
        projectId: appId,
        iid: 1,
        title: 'Alpha crash on login',
        authorId: person('developer'),
        milestoneId: v1?.id,
        weight: 3,
        dueDate: isoDay(0),
        healthStatus: 'on_track' as const,
        createdAt: day(-10),
        updatedAt: day(-1),
      },
      {
        projectId: appId,
        iid: 2,
        title: 'Beta slow search',
        description: 'Slow after login',
        authorId: person('reporter'),
        milestoneId: v2?.id,
        weight: 0,
        dueDate: isoDay(-3),
        healthStatus: 'at_risk' as const,
        createdAt: day(-8),
        updatedAt: day(-2),
      },
      { projectId: appId, iid: 3, title: 'Gamma docs', authorId: person('guest'), createdAt: day(-2), updatedAt: day(-2) },
      { projectId: appId, iid: 4, title: 'Delta confidential', confidential: true, authorId: person('maintainer'), createdAt: day(-1), updatedAt: day(-1) },
      { projectId: secret?.id ?? 0, iid: 1, title: 'Secret plan', authorId: person('developer'), createdAt: day(-1), updatedAt: day(-1) },
    ])
    .returning();
  const issue = (title: string) => rows.find((row) => row.title === title)?.id ?? 0;
  await db.insert(issueLabels).values([
    { issueId: issue('Alpha crash on login'), labelId: bug?.id ?? 0 },
    { issueId: issue('Alpha crash on login'), labelId: ux?.id ?? 0 },
    { issueId: issue('Beta slow search'), labelId: bug?.id ?? 0 },
    { issueId: issue('Delta confidential'), labelId: ux?.id ?? 0 },
  ]);
  await db.insert(issueAssignees).values([
    { issueId: issue('Alpha crash on login'), userId: person('maintainer') },
    { issueId: issue('Beta slow search'), userId: person('developer') },
    { issueId: issue('Beta slow search'), userId: person('maintainer') },
  ]);
  for (const name of ['developer', 'maintainer', 'outsider']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

const titles = async (query: string, who = 'maintainer', base = `/api/v4/projects/${appId}/issues`) => {
  const response = await getAs(t.app, as[who] ?? null, `${base}?order_by=created_at&sort=asc&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ title: string }[]>().map((issue) => issue.title.split(' ')[0]);
};
const error = async (query: string) => {
  const response = await getAs(t.app, as.maintainer ?? null, `/api/v4/projects/${appId}/issues?${query}`);
  expect(response.statusCode).toBe(400);
  return response.json<{ error: string }>().error;
};

describe('REST issue list filters', () => {
  it('labels: all of a comma list, None, Any, not[labels]', async () => {
    expect(await titles('labels=bug')).toEqual(['Alpha', 'Beta']);
    expect(await titles('labels=bug,ux')).toEqual(['Alpha']);
    expect(await titles('labels=None')).toEqual(['Gamma']);
    expect(await titles('labels=Any')).toEqual(['Alpha', 'Beta', 'Delta']);
    expect(await titles('not[labels]=bug')).toEqual(['Gamma', 'Delta']);
    expect(await titles('labels=nope')).toEqual([]);
  });

  it('with_labels_details answers label objects', async () => {
    const response = await getAs(t.app, as.maintainer ?? null, `/api/v4/projects/${appId}/issues?iids[]=2&with_labels_details=true`);
    expect(response.json()[0].labels).toEqual([{ id: expect.any(Number), name: 'bug', color: '#dc143c', description: 'Broken', description_html: 'Broken', text_color: '#FFFFFF' }]);
    const plain = await getAs(t.app, as.maintainer ?? null, `/api/v4/projects/${appId}/issues?iids[]=2`);
    expect(plain.json()[0].labels).toEqual(['bug']);
  });

  it('milestone by title, None, Any, not[milestone]', async () => {
    expect(await titles('milestone=v1')).toEqual(['Alpha']);
    expect(await titles('milestone=None')).toEqual(['Gamma', 'Delta']);
    expect(await titles('milestone=Any')).toEqual(['Alpha', 'Beta']);
    expect(await titles('not[milestone]=v1')).toEqual(['Beta', 'Gamma', 'Delta']);
  });

  it('assignees by id (None, Any) or usernames (all of them), and not[assignee_id]', async () => {
    const id = (name: string) => people[name]?.id;
    expect(await titles(`assignee_id=${id('maintainer')}`)).toEqual(['Alpha', 'Beta']);
    expect(await titles('assignee_id=None')).toEqual(['Gamma', 'Delta']);
    expect(await titles('assignee_id=Any')).toEqual(['Alpha', 'Beta']);
    expect(await titles('assignee_username[]=developer&assignee_username[]=maintainer')).toEqual(['Beta']);
    expect(await titles(`not[assignee_id]=${id('developer')}`)).toEqual(['Alpha', 'Gamma', 'Delta']);
    expect(await error('assignee_id=1&assignee_username[]=root')).toBe('assignee_id, assignee_username are mutually exclusive');
    expect(await error('assignee_id=me')).toBe('assignee_id is invalid');
  });

  it('authors by id or username, and not[author_id]', async () => {
    expect(await titles(`author_id=${people.developer?.id}`)).toEqual(['Alpha']);
    expect(await titles('author_username=REPORTER')).toEqual(['Beta']);
    expect(await titles(`not[author_id]=${people.developer?.id}`)).toEqual(['Beta', 'Gamma', 'Delta']);
    expect(await error('author_id=x')).toBe('author_id is invalid');
  });

  it('iids[] and search (in=title,description)', async () => {
    expect(await titles('iids[]=1&iids[]=3')).toEqual(['Alpha', 'Gamma']);
    expect(await titles('iids=2')).toEqual(['Beta']);
    expect(await error('iids[]=one')).toBe('iids is invalid');
    expect(await titles('search=login')).toEqual(['Alpha', 'Beta']);
    expect(await titles('search=login&in=title')).toEqual(['Alpha']);
    expect(await titles('search=LOGIN%20crash')).toEqual(['Alpha']);
    expect(await titles('search=100%25')).toEqual([]);
  });

  it('created and updated ranges', async () => {
    expect(await titles(`created_after=${encodeURIComponent(day(-9).toISOString())}`)).toEqual(['Beta', 'Gamma', 'Delta']);
    expect(await titles(`created_before=${encodeURIComponent(day(-9).toISOString())}`)).toEqual(['Alpha']);
    expect(await titles(`updated_before=${isoDay(-1)}`)).toEqual(['Beta', 'Gamma']);
    expect(await titles(`updated_after=${encodeURIComponent(day(-1.5).toISOString())}`)).toEqual(['Alpha', 'Delta']);
    expect(await error('created_after=yesterday')).toBe('created_after is invalid');
  });

  it('due_date: 0, any, today, overdue, week, month, next_month_and_previous_two_weeks', async () => {
    expect(await titles('due_date=0')).toEqual(['Gamma', 'Delta']);
    expect(await titles('due_date=any')).toEqual(['Alpha', 'Beta']);
    expect(await titles('due_date=today')).toEqual(['Alpha']);
    expect(await titles('due_date=overdue')).toEqual(['Beta']);
    expect(await titles('due_date=next_month_and_previous_two_weeks')).toEqual(['Alpha', 'Beta']);
    expect(await titles('due_date=week')).toContain('Alpha');
    expect(await titles('due_date=month')).toContain('Alpha');
    expect(await error('due_date=someday')).toBe('due_date does not have a valid value');
  });

  it('weight and health_status (values, None, Any, not[weight])', async () => {
    expect(await titles('weight=3')).toEqual(['Alpha']);
    expect(await titles('weight=0')).toEqual(['Beta']);
    expect(await titles('weight=None')).toEqual(['Gamma', 'Delta']);
    expect(await titles('weight=Any')).toEqual(['Alpha', 'Beta']);
    expect(await titles('not[weight]=3')).toEqual(['Beta']);
    expect(await error('weight=heavy')).toBe('weight is invalid');
    expect(await titles('health_status=on_track')).toEqual(['Alpha']);
    expect(await titles('health_status=None')).toEqual(['Gamma', 'Delta']);
    expect(await titles('health_status=Any')).toEqual(['Alpha', 'Beta']);
    expect(await error('health_status=fine')).toBe('health_status does not have a valid value');
    expect(await error('state=gone')).toBe('state does not have a valid value');
  });

  it('never shows confidential issues or private projects to those who may not read them', async () => {
    expect(await titles('labels=ux', 'anonymous')).toEqual(['Alpha']);
    expect(await titles('labels=ux', 'outsider')).toEqual(['Alpha']);
    expect(await titles('labels=Any', 'developer')).toEqual(['Alpha', 'Beta']);
    expect(await titles('search=Delta', 'outsider', '/api/v4/issues')).toEqual([]);
    expect(await titles('scope=all&search=Secret', 'outsider', '/api/v4/issues')).toEqual([]);
    expect(await titles('scope=all&search=Secret', 'developer', '/api/v4/issues')).toEqual(['Secret']);
  });
});

describe('GET /api/v4/groups/:id/issues', () => {
  it('lists the readable issues of the group and its subgroups, with paging headers', async () => {
    expect(await titles('', 'anonymous', '/api/v4/groups/filters-org/issues')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await titles('', 'developer', '/api/v4/groups/filters-org/issues')).toEqual(['Alpha', 'Beta', 'Gamma', 'Secret']);
    // Group members reach the subgroup's private project too.
    expect(await titles('', 'maintainer', '/api/v4/groups/filters-org/issues')).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta', 'Secret']);
    expect(await titles('', 'developer', '/api/v4/groups/filters-org%2Fsub/issues')).toEqual(['Secret']);
    expect(await titles('labels=bug&state=opened', 'anonymous', '/api/v4/groups/filters-org/issues')).toEqual(['Alpha', 'Beta']);
    const admin = await t.app.inject({ method: 'GET', url: '/api/v4/groups/filters-org/issues?per_page=2', headers: { 'private-token': DEMO_ROOT_TOKEN } });
    expect(admin.headers).toMatchObject({ 'x-total': '5', 'x-total-pages': '3', 'x-next-page': '2', 'x-per-page': '2' });
  });

  it('answers 404 for groups the viewer cannot see, 400 for bad filters', async () => {
    const hidden = await getAs(t.app, as.outsider ?? null, '/api/v4/groups/hidden-org/issues');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: '404 Group Not Found' });
    const bad = await getAs(t.app, null, '/api/v4/groups/filters-org/issues?milestone=v1&due_date=later');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'due_date does not have a valid value' });
    // No issue is lost: the groups of other namespaces stay out.
    const [gitlabOrg] = await t.database.db.select().from(groups).where(eq(groups.fullPath, 'gitlab-org'));
    expect(gitlabOrg).toBeDefined();
    expect(await titles('search=Alpha', 'maintainer', '/api/v4/groups/gitlab-org/issues')).toEqual([]);
  });
});

describe('dueDateRange', () => {
  it('uses Monday-based weeks and whole months', () => {
    const wednesday = new Date('2024-05-15T12:00:00Z');
    expect(dueDateRange('week', wednesday)).toEqual({ from: '2024-05-13', to: '2024-05-19' });
    expect(dueDateRange('month', wednesday)).toEqual({ from: '2024-05-01', to: '2024-05-31' });
    expect(dueDateRange('next_month_and_previous_two_weeks', wednesday)).toEqual({ from: '2024-05-01', to: '2024-06-30' });
    expect(dueDateRange('overdue', wednesday)).toEqual({ to: '2024-05-14' });
    expect(dueDateRange('tomorrow', wednesday)).toEqual({ from: '2024-05-16', to: '2024-05-16' });
    expect(dueDateRange('week', new Date('2024-05-19T12:00:00Z'))).toEqual({ from: '2024-05-13', to: '2024-05-19' });
  });
});
