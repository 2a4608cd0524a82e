import type { ComponentType } from 'react';
import { Flash, Spinner } from 'shared-kernel/primer';
import { useFirstContentHold } from 'shared-kernel/react';
import { loadComponent, useLoaded } from '../lib/useLoaded';

/** A page in its own chunk; `preload` starts the chunk's download, after which the page renders at once. */
export type LazyPageComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A page component that lives in its own chunk. It shows a spinner until the chunk arrives and
 * renders the page the moment it does (see `useLoaded` for why not React.lazy).
 */
export function lazyPage<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyPageComponent<P> {
  function LazyPage(props: P) {
    const loaded = useLoaded<P>(name, load);
    // The page is the first screen: what waits for the first content waits for its chunk too.
    useFirstContentHold(loaded.status === 'loading');
    if (loaded.status === 'loading') return <Spinner aria-label="Loading page" />;
    if (loaded.status === 'failed') return <Flash variant="danger">This page could not be loaded: {loaded.error.message}. Reload to try again.</Flash>;
    const { Component } = loaded;
    return <Component {...props} />;
  }
  LazyPage.displayName = `LazyPage(${name})`;
  LazyPage.preload = () => loadComponent(name, load);
  return LazyPage;
}
