import { describe, expect, it } from 'vitest';
import { ACCESS, ancestorPaths, effectiveGroupAccess, effectiveProjectAccess } from './memberships/rules.ts';
import { canCreateProjectInGroup, canReadProject, pathFromName, visibilityAllowedInGroup, type Visibility } from './projects/rules.ts';
import { canReadGroup } from './groups/rules.ts';
import { canReadIssue, defaultIssueScope } from './issues/rules.ts';
import { canReadSubscription, isTrialActive } from './subscriptions/rules.ts';

const user = { id: 2, isAdmin: false };
const admin = { id: 1, isAdmin: true };

describe('memberships', () => {
  it('inherits the highest level down the group path', () => {
    expect(ancestorPaths('a/b/c')).toEqual(['a', 'a/b']);
    const direct = new Map([
      ['a', ACCESS.GUEST],
      ['a/b', ACCESS.DEVELOPER],
    ]);
    expect(effectiveGroupAccess('a/b/c', direct)).toBe(ACCESS.DEVELOPER);
    expect(effectiveGroupAccess('a', direct)).toBe(ACCESS.GUEST);
    expect(effectiveGroupAccess('ab', direct)).toBe(ACCESS.NO_ACCESS);
    expect(effectiveProjectAccess(ACCESS.MAINTAINER, ACCESS.GUEST)).toBe(ACCESS.MAINTAINER);
    expect(effectiveProjectAccess(undefined, ACCESS.REPORTER)).toBe(ACCESS.REPORTER);
  });
});

describe('visibility', () => {
  const cases: [Visibility, typeof user | null, number, boolean][] = [
    ['public', null, 0, true],
    ['internal', null, 0, false],
    ['internal', user, 0, true],
    ['private', null, 0, false],
    ['private', user, 0, false],
    ['private', user, ACCESS.GUEST, true],
    ['private', admin, 0, true],
  ];
  it.each(cases)('%s for %j at level %i → %s', (visibility, viewer, level, expected) => {
    expect(canReadProject(viewer, { visibility }, level)).toBe(expected);
    expect(canReadGroup(viewer, { visibility }, level)).toBe(expected);
  });

  it('project creation and visibility limits', () => {
    expect(canCreateProjectInGroup(null, ACCESS.OWNER)).toBe(false);
    expect(canCreateProjectInGroup(user, ACCESS.DEVELOPER)).toBe(false);
    expect(canCreateProjectInGroup(user, ACCESS.MAINTAINER)).toBe(true);
    expect(canCreateProjectInGroup(admin, 0)).toBe(true);
    expect(visibilityAllowedInGroup('public', 'private')).toBe(false);
    expect(visibilityAllowedInGroup('private', 'public')).toBe(true);
    expect(pathFromName('  My New Project! ')).toBe('my-new-project');
  });
});

describe('issues', () => {
  const confidential = { confidential: true, authorId: 5 };
  it('confidential issues: reporter+, author, assignees, admin', () => {
    expect(canReadIssue(null, { confidential: false, authorId: 5 }, 0, undefined)).toBe(true);
    expect(canReadIssue(null, confidential, 0, undefined)).toBe(false);
    expect(canReadIssue(user, confidential, ACCESS.GUEST, undefined)).toBe(false);
    expect(canReadIssue(user, confidential, ACCESS.REPORTER, undefined)).toBe(true);
    expect(canReadIssue({ id: 5, isAdmin: false }, confidential, 0, undefined)).toBe(true);
    expect(canReadIssue(admin, confidential, 0, undefined)).toBe(true);
    expect(canReadIssue(user, confidential, ACCESS.GUEST, new Set([user.id]))).toBe(true);
    expect(canReadIssue(user, confidential, 0, new Set([user.id + 1]))).toBe(false);
    expect(canReadIssue(null, confidential, 0, new Set([user.id]))).toBe(false);
    expect(defaultIssueScope(null)).toBe('all');
    expect(defaultIssueScope(user)).toBe('created_by_me');
  });
});

describe('subscriptions', () => {
  it('members and admins read billing; trial dates are inclusive', () => {
    expect(canReadSubscription(null, 50)).toBe(false);
    expect(canReadSubscription(user, 0)).toBe(false);
    expect(canReadSubscription(user, ACCESS.GUEST)).toBe(true);
    expect(canReadSubscription(admin, 0)).toBe(true);
    const trial = { trial: true, trialStartsOn: '2026-01-01', trialEndsOn: '2026-01-30' };
    expect(isTrialActive(trial, '2026-01-30')).toBe(true);
    expect(isTrialActive(trial, '2026-01-31')).toBe(false);
    expect(isTrialActive(trial, '2025-12-31')).toBe(false);
    expect(isTrialActive({ ...trial, trial: false }, '2026-01-15')).toBe(false);
  });
});
