import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import { fakeSession } from 'shared-kernel/testing';
import { fakeIssueApi } from '../test/fakeIssueApi';
import IssueApp from './IssueApp';

const JSON_URL = '/gitlab-org/gitlab/-/issues/1.json';

describe('an issue the API does not show (404)', () => {
  it('asks the host for its 404 page instead of showing a load error', async () => {
    fakeSession('developer');
    fakeIssueApi({ override: ({ path }) => (path === JSON_URL ? { status: 404, data: { message: '404 Issue Not Found' } } : undefined) });
    const onNotFound = vi.fn();
    render(
      <ThemeProvider>
        <IssueApp fullPath="gitlab-org/gitlab" iid={1} onNotFound={onNotFound} />
      </ThemeProvider>,
    );
    await waitFor(() => expect(onNotFound).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it could not load the issue for other failures (no 404 page)', async () => {
    fakeSession('developer');
    fakeIssueApi({ override: ({ path }) => (path === JSON_URL ? { status: 500, data: { message: '500 Internal Server Error' } } : undefined) });
    const onNotFound = vi.fn();
    const { unmount } = render(
      <ThemeProvider>
        <IssueApp fullPath="gitlab-org/gitlab" iid={1} onNotFound={onNotFound} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while loading the issue. Please try again.');
    expect(onNotFound).not.toHaveBeenCalled();
    unmount();
  });
});
