// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRouteRef, issueRouteRef, registerRoutes, resetRoutes } from 'shared-kernel/routing';
import { useRouteRef } from 'shared-kernel/react';

afterEach(() => {
  cleanup();
  resetRoutes();
});

const trialRef = createRouteRef({ id: 'trial.status', params: ['groupPath'] });

function Links() {
  const issueHref = useRouteRef(issueRouteRef);
  const trialHref = useRouteRef(trialRef);
  return (
    <>
      <a href={issueHref({ fullPath: 'g/p', iid: 2 })}>Issue</a>
      {trialHref && <a href={trialHref({ groupPath: 'g' })}>Trial</a>}
    </>
  );
}

describe('useRouteRef', () => {
  it('builds addresses and follows the route table', () => {
    render(<Links />);
    expect(screen.getByRole('link', { name: 'Issue' })).toHaveAttribute('href', '/g/p/-/issues/2');
    // No default path and no route: the page is not installed, so there is nothing to link to.
    expect(screen.queryByRole('link', { name: 'Trial' })).not.toBeInTheDocument();

    act(() => {
      registerRoutes([
        { id: 'trial.status', path: '/groups/:groupPath+/-/trial' },
        { id: 'issue', path: '/:fullPath+/-/work_items/:iid(number)' },
      ]);
    });
    expect(screen.getByRole('link', { name: 'Trial' })).toHaveAttribute('href', '/groups/g/-/trial');
    expect(screen.getByRole('link', { name: 'Issue' })).toHaveAttribute('href', '/g/p/-/work_items/2');
  });
});
