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

/**
 * Loads `./Exposed` of a registered remote and records how long it took. With `fresh`, the
 * remote is registered again first so a failed entry script is fetched anew (the slot's Retry).
 */
export async function loadExposed(entry: ModuleEntry, expose: string, fresh = false): Promise<ExposedComponentModule> {
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
