import { act, render, screen } from '@testing-library/react';
import { TODAY } from '../features/trial-status/testTrials';
import { fakeGraphqlFetch, fakeSession } from '../test/fakes';
import TrialWidget from './TrialWidget';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TrialWidget (the nav.trial slot component)', () => {
  it("shows the namespace's trial through the page's Apollo Client", async () => {
    fakeSession('owner');
    const { urls } = fakeGraphqlFetch();
    render(<TrialWidget namespacePath="gitlab-org/gitlab" />);
    expect(await screen.findByRole('link', { name: 'Ultimate Trial Day 12/30' })).toBeInTheDocument();
    expect(urls).toEqual(['/api/graphql']);
  });

  it('renders nothing for an anonymous visitor, without a request', () => {
    fakeSession(null);
    const { fetch } = fakeGraphqlFetch();
    const { container } = render(<TrialWidget namespacePath="gitlab-org" />);
    expect(container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders nothing for a group without a trial', async () => {
    fakeSession('owner');
    const { fetch } = fakeGraphqlFetch();
    const { container } = render(<TrialWidget namespacePath="no-trial-group" />);
    // Let the request and the re-render it causes settle.
    await act(async () => {
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container).toBeEmptyDOMElement();
  });
});
