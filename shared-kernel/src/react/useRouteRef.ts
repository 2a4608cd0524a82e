import { useMemo, useSyncExternalStore } from 'react';
import { hrefOf, routePathOf, subscribeRoutes, type HrefOptions, type RouteParams, type RouteRef } from 'shared-kernel/routing';

// The typed overloads of hrefOf need the ref's parameter names; here they are generic.
const untypedHrefOf = hrefOf as (ref: RouteRef, params?: Readonly<Record<string, string | number>>, options?: HrefOptions) => string;

/** Builds a page's address from its parameters (what {@link useRouteRef} returns). */
export type RouteFunc<Params extends string> = [Params] extends [never]
  ? (params?: Record<string, never>, options?: HrefOptions) => string
  : (params: RouteParams<Params>, options?: HrefOptions) => string;

/**
 * The address builder of a page (Backstage's `useRouteRef`): `useRouteRef(issueRouteRef)({ fullPath, iid })`.
 * Re-renders when the page's route table changes (the registry loaded, a route moved). For a ref
 * without a default path, `undefined` while no route of its id is registered: the page is not
 * installed, so hide the link.
 */
export function useRouteRef<Params extends string>(ref: RouteRef<Params, string>): RouteFunc<Params>;
export function useRouteRef<Params extends string>(ref: RouteRef<Params>): RouteFunc<Params> | undefined;
export function useRouteRef<Params extends string>(ref: RouteRef<Params>): RouteFunc<Params> | undefined {
  const current = () => routePathOf(ref);
  const path = useSyncExternalStore(subscribeRoutes, current, current);
  return useMemo(
    () => (path === undefined ? undefined : ((params?: Readonly<Record<string, string | number>>, options?: HrefOptions) => untypedHrefOf(ref, params, options)) as RouteFunc<Params>),
    [ref, path],
  );
}
