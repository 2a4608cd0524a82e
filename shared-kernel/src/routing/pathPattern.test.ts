import { describe, expect, it } from 'vitest';
import { compilePathPattern, InvalidPathParamsError, InvalidPathPatternError, isPathPattern, matchPath, parseParamValue } from 'shared-kernel/routing';

describe('path patterns', () => {
  it('match namespace paths of any depth, ending at /-/', () => {
    const issue = '/:fullPath+/-/issues/:iid(number)';
    expect(matchPath(issue, '/gitlab-org/gitlab/-/issues/12')).toEqual({ fullPath: 'gitlab-org/gitlab', iid: 12 });
    expect(matchPath(issue, '/a/b/c/d/-/issues/1/')).toEqual({ fullPath: 'a/b/c/d', iid: 1 });
    expect(matchPath(issue, '/gitlab-org/gitlab/-/issues/abc')).toBeNull();
    expect(matchPath(issue, '/gitlab-org/-/x/-/issues/1')).toBeNull();
    expect(matchPath('/:fullPath+', '/gitlab-org/gitlab/-/issues')).toBeNull();
    expect(matchPath('/:fullPath+', '/my.group/sub_group/pro-ject')).toEqual({ fullPath: 'my.group/sub_group/pro-ject' });
  });

  it('types: numbers are safe integers, lists name the values allowed, text is decoded', () => {
    expect(matchPath('/x/:iid(number)', `/x/${'9'.repeat(20)}`)).toBeNull();
    expect(matchPath('/dashboard/:section(projects|groups|issues)', '/dashboard/groups')).toEqual({ section: 'groups' });
    expect(matchPath('/dashboard/:section(projects|groups|issues)', '/dashboard/todos')).toBeNull();
    expect(matchPath('/users/:name', '/users/J%C3%BCrgen')).toEqual({ name: 'Jürgen' });
    expect(matchPath('/users/:name', '/users/%E0%A4%A')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
  });

  it('build addresses and refuse missing or unfit values', () => {
    const issue = compilePathPattern('/:fullPath+/-/issues/:iid(number)');
    expect(issue.build({ fullPath: 'gitlab-org/sub/gitlab', iid: 4 })).toBe('/gitlab-org/sub/gitlab/-/issues/4');
    expect(issue.build({ fullPath: '/gitlab-org/gitlab/', iid: '4' })).toBe('/gitlab-org/gitlab/-/issues/4');
    expect(() => issue.build({ fullPath: 'gitlab-org/gitlab' })).toThrow(InvalidPathParamsError);
    expect(() => issue.build({ fullPath: 'gitlab-org/gitlab', iid: 'x' })).toThrow('must be a whole number');
    expect(() => issue.build({ fullPath: 'a/-/b', iid: 1 })).toThrow('not a namespace path');
    expect(compilePathPattern('/users/:name').build({ name: 'a b/c' })).toBe('/users/a%20b%2Fc');
    expect(() => compilePathPattern('/d/:s(a|b)').build({ s: 'c' })).toThrow('must be one of a, b');
  });

  it('rank literal segments over typed parameters over text over namespace paths', () => {
    const score = (path: string) => compilePathPattern(path).score;
    expect(score('/groups/:fullPath+')).toBeGreaterThan(score('/:fullPath+'));
    expect(score('/:fullPath+/-/issues/new')).toBeGreaterThan(score('/:fullPath+/-/issues/:iid(number)'));
    expect(score('/:fullPath+/-/issues/:iid(number)')).toBeGreaterThan(score('/:fullPath+/-/issues/:name'));
  });

  it('refuse patterns they cannot read', () => {
    for (const bad of ['issues', '/a/:', '/a/x:id', '/a/:id(regex.*)', '/:a/:a', '/:path+(number)', '/a b']) {
      expect(() => compilePathPattern(bad), bad).toThrow(InvalidPathPatternError);
      expect(isPathPattern(bad)).toBe(false);
    }
    expect(isPathPattern('/-/modules')).toBe(true);
  });

  it('parse query values by the same types', () => {
    expect(parseParamValue('number', '3')).toBe(3);
    expect(parseParamValue('number', '3a')).toBeUndefined();
    expect(parseParamValue(['incident'], 'incident')).toBe('incident');
    expect(parseParamValue(['incident'], 'issue')).toBeUndefined();
    expect(parseParamValue('string', null)).toBeUndefined();
  });
});
