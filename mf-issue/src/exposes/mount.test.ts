import { act, screen } from '@testing-library/react';
import { resetPlatformConfig } from 'shared-kernel/api';
import { fakeIssue, fakeSession } from '../test/fakes';
import { fakeIssueApi } from '../test/fakeIssueApi';
import { mount } from './mount';

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
  it('mounts the themed issue page against the configured API and cleans up', async () => {
    fakeSession('developer');
    const { urls } = fakeIssueApi({ issue: fakeIssue({ title_html: 'Mounted' }) });
    const app = await act(async () => mount(element, { fullPath: 'gitlab-org/gitlab', iid: 1, platform: { apiBaseUrl: 'http://api.example.test' } }));

    expect(await screen.findByText('Mounted')).toBeInTheDocument();
    expect(urls[0]).toBe('http://api.example.test/gitlab-org/gitlab/-/issues/1.json');
    expect(element).toHaveAttribute('data-color-mode', 'light');

    act(() => app.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(element).toHaveAttribute('data-color-mode', 'dark');
    expect(() => app.unmount()).not.toThrow();
  });
});
