import { registerRoutes } from 'shared-kernel/routing';
import { getRegistrySnapshot, subscribeRegistry } from '../modules/registryStore';
import { pageTableFor, routeDefinitions } from './pages';

/**
 * Keeps the page's route table (what route refs resolve to, in every remote) equal to the shell's page
 * table: the built-in pages at once, the registry's page routes as soon as it is loaded.
 */
export function syncRouteTable(): () => void {
  let unregister = registerRoutes(routeDefinitions(pageTableFor(getRegistrySnapshot().modules)));
  const stop = subscribeRegistry(() => {
    const next = registerRoutes(routeDefinitions(pageTableFor(getRegistrySnapshot().modules)));
    unregister();
    unregister = next;
  });
  return () => {
    stop();
    unregister();
  };
}
