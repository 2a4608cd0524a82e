import { fillTemplate, type ModuleEntry } from 'shared-kernel/registry';
import { pageTableFor, resolvePage } from './pages';

/**
 * The slots a page loaded at `pathname` shows: the navigation's (for signed-in users, on every page)
 * and every slot of the address's slot page (the issue page's main part and its discussion, …).
 */
export function slotsToPreload(modules: readonly ModuleEntry[], pathname: string, signedIn: boolean): (slot: string) => boolean {
  const page = resolvePage(pageTableFor(modules), pathname);
  const pageSlots = new Set(page.kind === 'slots' ? page.route.slots.map(({ slot }) => slot) : []);
  return (slot) => pageSlots.has(slot) || (signedIn && slot.startsWith('nav.'));
}

/** One enabled module of the first screen and the exposed modules (`IssueApp`, without `./`) its slots show. */
export interface FirstScreenModule {
  module: ModuleEntry;
  exposes: string[];
}

/**
 * The enabled modules whose slots `isWanted` selects, each with the exposed modules those slots
 * load, in registry order. Pure (no runtime, no DOM): the shell preloads them from it, and the
 * runner's page server hints their files from the same answer (runner/src/pageHints.ts).
 */
export function modulesForSlots(modules: readonly ModuleEntry[], isWanted: (slot: string) => boolean): FirstScreenModule[] {
  return modules
    .filter((m) => m.enabled)
    .map((m) => ({
      module: m,
      exposes: [...new Set((m.slots ?? []).filter(isWanted).map((slot) => (m.exposes?.[slot] ?? './App').replace(/^\.\//, '')))],
    }))
    .filter((target) => target.exposes.length > 0);
}

/**
 * The first screen's modules of the page at `pathname` (see {@link slotsToPreload}), in the order the
 * page needs them: the modules of its slots in the route's slot order (the main part, which paints the
 * largest content, before the discussion), then the navigation's widgets; registry order otherwise.
 * Hints and preloads follow this order, so a nav widget's files no longer start before the page's.
 */
export function firstScreenModules(modules: readonly ModuleEntry[], pathname: string, signedIn: boolean): FirstScreenModule[] {
  const page = resolvePage(pageTableFor(modules), pathname);
  const pageSlots = page.kind === 'slots' ? page.route.slots.map(({ slot }) => slot) : [];
  const rank = ({ module }: FirstScreenModule) => {
    const ranks = (module.slots ?? []).map((slot) => pageSlots.indexOf(slot)).filter((index) => index !== -1);
    return ranks.length > 0 ? Math.min(...ranks) : pageSlots.length;
  };
  // Array.prototype.sort is stable: equal ranks keep the registry's order.
  return modulesForSlots(modules, slotsToPreload(modules, pathname, signedIn)).sort((a, b) => rank(a) - rank(b));
}

/** True when `pathname` shows a page of slots (the shell's SlotPage chunk). */
export function isSlotPage(modules: readonly ModuleEntry[], pathname: string): boolean {
  return resolvePage(pageTableFor(modules), pathname).kind === 'slots';
}

/**
 * The same-origin JSON addresses the first screen of `pathname` reads (its route's `data` templates,
 * filled from the address): the runner's page starts them with the page, and the query cache takes
 * their answers. An address left with a placeholder the route cannot fill is dropped.
 */
export function firstScreenReads(modules: readonly ModuleEntry[], pathname: string): string[] {
  const page = resolvePage(pageTableFor(modules), pathname);
  if (page.kind !== 'slots') return [];
  const reads = (page.route.data ?? []).map((template) => fillTemplate(template, page.params)).filter((path) => path.startsWith('/') && !path.startsWith('//') && !/[{}]/.test(path));
  return [...new Set(reads)];
}

/** A startup GraphQL query of the first screen, its variables filled from the address. */
export interface FirstScreenGraphqlCall {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** `value` with every string in it filled from `params`; undefined when a placeholder stays unfilled. */
function fillVariable(value: unknown, params: Readonly<Record<string, string | number>>): unknown {
  if (typeof value === 'string') {
    const filled = fillTemplate(value, params);
    return /\{[A-Za-z_$][\w$]*(\|last)?\}/.test(filled) ? undefined : filled;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => fillVariable(item, params));
    return items.includes(undefined) ? undefined : items;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, fillVariable(item, params)] as const);
    return entries.some(([, item]) => item === undefined) ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/**
 * The GraphQL queries the first screen of `pathname` makes (its route's `graphql`), with their variables
 * filled from the address: the runner's page starts them with the page (GitLab's startup calls), and the
 * page's Apollo Client takes their answers. A query whose variables keep a placeholder is dropped.
 */
export function firstScreenGraphql(modules: readonly ModuleEntry[], pathname: string): FirstScreenGraphqlCall[] {
  const page = resolvePage(pageTableFor(modules), pathname);
  if (page.kind !== 'slots') return [];
  return (page.route.graphql ?? []).flatMap(({ operationName, query, variables = {} }) => {
    const filled = fillVariable(variables, page.params);
    return filled === undefined ? [] : [{ operationName, query, variables: filled as Record<string, unknown> }];
  });
}
