import type { ModuleEntry } from 'shared-kernel/registry';
import { preloadSlotModules } from '../modules/registryStore';
import { pageTableFor, resolvePage } from '../routing/pages';

/**
 * The slots a page loaded at `pathname` shows: the navigation's (for signed-in users, on every page)
 * and every slot of the address's slot page (the issue page's main part and its discussion, …).
 */
export function slotsToPreload(modules: readonly ModuleEntry[], pathname: string, signedIn: boolean): (slot: string) => boolean {
  const page = resolvePage(pageTableFor(modules), pathname);
  const pageSlots = new Set(page.kind === 'slots' ? page.route.slots.map(({ slot }) => slot) : []);
  return (slot) => pageSlots.has(slot) || (signedIn && slot.startsWith('nav.'));
}

/**
 * Starts downloading the modules of the first screen as soon as the registry is known, all at once,
 * instead of each when React first renders its slot (a slot nested in another remote's page would
 * otherwise wait for that remote's code). Nothing here is awaited: each slot still loads and reports on
 * its own.
 */
export function preloadFirstScreen(modules: ModuleEntry[], pathname: string, signedIn: boolean): void {
  preloadSlotModules(modules, slotsToPreload(modules, pathname, signedIn));
}
