import { describe, expect, it } from 'vitest';
import { fakeRestApi } from 'shared-kernel/testing';
import { resolveNamespace } from './resolveNamespace';

const group = { id: 9, name: 'GitLab.org', path: 'gitlab-org', full_path: 'gitlab-org', full_name: 'GitLab.org', description: null, visibility: 'public', web_url: '/groups/gitlab-org', parent_id: null };

describe('resolveNamespace', () => {
  it('a root-level path: the project first, then the group', async () => {
    const { urls } = fakeRestApi(({ path }) => (path === '/api/v4/groups/gitlab-org' ? { status: 200, data: group } : { status: 404, data: { message: '404 Project Not Found' } }));
    expect(await resolveNamespace('gitlab-org')).toEqual({ kind: 'group', group });
    expect(urls).toEqual(['/api/v4/projects/gitlab-org', '/api/v4/groups/gitlab-org']);
  });

  it('/groups/:path asks for the group only, by its own path', async () => {
    const { urls } = fakeRestApi(({ path }) => (path === '/api/v4/groups/gitlab-org%2Fplatform' ? { status: 200, data: group } : { status: 404, data: {} }));
    expect(await resolveNamespace('gitlab-org/platform', undefined, { groupOnly: true })).toEqual({ kind: 'group', group });
    expect(urls).toEqual(['/api/v4/groups/gitlab-org%2Fplatform']);
  });

  it('neither: missing', async () => {
    fakeRestApi(() => ({ status: 404, data: { message: '404 Not Found' } }));
    expect(await resolveNamespace('nobody')).toEqual({ kind: 'missing' });
  });
});
