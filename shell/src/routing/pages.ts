import type { FrequentItemRef } from 'shared-kernel/api';
import { fillTemplate, pageRoutesOf, type ModuleEntry, type RegistryRoute } from 'shared-kernel/registry';
import { matchRoute, type PathParams, type RouteDefinition } from 'shared-kernel/routing';
import { topLevelNamespace } from './paths';
import { SHELL_PAGE_SCOPES, SHELL_ROUTES, type ShellPageId } from './shellRoutes';
import { BUILT_IN_SLOT_PAGES } from './slotPages';

/** A row of the page table: one of the shell's pages, or a page of slots described as data. */
export type PageRoute = { id: ShellPageId; path: string; page?: undefined } | { id: string; path: string; page: RegistryRoute };

/** What an address shows. */
export type ResolvedPage =
  | { kind: 'shell'; id: ShellPageId; params: PathParams }
  | { kind: 'slots'; route: RegistryRoute; params: PathParams }
  | { kind: 'not_found' };

const tables = new WeakMap<readonly ModuleEntry[], PageRoute[]>();

/**
 * The page table of a registry: the shell's pages, the built-in slot pages (a registry route of the
 * same id replaces one) and every other page route the registry's enabled modules declare.
 */
export function pageTableFor(modules: readonly ModuleEntry[]): PageRoute[] {
  const cached = tables.get(modules);
  if (cached) return cached;
  const declared = pageRoutesOf(modules);
  const declaredIds = new Set(declared.map((route) => route.id));
  const shellIds = new Set<string>(SHELL_ROUTES.map((route) => route.id));
  const slotPages = [...BUILT_IN_SLOT_PAGES.filter((route) => !declaredIds.has(route.id)), ...declared.filter((route) => !shellIds.has(route.id))];
  const table: PageRoute[] = [...SHELL_ROUTES, ...slotPages.map((page) => ({ id: page.id, path: page.path, page }))];
  tables.set(modules, table);
  return table;
}

/** The route table for route refs (`hrefOf`) of a page table. */
export function routeDefinitions(table: readonly PageRoute[]): RouteDefinition[] {
  return table.map(({ id, path }) => ({ id, path }));
}

/** Resolves a pathname (a trailing slash ignored) to the page that shows it. */
export function resolvePage(table: readonly PageRoute[], pathname: string): ResolvedPage {
  const match = matchRoute(table, pathname);
  if (!match) return { kind: 'not_found' };
  const { route, params } = match;
  return route.page ? { kind: 'slots', route: route.page, params } : { kind: 'shell', id: route.id, params };
}

/** The page's place in the platform: the navigation's namespace, the project's `g i`, a visit to record. */
export interface PageContext {
  namespacePath?: string;
  projectPath?: string;
  /** The group the page belongs to (a group page, an epic). */
  groupPath?: string;
  /** A path the page resolves to a project or a group (`/:fullPath+`). */
  namespaceFullPath?: string;
  visit: FrequentItemRef | null;
}

/** The context of a resolved page (nothing for one the table does not know). */
export function pageContext(page: ResolvedPage): PageContext {
  if (page.kind === 'not_found') return { visit: null };
  if (page.kind === 'shell') {
    const fullPath = typeof page.params['fullPath'] === 'string' ? page.params['fullPath'] : undefined;
    const scope = SHELL_PAGE_SCOPES[page.id];
    const context: PageContext = { namespacePath: topLevelNamespace(fullPath), visit: null };
    if (fullPath && scope === 'project') context.projectPath = fullPath;
    if (fullPath && scope === 'group') context.groupPath = fullPath;
    if (fullPath && scope === 'namespace') context.namespaceFullPath = fullPath;
    return context;
  }
  const { route, params } = page;
  const project = route.project === undefined ? undefined : fillTemplate(route.project, params);
  const group = route.group === undefined ? undefined : fillTemplate(route.group, params);
  const visit: FrequentItemRef | null = !route.trackVisit ? null : project ? { type: 'project', fullPath: project } : group ? { type: 'group', fullPath: group } : null;
  return { namespacePath: topLevelNamespace(project ?? group), projectPath: project, ...(group ? { groupPath: group } : {}), visit };
}
