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

  it('one segment that is neither: the user of that username', async () => {
    const user = { id: 3, username: 'ada', name: 'Ada', state: 'active', avatar_url: null, web_url: '/ada' };
    const { urls } = fakeRestApi(({ path, params }) => (path === '/api/v4/users' && params['username'] === 'ada' ? { status: 200, data: [user] } : path === '/api/v4/users' ? { status: 200, data: [] } : { status: 404, data: {} }));
    expect(await resolveNamespace('ada')).toEqual({ kind: 'user', user });
    expect(urls).toEqual(['/api/v4/projects/ada', '/api/v4/groups/ada', '/api/v4/users']);
    expect(await resolveNamespace('nobody')).toEqual({ kind: 'missing' });
    expect(await resolveNamespace('a/b')).toEqual({ kind: 'missing' });
  });

  it('neither: missing', async () => {
    fakeRestApi(() => ({ status: 404, data: { message: '404 Not Found' } }));
    expect(await resolveNamespace('nobody')).toEqual({ kind: 'missing' });
  });
});
