import { expectMountContract, fakeRestApi, fakeSession } from 'shared-kernel/testing';
import { act, screen } from '@testing-library/react';
import { resetPlatformConfig } from 'shared-kernel/api';
import { fakeIssue } from '../test/fakeIssue';
import { fakeIssueApi } from '../test/fakeIssueApi';
import type * as ApiModule from 'shared-kernel/api';
import { mount } from './mount';

// GraphQL reads are answered here without a client.
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlQuery: vi.fn(async () => ({ group: null })), graphqlMutate: vi.fn() }));

let element: HTMLElement;

beforeEach(() => {
  element = document.createElement('div');
  element.setAttribute('data-color-mode', 'dark');
  document.body.append(element);
});

afterEach(() => {
  element.remove();
  resetPlatformConfig();
});

describe('mount (framework-neutral entry)', () => {
  it('keeps the mount contract with the issue page: themed, against the configured API, cleaned up', async () => {
    fakeSession('developer');
    const { urls } = fakeIssueApi({ issue: fakeIssue({ title_html: 'Mounted' }) });
    await expectMountContract({
      mount,
      props: { fullPath: 'gitlab-org/gitlab', iid: 1, platform: { apiBaseUrl: 'http://api.example.test' } },
      shows: 'Mounted',
      urls: () => urls,
      firstPath: '/gitlab-org/gitlab/-/issues/1.json',
    });
  });

  it('mounts the new-issue form with page: new-issue, and switches pages on update', async () => {
    fakeSession('developer');
    const requests: string[] = [];
    fakeRestApi((request) => {
      requests.push(request.path);
      if (request.path === '/api/v4/projects/gitlab-org%2Fgitlab') {
        return { status: 200, data: { id: 1, name_with_namespace: 'GitLab.org / GitLab', path_with_namespace: 'gitlab-org/gitlab', visibility: 'public', archived: false, permissions: { project_access: null, group_access: { access_level: 30 } } } };
      }
      if (request.path === '/api/v4/projects/gitlab-org%2Fgitlab/templates/issues') return { status: 200, data: [] };
      return { status: 404, data: { message: '404 Not Found' } };
    });
    const app = await act(async () => mount(element, { page: 'new-issue', fullPath: 'gitlab-org/gitlab' }));

    expect(await screen.findByRole('button', { name: 'Create issue' })).toBeInTheDocument();
    expect(requests).toContain('/api/v4/projects/gitlab-org%2Fgitlab');
    act(() => app.unmount());
  });
});
