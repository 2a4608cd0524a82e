import { act, screen } from '@testing-library/react';
import { expectMountContract, fakeRestApi, fakeSession } from 'shared-kernel/testing';
import { fakeEpic, fakeEpicApi } from '../epic/test/fakeEpicApi';
import type * as ApiModule from 'shared-kernel/api';
import { mount } from './mount';

// The epic page's sidebar asks GraphQL for its colour and participants: answered here without a client.
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlQuery: vi.fn(async () => ({ group: null })), graphqlMutate: vi.fn() }));

describe('mount (framework-neutral entry)', () => {
  it('keeps the mount contract with the epic page: themed, against the configured API, updated, cleaned up', async () => {
    fakeSession('developer');
    const { urls } = fakeEpicApi({ epic: fakeEpic({ title_html: 'Mounted epic' }) });
    await expectMountContract({
      mount,
      props: { groupPath: 'gitlab-org', iid: 2, platform: { apiBaseUrl: 'http://api.example.test' } },
      shows: 'Mounted epic',
      urls: () => urls,
      firstPath: '/groups/gitlab-org/-/epics/2.json',
      update: { props: { page: 'epic', groupPath: 'gitlab-org', iid: 5 }, path: '/groups/gitlab-org/-/epics/5.json' },
    });
  });

  it('mounts the epics list with page: epic-list', async () => {
    fakeSession(null);
    const paths: string[] = [];
    fakeRestApi((request) => {
      paths.push(request.path);
      return { status: 200, data: [], headers: { 'x-total': '0', 'x-total-pages': '1' } };
    });
    const element = document.createElement('div');
    document.body.append(element);
    const app = await act(async () => mount(element, { page: 'epic-list', groupPath: 'gitlab-org' }));
    expect(await screen.findByText('There are no open epics')).toBeInTheDocument();
    expect(paths).toContain('/api/v4/groups/gitlab-org/epics');
    act(() => app.unmount());
    element.remove();
  });
});
