import { parseRegistry, type ModuleEntry, type RegistryProblem } from 'shared-kernel/registry';
import { restClient } from 'shared-kernel/api';
import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { platformRuntimePlugin } from './runtimePlugin';
import { setModuleStatus } from './moduleStatus';
import type { FirstScreenModule } from '../routing/firstScreen';

export interface RegistrySnapshot {
  status: 'loading' | 'ready' | 'error';
  modules: ModuleEntry[];
  problems: RegistryProblem[];
  /** Set when the document itself could not be fetched. */
  error?: string;
  url: string;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let snapshot: RegistrySnapshot = { status: 'loading', modules: [], problems: [], url: '' };
let loading: Promise<RegistrySnapshot> | null = null;

function emit(next: RegistrySnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** The folder of a manifest URL: entry scripts of that remote live below it. */
export function manifestBase(manifestUrl: string): string {
  return manifestUrl.replace(/[^/]*$/, '');
}

function registerWithRuntime(modules: ModuleEntry[]) {
  registerPlugins([
    platformRuntimePlugin({
      integrityFor: (url) => modules.find((m) => m.integrity && url.startsWith(manifestBase(m.manifest)))?.integrity,
      manifestFor: (name) => modules.find((m) => m.name === name)?.manifest,
    }),
  ]);
  const enabled = modules.filter((m) => m.enabled);
  registerRemotes(enabled.map((m) => ({ name: m.name, entry: m.manifest })));
  for (const m of modules) setModuleStatus(m.name, { status: m.enabled ? 'idle' : 'disabled' });
}

/**
 * Fetches (or takes the request index.ts started) and validates the registry document once per page. Bad entries are kept out and
 * reported as problems; a document that cannot be fetched leaves the page working with no modules.
 */
export function loadRegistry(url: string, preloaded?: Promise<unknown>): Promise<RegistrySnapshot> {
  if (loading) return loading;
  const fetchDocument = () => restClient().get<unknown>(url, { headers: { Accept: 'application/json' } }).then((response) => response.data);
  loading = (preloaded ? preloaded.catch(fetchDocument) : fetchDocument())
    .then(
      (document) => {
        const { modules, problems } = parseRegistry(document);
        registerWithRuntime(modules);
        const next: RegistrySnapshot = { status: 'ready', modules, problems, url };
        emit(next);
        return next;
      },
      (error: unknown) => {
        const next: RegistrySnapshot = {
          status: 'error',
          modules: [],
          problems: [],
          url,
          error: error instanceof Error ? error.message : String(error),
        };
        emit(next);
        return next;
      },
    );
  return loading;
}

export function getRegistrySnapshot(): RegistrySnapshot {
  return snapshot;
}

export function subscribeRegistry(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts downloading (manifest, entry, exposed chunks) the given modules' exposed modules (the first
 * screen's: the navigation's, the page's slots) as soon as the registry is known, instead of when React
 * first renders each slot. A failure here is ignored: the slot loads and reports on its own.
 * (Loading them here with `loadRemote` instead was tried: a remote that failed here could then not be
 * loaded by the slot's Retry.)
 */
export function preloadSlotModules(targets: readonly FirstScreenModule[]): void {
  if (targets.length === 0) return;
  preloadRemote(targets.map(({ module, exposes }) => ({ nameOrAlias: module.name, exposes, resourceCategory: 'sync' as const }))).catch(() => undefined);
}
