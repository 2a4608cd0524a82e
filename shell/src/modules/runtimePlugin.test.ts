import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createElement, Component, type ReactNode } from 'react';
import { describeRemoteFailure, FAILED_REMOTE, isRedundantLoadPreload, platformRuntimePlugin, refetchEntryUnder, RemoteLoadError } from './runtimePlugin';
import { getModuleStatuses, resetModuleStatuses } from './moduleStatus';

type Hooks = Required<ReturnType<typeof platformRuntimePlugin>>;

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? createElement('p', null, this.state.error.message) : this.props.children;
  }
}

describe('platformRuntimePlugin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetModuleStatuses();
  });

  it('retries a manifest fetch that fails, then returns the answer', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const plugin = platformRuntimePlugin({ integrityFor: () => undefined, retryDelayMs: 1 }) as Hooks;
    const response = (await plugin.fetch('http://x/mf-manifest.json', {})) as Response;
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("drops the runtime's own preload of an exposed module the shell preloaded, and keeps every other preload", async () => {
    const preloaded = new Map([['mf_issue/IssueApp', true]]);
    vi.stubGlobal('__FEDERATION__', { __PRELOADED_MAP__: preloaded });
    // The form loadRemote's afterResolve gives (share and depsRemote off, './' on the expose).
    const loadOp = { nameOrAlias: 'mf_issue', exposes: ['./IssueApp'], resourceCategory: 'sync' as const, share: false, depsRemote: false, recordPreloadedAssets: true };
    expect(isRedundantLoadPreload(loadOp)).toBe(true);
    expect(isRedundantLoadPreload({ ...loadOp, exposes: ['./IssueApp', './IssueListApp'] })).toBe(false);
    expect(isRedundantLoadPreload({ ...loadOp, nameOrAlias: 'mf_notes' })).toBe(false);
    // The shell's own preloadRemote calls (share and depsRemote left to the runtime's defaults) are never dropped.
    expect(isRedundantLoadPreload({ nameOrAlias: 'mf_issue', exposes: ['IssueApp'] })).toBe(false);
    expect(isRedundantLoadPreload(loadOp, new Map())).toBe(false);

    const plugin = platformRuntimePlugin({ integrityFor: () => undefined }) as Hooks;
    const own = { nameOrAlias: 'mf_notes', exposes: ['NotesApp'], resourceCategory: 'sync' as const };
    const preloadOps = [loadOp, own];
    await plugin.beforePreloadRemote({ preloadOps, options: {} as never, origin: {} as never });
    expect(preloadOps).toEqual([own]);
  });

  it('gives up after the last attempt with the network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const plugin = platformRuntimePlugin({ integrityFor: () => undefined, retryDelayMs: 1, attempts: 2 }) as Hooks;
    await expect(plugin.fetch('http://x/mf-manifest.json', {})).rejects.toThrow('Failed to fetch');
  });

  it('adds SRI integrity to entry scripts the registry pins, and leaves others alone', () => {
    const plugin = platformRuntimePlugin({
      integrityFor: (url) => (url.startsWith('http://trial/') ? 'sha384-abc' : undefined),
    }) as Hooks;
    const script = plugin.createScript({ url: 'http://trial/remoteEntry.js' }) as HTMLScriptElement;
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
    expect(plugin.createScript({ url: 'http://other/remoteEntry.js' })).toBeUndefined();
  });

  it("loads a retried remote's entry from an address of its own, each retry anew, integrity kept", () => {
    const plugin = platformRuntimePlugin({ integrityFor: (url) => (url.startsWith('http://pinned/') ? 'sha384-abc' : undefined) }) as Hooks;
    expect(plugin.createScript({ url: 'http://retried/remoteEntry.js' })).toBeUndefined();
    refetchEntryUnder('http://retried/');
    expect((plugin.createScript({ url: 'http://retried/remoteEntry.js' }) as HTMLScriptElement).src).toBe('http://retried/remoteEntry.js?retry=1');
    refetchEntryUnder('http://retried/');
    expect((plugin.createScript({ url: 'http://retried/remoteEntry.js?v=2' }) as HTMLScriptElement).src).toBe('http://retried/remoteEntry.js?v=2&retry=2');
    expect(plugin.createScript({ url: 'http://other/remoteEntry.js' })).toBeUndefined();
    refetchEntryUnder('http://pinned/');
    const pinned = plugin.createScript({ url: 'http://pinned/remoteEntry.js' }) as HTMLScriptElement;
    expect([pinned.src, pinned.integrity, pinned.crossOrigin]).toEqual(['http://pinned/remoteEntry.js?retry=1', 'sha384-abc', 'anonymous']);
  });

  it("gives the remotes' chunk loaders and preloads a retried remote's chunk addresses, and leaves the others alone", () => {
    const plugin = platformRuntimePlugin({ integrityFor: () => undefined }) as Hooks;
    expect(globalThis.__PLATFORM_CHUNK_ADDRESS__?.('http://chunks/src_a.js')).toBeUndefined();
    refetchEntryUnder('http://chunks/');
    expect(globalThis.__PLATFORM_CHUNK_ADDRESS__?.('http://chunks/src_a.js')).toBe('http://chunks/src_a.js?retry=1');
    expect(globalThis.__PLATFORM_CHUNK_ADDRESS__?.('http://elsewhere/src_a.js')).toBeUndefined();
    const link = plugin.createLink({ url: 'http://chunks/src_b.js', attrs: { rel: 'preload', as: 'script' } }) as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe('http://chunks/src_b.js?retry=1');
  });

  it('preloads with the CORS mode chunks load with, so nothing is downloaded twice', () => {
    const plugin = platformRuntimePlugin({ integrityFor: () => undefined }) as Hooks;
    const link = plugin.createLink({ url: 'http://trial/chunk.js', attrs: { rel: 'preload', as: 'script' } }) as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe('http://trial/chunk.js');
    expect(link.rel).toBe('preload');
    expect(link.getAttribute('as')).toBe('script');
    expect(link.crossOrigin).toBe('anonymous');
  });

  it('turns a failed remote into a stand-in whose component throws, and records the failure', async () => {
    const plugin = platformRuntimePlugin({ integrityFor: () => undefined }) as Hooks;
    const standIn = (await plugin.errorLoadRemote({
      id: 'mf_trial/TrialWidget',
      error: new Error('ScriptExternalLoadError'),
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin: {} as never,
    })) as { default: () => null; [FAILED_REMOTE]: boolean };
    expect(standIn[FAILED_REMOTE]).toBe(true);
    expect(getModuleStatuses().mf_trial).toMatchObject({ status: 'failed' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(createElement(Catch, null, createElement(standIn.default)));
    expect(screen.getByText(/Module mf_trial\/TrialWidget could not be loaded: ScriptExternalLoadError/)).toBeInTheDocument();
    expect(new RemoteLoadError('a/b', 'x').name).toBe('RemoteLoadError');
  });

  it('names the origin that failed and why: a network or CORS failure from another origin than the page', async () => {
    const plugin = platformRuntimePlugin({ integrityFor: () => undefined, manifestFor: (name) => (name === 'mf_notes' ? 'http://localhost:8083/mf-manifest.json' : undefined) }) as Hooks;
    const standIn = (await plugin.errorLoadRemote({
      id: 'mf_notes/NotesApp',
      error: new TypeError('Failed to fetch'),
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin: {} as never,
    })) as { default: () => null };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(createElement(Catch, null, createElement(standIn.default)));
    const pageOrigin = window.location.origin;
    expect(document.body.textContent).toContain(`Module mf_notes/NotesApp could not be loaded from http://localhost:8083: Failed to fetch (http://localhost:8083 did not answer, or does not allow this page's origin ${pageOrigin} (CORS)`);
    expect(getModuleStatuses().mf_notes).toMatchObject({ status: 'failed', error: expect.stringContaining('from http://localhost:8083') });
  });

  it('describeRemoteFailure: the origin from the error text, no CORS hint on the same origin or for other errors', () => {
    expect(describeRemoteFailure(new Error('[ Federation Runtime ]: Failed to get manifest http://127.0.0.1:8082/mf-manifest.json'))).toEqual({
      origin: 'http://127.0.0.1:8082',
      reason: '[ Federation Runtime ]: Failed to get manifest http://127.0.0.1:8082/mf-manifest.json',
    });
    expect(describeRemoteFailure(new TypeError('Failed to fetch'), { url: 'http://localhost:8080/x.json', pageOrigin: 'http://localhost:8080' }).reason).toBe('Failed to fetch');
    expect(describeRemoteFailure(new Error('boom'), { url: 'http://localhost:8081/m.json', pageOrigin: 'http://127.0.0.1:8080' })).toEqual({ origin: 'http://localhost:8081', reason: 'boom' });
    expect(describeRemoteFailure('odd')).toEqual({ reason: 'odd' });
  });
});
