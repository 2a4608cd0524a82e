import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configurePlatform, getPlatformConfig, sessionStore } from 'shared-kernel/api';
import { holdFirstContent } from 'shared-kernel/first-content';
import { loadRegistry } from './modules/registryStore';
import { takePreload } from './app/preload';
import { preloadFirstScreen } from './app/preloadPage';
import { App } from './app/App';
import { preloadSlotPage } from './app/PlatformRoutes';
import { syncRouteTable } from './routing/syncRouteTable';
import { isSlotPage } from './routing/firstScreen';

configurePlatform({});
// Secondary work (the top bar's counters, the trial widget, the page's awards, live updates…) waits for the
// first content (shared-kernel/first-content); the first render holds it until the page's own parts do.
const releaseFirstRender = holdFirstContent();
syncRouteTable();
const preload = takePreload();
const session = sessionStore.load({ preloaded: preload?.session });
const registry = loadRegistry(preload?.registryUrl ?? `${getPlatformConfig().apiBaseUrl}/-/registry.json`, preload?.registry);
// A page of slots needs the SlotPage chunk: for the built-in pages (issue, epic, merge request) the
// address says so before the registry arrives; a page only the registry declares, once it has.
const loadSlotPage = () => preloadSlotPage().catch(() => undefined);
const slotPageChunk = isSlotPage([], window.location.pathname) ? loadSlotPage() : undefined;
// The first screen's modules (the navigation's for signed-in users, the page's slots) start downloading
// together as soon as session and registry are known.
void Promise.all([session, registry]).then(([{ user }, { modules }]) => {
  if (isSlotPage(modules, window.location.pathname)) void loadSlotPage();
  // The navigation's modules too (their files only: the trial slot loads its module after the first
  // content; started then, beside the slot's own load, the preload made the runtime fetch its chunks twice).
  preloadFirstScreen(modules, window.location.pathname, Boolean(user));
});

/**
 * The longest the first render waits for the session, the registry and the page's chunk. They were
 * requested before the shared libraries (index.ts) and are nearly always in when this runs: rendering
 * at once drew the layout signed out with a "Loading page" spinner, then again signed in, then with
 * the page (three commits, each styled and laid out, before any content). A slow answer does not hold
 * the page longer than this: it renders as before and fills in when the answers come.
 */
const FIRST_RENDER_WAIT_MS = 300;

const container = document.getElementById('root');
if (container) {
  const firstScreen = Promise.allSettled([session, registry, slotPageChunk]);
  const timeout = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  void Promise.race([firstScreen, timeout]).then(() => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <App onFirstRender={releaseFirstRender} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
