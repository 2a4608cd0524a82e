import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component from a chunk of its own, and its `preload()` (e.g. on hover, before it is needed). */
export interface LazyComponent<P extends object> {
  (props: P & { fallback?: ReactNode }): ReactNode;
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Splits a part of the page that the first view does not need (the edit form, sections below the fold)
 * into its own chunk, loaded when first rendered or preloaded. Not React.lazy: Suspense would hold the
 * page's other reveals back (see docs/architecture.md).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function Lazy({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let active = true;
      preload().then(
        (component) => active && setComponent(() => component),
        () => {},
      );
      return () => {
        active = false;
      };
    }, [Component]);
    return Component ? <Component {...(props as P)} /> : fallback;
  }
  return Object.assign(Lazy, { preload });
}
