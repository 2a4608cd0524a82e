import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleEntry } from 'shared-kernel/registry';

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
const { markPageShown, resetPageShown, MAX_DEFER_MS } = await import('./pageShown');

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

  it('says once when it has shown its module, its failure, or that nothing fills it', async () => {
    const issue: ModuleEntry = { ...trial, name: 'mf_issue', slots: ['issue.main'], exposes: { 'issue.main': './IssueApp' } };
    registry.snapshot = { ...registry.snapshot, modules: [issue] };
    let resolve: (module: unknown) => void = () => {};
    loadExposed.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const onShown = vi.fn();
    const { rerender } = render(<RemoteSlot slot="issue.main" label="Issue" required onShown={onShown} />);
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => resolve({ default: () => <p>the issue</p> }));
    expect(screen.getByText('the issue')).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
    rerender(<RemoteSlot slot="issue.main" label="Issue" required onShown={onShown} />);
    expect(onShown).toHaveBeenCalledTimes(1);

    const failed = vi.fn();
    loadExposed.mockRejectedValueOnce(new Error('offline'));
    render(<RemoteSlot slot="issue.main" label="Issue again" required onShown={failed} />);
    expect(await screen.findByText('Issue again could not be loaded')).toBeInTheDocument();
    expect(failed).toHaveBeenCalledTimes(1);

    const empty = vi.fn();
    render(<RemoteSlot slot="issue.notes" label="Discussion" onShown={empty} />);
    expect(empty).toHaveBeenCalledTimes(1);
  });

  describe('deferred (a navigation widget)', () => {
    beforeEach(() => resetPageShown());
    afterEach(() => vi.useRealTimers());

    it("loads only once the page is shown, at an idle moment", async () => {
      registry.snapshot = { ...registry.snapshot, modules: [trial] };
      loadExposed.mockResolvedValue({ default: () => <p>trial</p> });
      render(<RemoteSlot slot="nav.trial" label="Trial status" defer />);
      expect(screen.getByLabelText('Loading Trial status')).toBeInTheDocument();
      await act(async () => new Promise((r) => setTimeout(r, 20)));
      expect(loadExposed).not.toHaveBeenCalled();
      act(() => markPageShown());
      expect(await screen.findByText('trial')).toBeInTheDocument();
      expect(loadExposed).toHaveBeenCalledTimes(1);
    });

    it('loads at the latest after MAX_DEFER_MS when the page never says it is shown', async () => {
      vi.useFakeTimers();
      registry.snapshot = { ...registry.snapshot, modules: [trial] };
      loadExposed.mockResolvedValue({ default: () => <p>trial</p> });
      render(<RemoteSlot slot="nav.trial" label="Trial status" defer />);
      await act(async () => vi.advanceTimersByTime(MAX_DEFER_MS - 1));
      expect(loadExposed).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      expect(loadExposed).toHaveBeenCalledTimes(1);
    });
  });
});
