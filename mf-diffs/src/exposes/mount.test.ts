import { act, screen } from '@testing-library/react';
import { resetPlatformConfig } from 'shared-kernel/api';
import { fakeSession } from 'shared-kernel/testing';
import { PROJECT } from '../test/diffFixtures';
import { fakeMergeRequest, fakeMergeRequestApi } from '../test/fakeMergeRequestApi';
import { mount } from './mount';

let element: HTMLElement;

beforeEach(() => {
  element = document.createElement('div');
  document.body.append(element);
});

afterEach(() => {
  element.remove();
  resetPlatformConfig();
});

describe('mount (framework-neutral entry)', () => {
  it('mounts the merge request page against the configured API, switches to the Changes tab and cleans up', async () => {
    fakeSession('developer');
    const { requests, urls } = fakeMergeRequestApi({ mr: fakeMergeRequest({ title_html: 'Mounted merge request' }) });
    const app = await act(async () => mount(element, { fullPath: PROJECT, iid: 1, platform: { apiBaseUrl: 'http://api.example.test' } }));
    expect(await screen.findByText('Mounted merge request')).toBeInTheDocument();
    expect(urls[0]).toBe(`http://api.example.test/${PROJECT}/-/merge_requests/1.json`);

    await act(async () => app.update({ page: 'diffs', fullPath: PROJECT, iid: 1 }));
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toContain(`/${PROJECT}/-/merge_requests/1/diffs_metadata.json`));

    act(() => app.unmount());
    expect(element).toBeEmptyDOMElement();
  });
});
