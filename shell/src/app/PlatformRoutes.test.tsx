import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import type { ModuleEntry } from 'shared-kernel/registry';
import { navigate } from 'shared-kernel/routing';
import { fakeSession } from 'shared-kernel/testing';
import { RouterNavigator } from '../routing/RouterNavigator';

// The runtime and the loader are the edges of this unit: doubles stand in for the network.
const loadExposed = vi.fn();
vi.mock('../modules/loadExposed', () => ({ loadExposed: (...args: unknown[]) => loadExposed(...args) }));
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), registerPlugins: vi.fn(), loadRemote: vi.fn() }));
const registry: { snapshot: { status: string; modules: ModuleEntry[]; problems: []; url: string } } = {
  snapshot: { status: 'ready', modules: [], problems: [], url: '/-/registry.json' },
};
vi.mock('../modules/registryStore', () => ({
  getRegistrySnapshot: () => registry.snapshot,
  subscribeRegistry: () => () => {},
}));

const { PlatformRoutes } = await import('./PlatformRoutes');

const issueModule: ModuleEntry = {
  name: 'mf_issue',
  manifest: 'http://localhost:8081/mf-manifest.json',
  version: '1.0.0',
  enabled: true,
  slots: ['issue.main', 'trial.page'],
  exposes: { 'issue.main': './IssueApp', 'trial.page': './TrialPage' },
};

/** A slot component that shows the props the shell gave it. */
const showProps = { default: (props: Record<string, unknown>) => <pre aria-label="Slot props">{JSON.stringify(props)}</pre> };

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <RouterNavigator />
      <PlatformRoutes />
    </BrowserRouter>,
  );
}

describe('PlatformRoutes', () => {
  beforeEach(() => {
    fakeSession(null);
    loadExposed.mockReset().mockResolvedValue(showProps);
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    registry.snapshot = { ...registry.snapshot, status: 'ready', modules: [] };
  });

  it('frames a built-in slot page: title, crumbs and the props its slots receive', async () => {
    registry.snapshot = { ...registry.snapshot, modules: [issueModule] };
    renderAt('/gitlab-org/sub/gitlab/-/issues/incident/3');
    expect(await screen.findByLabelText('Slot props')).toHaveTextContent('{"fullPath":"gitlab-org/sub/gitlab","iid":3,"issueType":"incident"}');
    expect(document.title).toBe('Incident #3 · gitlab-org/sub/gitlab · Platform');
    expect(screen.getByRole('link', { name: 'gitlab' })).toHaveAttribute('href', '/gitlab-org/sub/gitlab');
    expect(loadExposed).toHaveBeenCalledWith(issueModule, './IssueApp', false);
  });

  it('shows a page a registry entry declares, and follows navigation to it', async () => {
    registry.snapshot = {
      ...registry.snapshot,
      modules: [
        {
          ...issueModule,
          routes: [
            {
              id: 'trial.status',
              path: '/groups/:groupPath+/-/trial',
              title: 'Trial · {groupPath}',
              crumbs: [{ label: '{groupPath|last}', to: '/groups/{groupPath}' }, { label: 'Trial' }],
              slots: [{ slot: 'trial.page', label: 'Trial status', required: true }],
              props: { namespacePath: '{groupPath}' },
            },
          ],
        },
      ],
    };
    renderAt('/');
    act(() => navigate('/groups/gitlab-org/platform/-/trial'));
    expect(await screen.findByLabelText('Slot props')).toHaveTextContent('{"groupPath":"gitlab-org/platform","namespacePath":"gitlab-org/platform"}');
    expect(document.title).toBe('Trial · gitlab-org/platform · Platform');
    expect(loadExposed).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf_issue' }), './TrialPage', false);
  });

  it('waits for the registry before calling an unknown address not found', async () => {
    registry.snapshot = { ...registry.snapshot, status: 'loading' };
    const view = renderAt('/groups/gitlab-org/-/trial');
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    registry.snapshot = { ...registry.snapshot, status: 'ready' };
    view.rerender(
      <BrowserRouter>
        <PlatformRoutes />
      </BrowserRouter>,
    );
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
