import { holdFirstContent, isFirstContentShown, resetFirstContent } from 'shared-kernel/first-content';
import { fakeSession } from 'shared-kernel/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { fakeIssueApi } from '../test/fakeIssueApi';
import IssueApp from '../exposes/IssueApp';

function renderApp() {
  return render(
    <ThemeProvider>
      <IssueApp fullPath="gitlab-org/gitlab" iid={1} />
    </ThemeProvider>,
  );
}

describe('IssueAwards', () => {
  it('toggles through toggle_award_emoji and reads the awards with per_page=100', async () => {
    fakeSession('developer');
    const { urls, adapter } = fakeIssueApi();
    renderApp();
    const thumbsUp = await screen.findByRole('button', { name: /^thumbsup/ });
    await waitFor(() => expect(adapter.mock.results.filter((r) => r.type === 'return').length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(thumbsUp);
    expect(thumbsUp).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(urls.filter((url) => url.endsWith('/toggle_award_emoji'))).toHaveLength(1));
    expect(adapter.mock.calls.find(([config]) => config.url?.endsWith('/toggle_award_emoji'))?.[0].data).toBe('{"name":"thumbsup"}');
    await waitFor(() => expect(urls.filter((url) => url.includes('/award_emoji?') || url.endsWith('/award_emoji')).length).toBeGreaterThan(1));
    expect(thumbsUp).toHaveAttribute('aria-pressed', 'true');
    expect(urls.some((url) => url.includes('/api/v4/projects/gitlab-org%2Fgitlab/issues/1/award_emoji'))).toBe(true);
  });

  it('reverts a failed toggle and says "Something went wrong on our end."', async () => {
    fakeSession('developer');
    fakeIssueApi({ override: ({ path }) => (path.endsWith('/toggle_award_emoji') ? { status: 500, data: {} } : undefined) });
    renderApp();
    const thumbsDown = await screen.findByRole('button', { name: /^thumbsdown/ });
    fireEvent.click(thumbsDown);
    expect(await screen.findByText('Something went wrong on our end.')).toBeInTheDocument();
    expect(thumbsDown).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the issue page before its first content is on screen', () => {
  it('holds the signal until the issue is shown; awards and linked items are read after it', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    resetFirstContent();
    fakeSession('developer');
    const { urls } = fakeIssueApi();
    // The rest of the page (its discussions) is not on screen yet.
    const releaseRest = holdFirstContent();
    renderApp();
    expect(await screen.findByRole('button', { name: /^thumbsup/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const secondary = () => urls.filter((url) => url.includes('/award_emoji') || url.endsWith('/links'));
    expect(secondary()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Linked items' })).not.toBeInTheDocument();
    // Their place is kept (the section's box and header height), hidden from assistive technology.
    expect(screen.getByTestId('linked-items-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(isFirstContentShown()).toBe(false);
    releaseRest();
    await waitFor(() => expect(isFirstContentShown()).toBe(true));
    expect(await screen.findByRole('region', { name: 'Linked items' })).toBeInTheDocument();
    expect(screen.queryByTestId('linked-items-placeholder')).not.toBeInTheDocument();
    await waitFor(() => expect(secondary()).toHaveLength(2));
  });
});
