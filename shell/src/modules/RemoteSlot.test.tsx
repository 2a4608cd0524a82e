import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isFirstContentShown, resetFirstContent } from 'shared-kernel/first-content';
import type { ModuleEntry } from 'shared-kernel/registry';
import { forgetLoadedComponents } from '../lib/useLoaded';

// The runtime and the loader are the edges of this unit: doubles stand in for the network.
const loadExposed = vi.fn();
vi.mock('./loadExposed', () => ({ loadExposed: (...args: unknown[]) => loadExposed(...args) }));
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), registerPlugins: vi.fn(), loadRemote: vi.fn() }));
const registry: { snapshot: { status: string; modules: ModuleEntry[]; problems: []; url: string } } = {
  snapshot: { status: 'ready', modules: [], problems: [], url: '/-/registry.json' },
};
vi.mock('./registryStore', () => ({
  getRegistrySnapshot: () => registry.snapshot,
  subscribeRegistry: () => () => {},
}));

const { RemoteSlot } = await import('./RemoteSlot');

const trial: ModuleEntry = {
  name: 'mf_trial',
  manifest: 'http://localhost:8085/mf-manifest.json',
  version: '1.0.0',
  enabled: true,
  slots: ['nav.trial'],
  exposes: { 'nav.trial': './TrialWidget' },
};

describe('RemoteSlot', () => {
  beforeEach(() => {
    forgetLoadedComponents();
    loadExposed.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders the module registered for the slot with the given props', async () => {
    registry.snapshot = { ...registry.snapshot, modules: [trial] };
    loadExposed.mockResolvedValue({ default: ({ namespacePath }: { namespacePath: string }) => <p>trial of {namespacePath}</p> });
    render(<RemoteSlot slot="nav.trial" label="Trial status" props={{ namespacePath: 'gitlab-org' }} />);
    expect(await screen.findByText('trial of gitlab-org')).toBeInTheDocument();
    expect(loadExposed).toHaveBeenCalledWith(trial, './TrialWidget', false);
  });

  it('loads an afterFirstContent slot once the first content is on screen, and holds the signal for a page slot while it loads', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    resetFirstContent();
    registry.snapshot = { ...registry.snapshot, modules: [trial] };
    let arrive = (_module: unknown) => {};
    loadExposed.mockImplementation((_entry: ModuleEntry, expose: string) =>
      expose === './TrialWidget' ? Promise.resolve({ default: () => <p>trial widget</p> }) : new Promise((resolve) => (arrive = resolve)),
    );
    const pageEntry: ModuleEntry = { ...trial, name: 'mf_page', slots: ['issue.main'], exposes: { 'issue.main': './IssueApp' } };
    registry.snapshot = { ...registry.snapshot, modules: [trial, pageEntry] };
    render(
      <>
        <RemoteSlot slot="nav.trial" label="Trial status" afterFirstContent />
        <RemoteSlot slot="issue.main" label="Issue" required />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: 'Loading Trial status' })).toBeInTheDocument();
    expect(loadExposed).not.toHaveBeenCalledWith(trial, './TrialWidget', false);
    expect(isFirstContentShown()).toBe(false);
    await act(async () => arrive({ default: () => <p>the issue</p> }));
    expect(await screen.findByText('the issue')).toBeInTheDocument();
    expect(await screen.findByText('trial widget')).toBeInTheDocument();
    expect(isFirstContentShown()).toBe(true);
  });

  it('contains a failure with Retry, which loads the module afresh', async () => {
    registry.snapshot = { ...registry.snapshot, modules: [trial] };
    loadExposed.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: () => <p>back</p> });
    render(<RemoteSlot slot="nav.trial" label="Trial status" />);
    expect(await screen.findByText('Trial status could not be loaded')).toBeInTheDocument();
    // Primer's Banner renders its action for narrow and wide layouts; CSS hides one (jsdom has no CSS).
    await act(() => userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!));
    expect(await screen.findByText('back')).toBeInTheDocument();
    expect(loadExposed).toHaveBeenLastCalledWith(trial, './TrialWidget', true);
  });

  it('says a page module is not installed, or disabled, and renders nothing for an optional slot', () => {
    registry.snapshot = { ...registry.snapshot, modules: [] };
    const { container, rerender } = render(<RemoteSlot slot="nav.trial" label="Trial status" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RemoteSlot slot="issue.main" label="Issue" required />);
    expect(screen.getByRole('heading', { name: 'Module not installed' })).toBeInTheDocument();
    registry.snapshot = { ...registry.snapshot, modules: [{ ...trial, name: 'mf_issue', enabled: false, slots: ['issue.main'] }] };
    rerender(<RemoteSlot slot="issue.main" label="Issue" required key="again" />);
    expect(screen.getByRole('heading', { name: 'Module disabled' })).toBeInTheDocument();
  });
});
