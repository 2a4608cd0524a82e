import { describe, expect, it } from 'vitest';
import { matchPath } from 'shared-kernel/routing';
import { describeRoute, fillTemplate, pageRoutesOf, parseRegistry, routePageProps, type RegistryRoute } from 'shared-kernel/registry';

const issueRoute: RegistryRoute = {
  id: 'issue',
  path: '/:fullPath+/-/issues/:iid(number)',
  title: 'Issue #{iid} · {fullPath}',
  crumbs: [{ label: '{fullPath|last}', to: '/{fullPath}' }, { label: '#{iid}' }],
  slots: [
    { slot: 'issue.main', label: 'Issue', required: true },
    { slot: 'issue.notes', label: 'Discussion' },
  ],
  props: { issueType: 'issue' },
  project: '{fullPath}',
  trackVisit: true,
};

const entry = (name: string, routes: unknown[], enabled = true) => ({ name, manifest: `http://127.0.0.1:8081/${name}/mf-manifest.json`, version: '1.0.0', enabled, routes });

describe('registry page routes', () => {
  it('are validated with the entry: page routes and plain paths both pass', () => {
    const { modules, problems } = parseRegistry({ modules: [entry('mf_issue', [issueRoute, '/:group/:project/-/issues/:iid'])] });
    expect(problems).toEqual([]);
    expect(modules[0]!.routes).toEqual([issueRoute, '/:group/:project/-/issues/:iid']);
  });

  it('a bad route rejects its entry with a message that names the field', () => {
    const { modules, problems } = parseRegistry({
      modules: [
        entry('mf_a', [{ ...issueRoute, path: '/:fullPath+/-/issues/:iid(.*)' }]),
        entry('mf_b', [{ ...issueRoute, slots: [] }]),
        entry('mf_c', [{ ...issueRoute, id: '1 bad' }]),
        entry('mf_d', [{ ...issueRoute, query: { x: { prop: 'a-b' } } }]),
      ],
    });
    expect(modules).toEqual([]);
    expect(problems.map((problem) => problem.message)).toEqual([
      'routes.0.path: must be a path pattern such as /:fullPath+/-/issues/:iid(number)',
      expect.stringMatching(/^routes\.0\.slots: /),
      'routes.0.id: must be an id such as issue or trial.status',
      'routes.0.query.x.prop: must be a prop name',
    ]);
  });

  it('come from enabled entries, the first of an id winning', () => {
    const { modules } = parseRegistry({
      modules: [
        entry('mf_off', [{ ...issueRoute, title: 'off' }], false),
        entry('mf_issue', [issueRoute, '/plain']),
        entry('mf_other', [{ ...issueRoute, title: 'second' }, { ...issueRoute, id: 'trial.status', path: '/groups/:groupPath+/-/trial' }]),
      ],
    });
    expect(pageRoutesOf(modules).map((route) => [route.id, route.title])).toEqual([
      ['issue', 'Issue #{iid} · {fullPath}'],
      ['trial.status', 'Issue #{iid} · {fullPath}'],
    ]);
    expect(describeRoute(issueRoute)).toBe('issue /:fullPath+/-/issues/:iid(number)');
    expect(describeRoute('/plain')).toBe('/plain');
  });

  it('fill templates from the path parameters', () => {
    const params = matchPath(issueRoute.path, '/gitlab-org/sub/gitlab/-/issues/4')!;
    expect(fillTemplate(issueRoute.title!, params)).toBe('Issue #4 · gitlab-org/sub/gitlab');
    expect(fillTemplate('{fullPath|last}', params)).toBe('gitlab');
    expect(fillTemplate('{unknown} stays', params)).toBe('{unknown} stays');
  });

  it('give the slots the parameters, the route props and the fitting query values', () => {
    const params = { fullPath: 'g/p', iid: 4 };
    expect(routePageProps(issueRoute, params)).toEqual({ fullPath: 'g/p', iid: 4, issueType: 'issue' });
    const newIssue = {
      query: { add_related_issue: { prop: 'addRelatedIssue', type: 'number' as const }, 'issue[issue_type]': { prop: 'issueType', type: ['incident'] } },
      props: { namespacePath: '{fullPath}', number: '{iid}', label: 'Issue {iid}' },
    };
    expect(routePageProps(newIssue, params, '?add_related_issue=3&issue%5Bissue_type%5D=incident')).toEqual({
      fullPath: 'g/p',
      iid: 4,
      namespacePath: 'g/p',
      number: 4,
      label: 'Issue 4',
      addRelatedIssue: 3,
      issueType: 'incident',
    });
    expect(routePageProps(newIssue, params, '?add_related_issue=x&issue[issue_type]=task')).not.toHaveProperty('addRelatedIssue');
    expect(routePageProps(newIssue, params, '?add_related_issue=x&issue[issue_type]=task')).not.toHaveProperty('issueType');
  });
});
