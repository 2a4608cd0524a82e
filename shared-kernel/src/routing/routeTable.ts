import { clearGlobalSlot, globalSlot, peekGlobalSlot } from '../internal/globalSlot';
import { compilePathPattern, type PathParams } from './pathPattern';

/** A page's address by id: what a route ref resolves to. `path` is a pattern (see `compilePathPattern`). */
export interface RouteDefinition {
  id: string;
  path: string;
}

/** A route and the parameters a path gave it. */
export interface RouteMatch<R extends RouteDefinition = RouteDefinition> {
  route: R;
  params: PathParams;
}

interface RouteTableSlot {
  routes: Map<string, RouteDefinition>;
  listeners: Set<() => void>;
  version: number;
}

const SLOT = Symbol.for('shared-kernel.routes.v1');

function table(): RouteTableSlot {
  return globalSlot<RouteTableSlot>(SLOT, () => ({ routes: new Map(), listeners: new Set(), version: 0 }));
}

function changed(slot: RouteTableSlot): void {
  slot.version += 1;
  for (const listener of [...slot.listeners]) listener();
}

/**
 * Makes `routes` the page's addresses of their ids (a later registration of an id wins), so route refs
 * of any remote resolve to them. The shell registers its own pages and the registry's; the returned
 * function removes these entries again (those no later registration replaced). Patterns are checked
 * here: an invalid one throws `InvalidPathPatternError`.
 */
export function registerRoutes(routes: readonly RouteDefinition[]): () => void {
  for (const route of routes) compilePathPattern(route.path);
  const slot = table();
  const entries = routes.map((route) => ({ ...route }));
  for (const entry of entries) slot.routes.set(entry.id, entry);
  changed(slot);
  return () => {
    let removed = false;
    for (const entry of entries) {
      if (slot.routes.get(entry.id) === entry) {
        slot.routes.delete(entry.id);
        removed = true;
      }
    }
    if (removed) changed(slot);
  };
}

/** The registered address of `id`, if any. */
export function getRegisteredRoute(id: string): RouteDefinition | undefined {
  return table().routes.get(id);
}

/** Every registered route, in registration order. */
export function getRegisteredRoutes(): RouteDefinition[] {
  return [...table().routes.values()];
}

/** Calls `listener` after each change of the registered routes; returns the unsubscribe. */
export function subscribeRoutes(listener: () => void): () => void {
  const slot = table();
  slot.listeners.add(listener);
  return () => {
    slot.listeners.delete(listener);
  };
}

/** A number that changes with every change of the registered routes (for `useSyncExternalStore`). */
export function getRoutesVersion(): number {
  return table().version;
}

/** Forgets every registered route (tests only). */
export function resetRoutes(): void {
  const slot = peekGlobalSlot<RouteTableSlot>(SLOT);
  if (!slot) return;
  slot.routes.clear();
  changed(slot);
  clearGlobalSlot(SLOT);
}

/**
 * The route of `routes` that `pathname` names: of those whose pattern matches, the most specific
 * (literal segments before parameters, typed parameters before text, text before namespace paths),
 * the first listed on a tie. `null` when none matches.
 */
export function matchRoute<R extends RouteDefinition>(routes: readonly R[], pathname: string): RouteMatch<R> | null {
  let best: { match: RouteMatch<R>; score: number } | null = null;
  for (const route of routes) {
    const pattern = compilePathPattern(route.path);
    if (best && pattern.score <= best.score) continue;
    const params = pattern.match(pathname);
    if (params) best = { match: { route, params }, score: pattern.score };
  }
  return best?.match ?? null;
}
