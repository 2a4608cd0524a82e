import { describe, expect, it } from 'vitest';
import { routePageProps, type ModuleEntry, type RegistryRoute } from 'shared-kernel/registry';
import { pageContext, pageTableFor, resolvePage, type ResolvedPage } from './pages';

const table = pageTableFor([]);

/** What an address shows, as `[page id, props its slots (or the shell page) receive]`. */
function shown(path: string, search = ''): [string, Record<string, unknown>] {
  const page = resolvePage(table, path);
  if (page.kind === 'not_found') return ['not_found', {}];
  if (page.kind === 'shell') return [page.id, page.params];
  return [page.route.id, routePageProps(page.route, page.params, search)];
}

// Every address GitLab has today (the cases of the former matchPlatformPath test).
describe('the page table resolves GitLab addresses', () => {
  it.each([
    ['/', ['dashboard', {}]],
    ['/users/sign_in', ['sign_in', {}]],
    ['/-/modules', ['modules', {}]],
    ['/-/profile', ['profile', {}]],
    ['/-/profile/personal_access_tokens', ['profile.personal_access_tokens', {}]],
    ['/admin', ['admin', {}]],
    ['/admin/application_settings/general', ['admin.settings.general', {}]],
    ['/dashboard/projects', ['dashboard.section', { section: 'projects' }]],
    ['/dashboard/groups', ['dashboard.section', { section: 'groups' }]],
    ['/dashboard/issues', ['dashboard.issues', {}]],
    ['/dashboard/todos', ['dashboard.todos', {}]],
    ['/gitlab-org/gitlab/-/issues', ['project.issues', { fullPath: 'gitlab-org/gitlab' }]],
    ['/gitlab-org/gitlab/-/issues/new', ['issue.new', { fullPath: 'gitlab-org/gitlab' }]],
    ['/gitlab-org/gitlab/-/issues/12', ['issue', { fullPath: 'gitlab-org/gitlab', iid: 12, issueType: 'issue' }]],
    ['/gitlab-org/platform/infrastructure/-/issues/incident/3', ['issue.incident', { fullPath: 'gitlab-org/platform/infrastructure', iid: 3, issueType: 'incident' }]],
    ['/groups/gitlab-org/platform/-/epics', ['group.epics', { groupPath: 'gitlab-org/platform' }]],
    ['/groups/gitlab-org/-/epics/', ['group.epics', { groupPath: 'gitlab-org' }]],
    ['/groups/gitlab-org/platform/-/epics/7', ['epic', { groupPath: 'gitlab-org/platform', iid: 7 }]],
    ['/gitlab-org/gitlab/-/merge_requests/5', ['merge_request', { fullPath: 'gitlab-org/gitlab', iid: 5 }]],
    ['/gitlab-org/gitlab/-/merge_requests/5/diffs', ['merge_request.diffs', { fullPath: 'gitlab-org/gitlab', iid: 5 }]],
    ['/groups/gitlab-org', ['group', { fullPath: 'gitlab-org' }]],
    ['/search', ['search', {}]],
    ['/help', ['help', {}]],
    ['/help/user/discussions/index.md', ['help.topic', { topic: 'user/discussions/index.md' }]],
    ['/gitlab-org/gitlab/-/milestones', ['project.milestones', { fullPath: 'gitlab-org/gitlab' }]],
    ['/groups/gitlab-org/-/milestones', ['group.milestones', { fullPath: 'gitlab-org' }]],
    ['/groups/gitlab-org/-/iterations', ['group.iterations', { fullPath: 'gitlab-org' }]],
    ['/gitlab-org/gitlab/-/milestones/1', ['project.milestone', { fullPath: 'gitlab-org/gitlab', iid: 1 }]],
    ['/groups/gitlab-org/-/milestones/1', ['group.milestone', { fullPath: 'gitlab-org', iid: 1 }]],
    ['/groups/gitlab-org/-/iterations/4', ['group.iteration', { fullPath: 'gitlab-org', id: 4 }]],
    ['/users/sign_up', ['sign_up', {}]],
    ['/users/ada', ['user', { username: 'ada' }]],
    ['/groups/gitlab-org/-/billings', ['group.billings', { fullPath: 'gitlab-org' }]],
    ['/groups/gitlab-org/-/discover', ['group.discover', { fullPath: 'gitlab-org' }]],
    ['/gitlab-org/gitlab/-/project_members', ['project.members', { fullPath: 'gitlab-org/gitlab' }]],
    ['/groups/gitlab-org/platform/-/group_members', ['group.members', { fullPath: 'gitlab-org/platform' }]],
    ['/gitlab-org/gitlab/-/tree/main', ['project.tree', { fullPath: 'gitlab-org/gitlab', ref: 'main' }]],
    ['/gitlab-org/gitlab/-/tree/main/.gitlab/issue_templates', ['project.tree.path', { fullPath: 'gitlab-org/gitlab', ref: 'main', path: '.gitlab/issue_templates' }]],
    ['/gitlab-org/gitlab/-/blob/main/README.md', ['project.blob', { fullPath: 'gitlab-org/gitlab', ref: 'main', path: 'README.md' }]],
    ['/gitlab-org/gitlab/', ['namespace', { fullPath: 'gitlab-org/gitlab' }]],
  ] as const)('%s', (path, expected) => {
    expect(shown(path)).toEqual(expected);
  });

  it.each(['/gitlab-org/gitlab/-/issues/abc', '/gitlab-org/-/unknown', '/groups/x/-/epics/abc'])('%s is not found', (path) => {
    expect(shown(path)).toEqual(['not_found', {}]);
  });

  it("passes the new-issue form its query's choices, when they fit", () => {
    expect(shown('/g/p/-/issues/new', '?add_related_issue=3&issue%5Bissue_type%5D=incident')).toEqual([
      'issue.new',
      { fullPath: 'g/p', addRelatedIssue: 3, issueType: 'incident' },
    ]);
    expect(shown('/g/p/-/issues/new', '?add_related_issue=three&issue[issue_type]=issue')).toEqual(['issue.new', { fullPath: 'g/p' }]);
    expect(shown('/g/p/-/issues/new', '?merge_request_to_resolve_discussions_of=5')).toEqual(['issue.new', { fullPath: 'g/p', mergeRequestToResolveDiscussionsOf: 5 }]);
  });
});

describe('page context', () => {
  const context = (path: string) => pageContext(resolvePage(table, path) as ResolvedPage);

  it('a project page belongs to its project, an epic to its group; both count as visits', () => {
    expect(context('/gitlab-org/sub/gitlab/-/issues/1')).toEqual({
      namespacePath: 'gitlab-org',
      projectPath: 'gitlab-org/sub/gitlab',
      visit: { type: 'project', fullPath: 'gitlab-org/sub/gitlab' },
    });
    expect(context('/gitlab-org/gitlab/-/issues/new')).toMatchObject({ projectPath: 'gitlab-org/gitlab', visit: null });
    expect(context('/groups/gitlab-org/platform/-/epics/2')).toEqual({
      namespacePath: 'gitlab-org',
      projectPath: undefined,
      groupPath: 'gitlab-org/platform',
      visit: { type: 'group', fullPath: 'gitlab-org/platform' },
    });
    expect(context('/gitlab-org/gitlab')).toEqual({ namespacePath: 'gitlab-org', namespaceFullPath: 'gitlab-org/gitlab', visit: null });
    expect(context('/groups/gitlab-org/platform')).toEqual({ namespacePath: 'gitlab-org', groupPath: 'gitlab-org/platform', visit: null });
    expect(context('/')).toEqual({ namespacePath: undefined, visit: null });
  });
});

describe('registry routes', () => {
  const trialPage: RegistryRoute = {
    id: 'trial.status',
    path: '/groups/:groupPath+/-/trial',
    title: 'Trial · {groupPath}',
    slots: [{ slot: 'trial.page', label: 'Trial status', required: true }],
    props: { namespacePath: '{groupPath}' },
  };
  const module = (routes: RegistryRoute[], enabled = true): ModuleEntry => ({ name: 'mf_x', manifest: 'http://x/mf-manifest.json', version: '1.0.0', enabled, routes });

  it('add pages, and replace a built-in slot page of the same id', () => {
    const withTrial = pageTableFor([module([trialPage, { id: 'issue', path: '/:fullPath+/-/work_items/:iid(number)', slots: [{ slot: 'issue.main', label: 'Work item' }] }])]);
    expect(resolvePage(withTrial, '/groups/gitlab-org/-/trial')).toMatchObject({ kind: 'slots', route: trialPage, params: { groupPath: 'gitlab-org' } });
    expect(resolvePage(withTrial, '/g/p/-/work_items/4')).toMatchObject({ kind: 'slots', route: { id: 'issue' } });
    expect(resolvePage(withTrial, '/g/p/-/issues/4')).toEqual({ kind: 'not_found' });
    expect(resolvePage(table, '/groups/gitlab-org/-/trial')).toEqual({ kind: 'not_found' });
  });

  it("never replace the shell's own pages, and skip disabled modules", () => {
    const hijack = pageTableFor([module([{ ...trialPage, id: 'sign_in', path: '/users/sign_in' }])]);
    expect(resolvePage(hijack, '/users/sign_in')).toEqual({ kind: 'shell', id: 'sign_in', params: {} });
    expect(resolvePage(pageTableFor([module([trialPage], false)]), '/groups/g/-/trial')).toEqual({ kind: 'not_found' });
  });
});
