import { act, screen } from '@testing-library/react';
import { resetPlatformConfig } from 'shared-kernel/api';
import { fakeSession } from 'shared-kernel/testing';
import { fakeEpic, fakeEpicApi } from '../epic/test/fakeEpicApi';
import type * as ApiModule from 'shared-kernel/api';
import { mount } from './mount';

// The epic page's sidebar asks GraphQL for its colour and participants: answered here without a client.
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
  it('mounts the themed epic page against the configured API, updates and cleans up', async () => {
    fakeSession('developer');
    const { requests, urls } = fakeEpicApi({ epic: fakeEpic({ title_html: 'Mounted epic' }) });
    const app = await act(async () => mount(element, { groupPath: 'gitlab-org', iid: 2, platform: { apiBaseUrl: 'http://api.example.test' } }));

    expect(await screen.findByText('Mounted epic')).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/groups/gitlab-org/-/epics/2.json');
    expect(urls[0]).toBe('http://api.example.test/groups/gitlab-org/-/epics/2.json');
    expect(element).toHaveAttribute('data-color-mode', 'light');

    await act(async () => app.update({ page: 'epic', groupPath: 'gitlab-org', iid: 5 }));
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toContain('/groups/gitlab-org/-/epics/5.json'));

    act(() => app.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(element).toHaveAttribute('data-color-mode', 'dark');
    expect(() => app.unmount()).not.toThrow();
  });
});
