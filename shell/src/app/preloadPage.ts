import type { ModuleEntry } from 'shared-kernel/registry';
import { preloadSlotModules } from '../modules/registryStore';
import { firstScreenModules } from '../routing/firstScreen';

export { slotsToPreload } from '../routing/firstScreen';

/**
 * Starts downloading the modules of the first screen as soon as the registry is known, all at once,
 * instead of each when React first renders its slot (a slot nested in another remote's page would
 * otherwise wait for that remote's code). Nothing here is awaited: each slot still loads and reports on
 * its own. (On a page the runner served, the browser already has these files from the page's preload
 * hints: runner/src/pageHints.ts.)
 */
export function preloadFirstScreen(modules: ModuleEntry[], pathname: string, signedIn: boolean): void {
  preloadSlotModules(firstScreenModules(modules, pathname, signedIn));
}
