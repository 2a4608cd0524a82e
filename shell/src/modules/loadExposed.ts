import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleEntry } from 'shared-kernel/registry';
import { setModuleStatus } from './moduleStatus';
import { FAILED_REMOTE, refetchEntryUnder } from './runtimePlugin';
import { manifestBase } from './registryStore';

/** What a remote exposes for a slot: a React component as the default export. */
export interface ExposedComponentModule {
  default: ComponentType<Record<string, unknown>>;
}

/** Loads started before their slot rendered ({@link startLoadingExposed}), until a slot takes them. */
const started = new Map<string, Promise<ExposedComponentModule>>();

const startedKey = (entry: ModuleEntry, expose: string) => JSON.stringify([entry.name, entry.manifest, expose.replace(/^\.\//, '')]);

/**
 * Starts loading `./Exposed` now (the page's own slots, as soon as the registry is known), so the
 * remote's entry and code run while the shell still renders its frame: the first {@link loadExposed}
 * of it (its slot's first render) takes this load, its success or its failure, as if it had started
 * it; a Retry then loads afresh as for any failure.
 */
export function startLoadingExposed(entry: ModuleEntry, expose: string): void {
  const key = startedKey(entry, expose);
  if (started.has(key)) return;
  const load = loadNow(entry, expose, false);
  // Reported by the slot that takes it.
  load.catch(() => undefined);
  started.set(key, load);
}

/**
 * Loads `./Exposed` of a registered remote and records how long it took. With `fresh`, the
 * remote is registered again first so a failed entry script is fetched anew (the slot's Retry).
 */
export function loadExposed(entry: ModuleEntry, expose: string, fresh = false): Promise<ExposedComponentModule> {
  if (!fresh) {
    const key = startedKey(entry, expose);
    const early = started.get(key);
    if (early) {
      started.delete(key);
      return early;
    }
  }
  return loadNow(entry, expose, fresh);
}

async function loadNow(entry: ModuleEntry, expose: string, fresh: boolean): Promise<ExposedComponentModule> {
  if (fresh) {
    refetchEntryUnder(manifestBase(entry.manifest));
    registerRemotes([{ name: entry.name, entry: entry.manifest }], { force: true });
  }
  const started = performance.now();
  setModuleStatus(entry.name, { status: 'loading', error: undefined });
  const id = `${entry.name}/${expose.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<ExposedComponentModule>(id);
  if (!loaded || typeof loaded.default !== 'function') {
    const error = `Module ${id} has no default component export`;
    setModuleStatus(entry.name, { status: 'failed', error });
    throw new Error(error);
  }
  // The runtime plugin's stand-in for a failed remote has already recorded the failure.
  if (!(FAILED_REMOTE in loaded)) {
    setModuleStatus(entry.name, { status: 'loaded', loadMs: Math.round(performance.now() - started) });
  }
  return loaded;
}
