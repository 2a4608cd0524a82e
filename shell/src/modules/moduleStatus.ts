/** Load status of each federated module, for the slots and the operator page. */
export type ModuleLoadStatus = 'disabled' | 'idle' | 'loading' | 'loaded' | 'failed';

export interface ModuleLoadState {
  status: ModuleLoadStatus;
  /** Milliseconds from the request of the exposed module until it was ready. */
  loadMs?: number;
  error?: string;
  /** Version the remote's own manifest reports (may differ from the registry's). */
  servedVersion?: string;
}

type Listener = () => void;

let states: Record<string, ModuleLoadState> = {};
const listeners = new Set<Listener>();

/** Records a module's new state; consumers re-render through `subscribeModuleStatus`. */
export function setModuleStatus(name: string, patch: Partial<ModuleLoadState>): void {
  const previous = states[name] ?? { status: 'idle' };
  states = { ...states, [name]: { ...previous, ...patch } };
  listeners.forEach((listener) => listener());
}

export function getModuleStatuses(): Record<string, ModuleLoadState> {
  return states;
}

export function subscribeModuleStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test hook: forget every state. */
export function resetModuleStatuses(): void {
  states = {};
  listeners.forEach((listener) => listener());
}
