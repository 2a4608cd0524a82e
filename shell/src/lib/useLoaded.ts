import { useEffect, useState, type ComponentType } from 'react';

export type Loaded<P> =
  | { status: 'loading'; Component?: undefined; error?: undefined }
  | { status: 'ready'; Component: ComponentType<P>; error?: undefined }
  | { status: 'failed'; Component?: undefined; error: Error };

/**
 * Loads a component module (a page chunk, a remote's exposed module) and renders it the moment it
 * arrives. Unlike React.lazy under Suspense, nothing waits for React's batched reveal of
 * suspended boundaries, which delays each reveal by up to 300 ms.
 * `key` names what is loaded: a new key loads again (e.g. Retry).
 */
export function useLoaded<P>(key: string, load: () => Promise<ComponentType<P>>): Loaded<P> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<P> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    load().then(
      (Component) => current && setState({ key, loaded: { status: 'ready', Component } }),
      (error: unknown) => current && setState({ key, loaded: { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated by callers each render; `key` says when it names something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
