import { useEffect, useState, type ComponentType } from 'react';

export type Loaded<P> =
  | { status: 'loading'; Component?: undefined; error?: undefined }
  | { status: 'ready'; Component: ComponentType<P>; error?: undefined }
  | { status: 'failed'; Component?: undefined; error: Error };

// What each key's load gave (successes only: a failure is loaded again, e.g. by Retry), and the loads under way.
const loadedComponents = new Map<string, ComponentType<never>>();
const loadsUnderWay = new Map<string, Promise<ComponentType<never>>>();

/**
 * Loads `key` once (a load under way is shared) and remembers the component, so a component rendered
 * after the load has settled (a page the shell preloaded, a slot shown again) renders it at once, in its
 * first commit, not a loading state first.
 */
export function loadComponent<P>(key: string, load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const known = loadedComponents.get(key);
  if (known) return Promise.resolve(known as ComponentType<P>);
  let underWay = loadsUnderWay.get(key) as Promise<ComponentType<P>> | undefined;
  if (!underWay) {
    underWay = load().then(
      (Component) => {
        loadedComponents.set(key, Component as ComponentType<never>);
        loadsUnderWay.delete(key);
        return Component;
      },
      (error: unknown) => {
        loadsUnderWay.delete(key);
        throw error;
      },
    );
    loadsUnderWay.set(key, underWay as Promise<ComponentType<never>>);
  }
  return underWay;
}

/** Forgets every remembered component and load under way (a unit test's fresh start: module state outlives a test). */
export function forgetLoadedComponents(): void {
  loadedComponents.clear();
  loadsUnderWay.clear();
}

function initial<P>(key: string): Loaded<P> {
  const known = loadedComponents.get(key) as ComponentType<P> | undefined;
  return known ? { status: 'ready', Component: known } : { status: 'loading' };
}

/**
 * Loads a component module (a page chunk, a remote's exposed module) and renders it the moment it
 * arrives (at once when an earlier load of `key` already has it). Unlike React.lazy under Suspense,
 * nothing waits for React's batched reveal of suspended boundaries, which delays each reveal by up to 300 ms.
 * `key` names what is loaded: a new key loads again (e.g. Retry).
 */
export function useLoaded<P>(key: string, load: () => Promise<ComponentType<P>>): Loaded<P> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<P> }>(() => ({ key, loaded: initial<P>(key) }));
  const settled = state.key === key && state.loaded.status !== 'loading';
  useEffect(() => {
    if (settled) return undefined;
    let current = true;
    loadComponent(key, load).then(
      (Component) => current && setState({ key, loaded: { status: 'ready', Component } }),
      (error: unknown) => current && setState({ key, loaded: { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated by callers each render; `key` says when it names something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (state.key === key) return state.loaded;
  return initial<P>(key);
}
