import { act, render, screen } from '@testing-library/react';
import { TODAY } from '../features/trial-status/testTrials';
import { fakeSession } from 'shared-kernel/testing';
import { fakeTrialApi } from '../test/fakes';
import TrialWidget from './TrialWidget';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TrialWidget (the nav.trial slot component)', () => {
  it("shows the namespace's trial through the page's REST client", async () => {
    fakeSession('owner');
    const { urls } = fakeTrialApi();
    render(<TrialWidget namespacePath="gitlab-org/gitlab" />);
    expect(await screen.findByRole('link', { name: 'Ultimate Trial Day 12/30' })).toBeInTheDocument();
    expect(urls).toEqual(['/api/v4/namespaces/gitlab-org/gitlab_subscription']);
  });

  it('renders nothing for an anonymous visitor, without a request', () => {
    fakeSession(null);
    const { adapter } = fakeTrialApi();
    const { container } = render(<TrialWidget namespacePath="gitlab-org" />);
    expect(container).toBeEmptyDOMElement();
    expect(adapter).not.toHaveBeenCalled();
  });

  it('renders nothing for a group without a trial', async () => {
    fakeSession('owner');
    const { adapter } = fakeTrialApi();
    const { container } = render(<TrialWidget namespacePath="no-trial-group" />);
    // Let the request and the re-render it causes settle.
    await act(async () => {
      await vi.waitFor(() => expect(adapter).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container).toBeEmptyDOMElement();
  });
});
