import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { setModuleStatus } from './moduleStatus';

/** Marks the stand-in module the plugin returns for a remote that failed to load. */
export const FAILED_REMOTE = Symbol.for('platform.failed-remote');

/** What a browser says when a request failed for the network or CORS (it may not tell which). */
const NETWORK_OR_CORS = /failed to fetch|networkerror|load failed|cors|ScriptExternalLoadError|error loading script/i;

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Why a remote failed, for a reader who must fix it: the origin it was loaded from and, when the
 * browser reports a network or CORS failure from another origin than the page's, what to check.
 */
export function describeRemoteFailure(cause: unknown, where: { url?: string | undefined; pageOrigin?: string | undefined } = {}): { origin?: string; reason: string } {
  const text = cause instanceof Error ? cause.message : String(cause);
  const origin = originOf(where.url) ?? originOf(/https?:\/\/[^\s"'<>)]+/.exec(text)?.[0]);
  const pageOrigin = where.pageOrigin;
  if (origin && pageOrigin && origin !== pageOrigin && NETWORK_OR_CORS.test(text)) {
    return {
      origin,
      reason: `${text} (${origin} did not answer, or does not allow this page's origin ${pageOrigin} (CORS): check that it is running and that its allowed origins include ${pageOrigin})`,
    };
  }
  return origin ? { origin, reason: text } : { reason: text };
}

/** Thrown on render by the stand-in module of a remote that failed to load. */
export class RemoteLoadError extends Error {
  /** The origin the remote was loaded from, when known. */
  readonly origin: string | undefined;
  constructor(
    readonly remoteId: string,
    cause: unknown,
    where: { url?: string | undefined; pageOrigin?: string | undefined } = {},
  ) {
    const { origin, reason } = describeRemoteFailure(cause, where);
    super(`Module ${remoteId} could not be loaded${origin ? ` from ${origin}` : ''}: ${reason}`);
    this.name = 'RemoteLoadError';
    this.origin = origin;
  }
}

export interface RuntimePluginOptions {
  /** remoteEntry URL prefix (the manifest's folder) → SRI integrity, from the registry. */
  integrityFor: (scriptUrl: string) => string | undefined;
  /** A remote's manifest URL by its name (from the registry): a failure names its origin. */
  manifestFor?: (remoteName: string) => string | undefined;
  /** Attempts for a manifest or entry fetch before giving up. */
  attempts?: number;
  retryDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Manifest folder (a remote's files) → how many times its entry was asked for anew. */
const refetchedEntries = new Map<string, number>();

/**
 * The next load of the entry script under `base` (a remote's folder) asks the server again, with an
 * address of its own: the page may hold a failed request for the plain address (the runner's
 * preload hint of a remote that was down when the page loaded), which the browser would hand to
 * the script again instead of fetching it. Used by a slot's Retry.
 */
export function refetchEntryUnder(base: string): void {
  refetchedEntries.set(base, (refetchedEntries.get(base) ?? 0) + 1);
}

function refetchAddress(url: string): string | undefined {
  for (const [base, count] of refetchedEntries) {
    if (url.startsWith(base)) return `${url}${url.includes('?') ? '&' : '?'}retry=${count}`;
  }
  return undefined;
}

declare global {
  /** Read by every remote's chunk loader (federation.config.mjs, RetriedChunkAddressPlugin). */
  var __PLATFORM_CHUNK_ADDRESS__: ((url: string) => string | undefined) | undefined;
}

/**
 * Gives the remotes' chunk loaders the address of a chunk of a retried remote (see
 * {@link refetchEntryUnder}): the runner hints a first screen's chunks too, and a hint that failed
 * while the remote was unreachable would otherwise fail the chunk again after the entry loads.
 */
export function installChunkAddresses(target: typeof globalThis = globalThis): void {
  target.__PLATFORM_CHUNK_ADDRESS__ = refetchAddress;
}

/** The runtime's record of exposed modules whose files were preloaded (`mf_issue/IssueApp`), page-wide. */
function preloadedExposes(): Map<string, boolean> | undefined {
  return (globalThis as { __FEDERATION__?: { __PRELOADED_MAP__?: Map<string, boolean> } }).__FEDERATION__?.__PRELOADED_MAP__;
}

/**
 * True for the preload the runtime starts itself when it loads an exposed module from a manifest
 * (`loadRemote`: `share` and `depsRemote` off), once every exposed module it names has been preloaded
 * already (the shell's `preloadSlotModules`). That preload would then add no file: the exposed module's
 * chunks are skipped as preloaded and its entry is the one `loadRemote` loads next; but computing it walks
 * every shared module of the remote's manifest through the share scope's version checks, which cost the
 * issue page's start-up more main-thread time than any other part of the runtime (bench/profile.mjs).
 */
export function isRedundantLoadPreload(op: { nameOrAlias: string; exposes?: string[]; share?: boolean; depsRemote?: unknown }, preloaded = preloadedExposes()): boolean {
  if (op.share !== false || op.depsRemote !== false || !op.exposes?.length || !preloaded) return false;
  return op.exposes.every((expose) => preloaded.get(`${op.nameOrAlias}/${expose.replace(/^\.\//, '')}`) === true);
}

function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/**
 * The shell's Module Federation runtime plugin:
 * - retries manifest fetches (a remote restarting during a deploy should not break the page);
 * - adds SRI integrity to a remote's entry script when the registry pins one;
 * - loads a retried remote's entry from an address of its own (see {@link refetchEntryUnder});
 * - gives preload links the chunks' CORS mode, so a preloaded chunk is not fetched again;
 * - skips the runtime's own preload of an exposed module the shell has preloaded already
 *   ({@link isRedundantLoadPreload});
 * - turns a remote that cannot be loaded into a stand-in module whose component throws a
 *   `RemoteLoadError`, so the slot's error boundary shows its fallback with retry.
 */
export function platformRuntimePlugin(options: RuntimePluginOptions): ModuleFederationRuntimePlugin {
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 250;
  installChunkAddresses();
  return {
    name: 'platform-runtime-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.ok || attempt === attempts || response.status < 500) return response;
        } catch (error) {
          lastError = error;
          if (attempt === attempts) throw error;
        }
        await sleep(retryDelayMs * attempt);
      }
      throw lastError;
    },
    beforePreloadRemote({ preloadOps }) {
      const kept = preloadOps.filter((op) => !isRedundantLoadPreload(op));
      if (kept.length !== preloadOps.length) preloadOps.splice(0, preloadOps.length, ...kept);
    },
    createScript({ url }) {
      const integrity = options.integrityFor(url);
      const refetch = refetchAddress(url);
      if (!integrity && !refetch) return undefined;
      const script = document.createElement('script');
      script.src = refetch ?? url;
      if (integrity) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      return script;
    },
    createLink({ url, attrs }) {
      // Remote chunks load with crossorigin="anonymous" (output.crossOriginLoading). A preload link
      // without it is another cache entry, and the chunk would then be downloaded twice.
      const link = document.createElement('link');
      // A retried remote's chunks are preloaded from the address its chunk loader then asks for.
      link.setAttribute('href', refetchAddress(url) ?? url);
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.crossOrigin = 'anonymous';
      const integrity = options.integrityFor(url);
      if (integrity) link.integrity = integrity;
      return link;
    },
    async errorLoadRemote({ id, error }) {
      const name = remoteNameOf(id);
      const pageOrigin = typeof window === 'undefined' ? undefined : window.location.origin;
      const failure = new RemoteLoadError(id, error, { url: options.manifestFor?.(name), pageOrigin });
      setModuleStatus(name, { status: 'failed', error: failure.message });
      const Failed: ComponentType = () => {
        throw failure;
      };
      return { default: Failed, [FAILED_REMOTE]: true };
    },
  };
}
