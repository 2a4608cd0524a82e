import { afterEach, describe, expect, it } from 'vitest';
import {
  createRouteRef,
  epicRouteRef,
  getRegisteredRoutes,
  hrefOf,
  issueRouteRef,
  matchRoute,
  newIssueRouteRef,
  registerRoutes,
  resetRoutes,
  RouteNotFoundError,
  subscribeRoutes,
} from 'shared-kernel/routing';

afterEach(() => resetRoutes());

describe('route refs', () => {
  it('build GitLab addresses from the default paths', () => {
    expect(hrefOf(issueRouteRef, { fullPath: 'gitlab-org/gitlab', iid: 3 })).toBe('/gitlab-org/gitlab/-/issues/3');
    expect(hrefOf(epicRouteRef, { groupPath: 'gitlab-org/platform', iid: 7 }, { hash: 'note_1' })).toBe('/groups/gitlab-org/platform/-/epics/7#note_1');
    expect(hrefOf(newIssueRouteRef, { fullPath: 'g/p' }, { query: { add_related_issue: 3, 'issue[issue_type]': undefined } })).toBe(
      '/g/p/-/issues/new?add_related_issue=3',
    );
  });

  it('follow the registered route of their id, which replaces the default', () => {
    const seen: number[] = [];
    const stop = subscribeRoutes(() => seen.push(getRegisteredRoutes().length));
    const unregister = registerRoutes([{ id: 'issue', path: '/-/p/:fullPath+/issue/:iid(number)' }]);
    expect(hrefOf(issueRouteRef, { fullPath: 'g/p', iid: 1 })).toBe('/-/p/g/p/issue/1');
    unregister();
    expect(hrefOf(issueRouteRef, { fullPath: 'g/p', iid: 1 })).toBe('/g/p/-/issues/1');
    expect(seen).toEqual([1, 0]);
    stop();
  });

  it('a later registration of an id wins; removing the earlier one leaves it', () => {
    const first = registerRoutes([{ id: 'x', path: '/one' }]);
    registerRoutes([{ id: 'x', path: '/two' }]);
    first();
    expect(hrefOf('x')).toBe('/two');
  });

  it('without a default, resolve only once a route of their id is registered', () => {
    const trialRef = createRouteRef({ id: 'trial.status', params: ['groupPath'] });
    expect(() => hrefOf(trialRef, { groupPath: 'g' })).toThrow(RouteNotFoundError);
    registerRoutes([{ id: 'trial.status', path: '/groups/:groupPath+/-/trial' }]);
    expect(hrefOf(trialRef, { groupPath: 'g' })).toBe('/groups/g/-/trial');
  });

  it('refuse a default path whose parameters differ from the declared ones', () => {
    expect(() => createRouteRef({ id: 'bad', params: ['fullPath'], path: '/:fullPath+/-/issues/:iid(number)' })).toThrow('takes fullPath, iid');
  });

  it('registering checks the patterns', () => {
    expect(() => registerRoutes([{ id: 'bad', path: 'no-slash' }])).toThrow('must start with "/"');
  });
});

describe('matchRoute', () => {
  const routes = [
    { id: 'namespace', path: '/:fullPath+' },
    { id: 'group', path: '/groups/:fullPath+' },
    { id: 'issue.new', path: '/:fullPath+/-/issues/new' },
    { id: 'issue', path: '/:fullPath+/-/issues/:iid(number)' },
    { id: 'first', path: '/same/:a' },
    { id: 'second', path: '/same/:b' },
  ];

  it('picks the most specific match, the first listed on a tie', () => {
    expect(matchRoute(routes, '/groups/gitlab-org')).toEqual({ route: routes[1], params: { fullPath: 'gitlab-org' } });
    expect(matchRoute(routes, '/g/p/-/issues/new')?.route.id).toBe('issue.new');
    expect(matchRoute(routes, '/g/p/-/issues/2')?.params).toEqual({ fullPath: 'g/p', iid: 2 });
    expect(matchRoute(routes, '/same/x')?.route.id).toBe('first');
    expect(matchRoute(routes, '/g/-/nothing')).toBeNull();
  });
});
