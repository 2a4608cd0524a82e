import { act, screen, waitFor } from '@testing-library/react';
import { resetPlatformConfig } from 'shared-kernel/api';
import { TODAY } from '../features/trial-status/testTrials';
import { fakeSession } from 'shared-kernel/testing';
import { fakeTrialApi } from '../test/fakes';
import { mount } from './mount';

let element: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  element = document.createElement('div');
  element.setAttribute('data-color-mode', 'dark');
  document.body.append(element);
});

afterEach(() => {
  vi.useRealTimers();
  element.remove();
  resetPlatformConfig();
});

describe('mount (framework-neutral entry)', () => {
  it('mounts the themed widget, configured for the platform given', async () => {
    fakeSession('owner');
    const { urls } = fakeTrialApi();
    const widget = await act(async () =>
      mount(element, { namespacePath: 'gitlab-org', platform: { apiBaseUrl: 'http://api.example.test' } }),
    );

    const link = await screen.findByRole('link', { name: 'Ultimate Trial Day 12/30' });
    expect(link).toHaveAttribute('href', 'http://api.example.test/groups/gitlab-org/-/billings');
    expect(urls[0]).toBe('http://api.example.test/api/v4/namespaces/gitlab-org/gitlab_subscription');
    expect(element).toHaveAttribute('data-color-mode', 'light');
    expect(element).toHaveAttribute('data-light-theme', 'light');
    expect(element.querySelector('[data-component="BaseStyles"]')).not.toBeNull();

    act(() => widget.unmount());
  });

  it('re-renders on update and cleans up on unmount', async () => {
    fakeSession('owner');
    fakeTrialApi();
    const widget = await act(async () => mount(element, { namespacePath: 'gitlab-org' }));
    await screen.findByRole('link', { name: 'Ultimate Trial Day 12/30' });

    await act(async () => widget.update({ namespacePath: 'acme-corp' }));
    expect(await screen.findByRole('link', { name: 'Your 30-day trial has ended' })).toHaveAttribute(
      'href',
      '/groups/acme-corp/-/billings',
    );

    act(() => widget.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(element).toHaveAttribute('data-color-mode', 'dark');
    expect(element).not.toHaveAttribute('data-light-theme');

    // A second unmount, or an update after unmounting, does nothing.
    expect(() => widget.unmount()).not.toThrow();
    widget.update({ namespacePath: 'gitlab-org' });
    await waitFor(() => expect(element).toBeEmptyDOMElement());
  });

  it('renders nothing for an anonymous visitor', async () => {
    fakeSession(null);
    const { adapter } = fakeTrialApi();
    const widget = await act(async () => mount(element, {}));
    expect(screen.queryByRole('region', { name: 'Trial status' })).not.toBeInTheDocument();
    expect(element).toHaveTextContent('');
    expect(adapter).not.toHaveBeenCalled();
    act(() => widget.unmount());
  });
});
