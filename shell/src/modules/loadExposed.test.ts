import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleEntry } from 'shared-kernel/registry';

// The runtime is the edge of this unit: a double stands in for the remote's entry and code.
const loadRemote = vi.fn();
const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args), registerRemotes: (...args: unknown[]) => registerRemotes(...args), registerPlugins: vi.fn() }));

const { loadExposed, startLoadingExposed } = await import('./loadExposed');

let n = 0;
const entry = (): ModuleEntry => {
  n += 1;
  return { name: `mf_issue${n}`, manifest: `http://localhost:8081/${n}/mf-manifest.json`, version: '1.0.0', enabled: true, slots: ['issue.main'], exposes: { 'issue.main': './IssueApp' } };
};
const App = () => null;

describe('loadExposed', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    registerRemotes.mockReset();
  });

  it("hands a load started before the slot rendered to the slot's first load, once; the next load asks the runtime", async () => {
    const issue = entry();
    loadRemote.mockResolvedValue({ default: App });
    startLoadingExposed(issue, 'IssueApp');
    startLoadingExposed(issue, './IssueApp');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith(`${issue.name}/IssueApp`);
    expect((await loadExposed(issue, './IssueApp')).default).toBe(App);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await loadExposed(issue, './IssueApp');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it("gives the slot an early load's failure, and a Retry (fresh) loads anew from a re-registered remote", async () => {
    const issue = entry();
    loadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: App });
    startLoadingExposed(issue, 'IssueApp');
    await expect(loadExposed(issue, './IssueApp')).rejects.toThrow('offline');
    expect((await loadExposed(issue, './IssueApp', true)).default).toBe(App);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: issue.name, entry: issue.manifest }], { force: true });
  });

  it('does not hand an early load to a Retry, which loads afresh', async () => {
    const issue = entry();
    loadRemote.mockResolvedValue({ default: App });
    startLoadingExposed(issue, 'IssueApp');
    await loadExposed(issue, './IssueApp', true);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});
