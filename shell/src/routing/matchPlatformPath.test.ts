import { describe, expect, it } from 'vitest';
import { matchPlatformPath } from './matchPlatformPath';

describe('matchPlatformPath', () => {
  it.each([
    ['/', { kind: 'dashboard' }],
    ['/users/sign_in', { kind: 'sign_in' }],
    ['/-/modules', { kind: 'modules' }],
    ['/dashboard/projects', { kind: 'dashboard_section', section: 'projects' }],
    ['/dashboard/groups', { kind: 'dashboard_section', section: 'groups' }],
    ['/dashboard/issues', { kind: 'dashboard_section', section: 'issues' }],
    ['/gitlab-org/gitlab/-/issues', { kind: 'project_issues', fullPath: 'gitlab-org/gitlab' }],
    ['/gitlab-org/gitlab/-/issues/new', { kind: 'new_issue', fullPath: 'gitlab-org/gitlab' }],
    ['/gitlab-org/gitlab/-/issues/12', { kind: 'issue', fullPath: 'gitlab-org/gitlab', iid: 12, issueType: 'issue' }],
    [
      '/gitlab-org/platform/infrastructure/-/issues/incident/3',
      { kind: 'issue', fullPath: 'gitlab-org/platform/infrastructure', iid: 3, issueType: 'incident' },
    ],
    ['/groups/gitlab-org/platform/-/epics/7', { kind: 'epic', groupPath: 'gitlab-org/platform', iid: 7 }],
    ['/gitlab-org/gitlab/-/merge_requests/5', { kind: 'merge_request', fullPath: 'gitlab-org/gitlab', iid: 5, tab: 'overview' }],
    ['/gitlab-org/gitlab/-/merge_requests/5/diffs', { kind: 'merge_request', fullPath: 'gitlab-org/gitlab', iid: 5, tab: 'diffs' }],
    ['/groups/gitlab-org', { kind: 'group', fullPath: 'gitlab-org' }],
    ['/gitlab-org/gitlab/', { kind: 'namespace', fullPath: 'gitlab-org/gitlab' }],
  ])('%s', (path, expected) => {
    expect(matchPlatformPath(path)).toEqual(expected);
  });

  it.each(['/gitlab-org/gitlab/-/issues/abc', '/gitlab-org/-/unknown', '/groups/x/-/epics/'])('%s is not found', (path) => {
    expect(matchPlatformPath(path)).toEqual({ kind: 'not_found' });
  });
});
