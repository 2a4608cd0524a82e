import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configurePlatform, getPlatformConfig, sessionStore } from 'shared-kernel/api';
import { loadRegistry } from './modules/registryStore';
import { takePreload } from './app/preload';
import { preloadFirstScreen } from './app/preloadPage';
import { App } from './app/App';
import { syncRouteTable } from './routing/syncRouteTable';
import { isSlotPage } from './routing/firstScreen';

configurePlatform({});
syncRouteTable();
const preload = takePreload();
const session = sessionStore.load({ preloaded: preload?.session });
const registry = loadRegistry(preload?.registryUrl ?? `${getPlatformConfig().apiBaseUrl}/-/registry.json`, preload?.registry);
// A page of slots needs the SlotPage chunk: for the built-in pages (issue, epic, merge request) the
// address says so before the registry arrives; a page only the registry declares, once it has.
const loadSlotPage = () => import('./pages/SlotPage');
if (isSlotPage([], window.location.pathname)) void loadSlotPage();
// The first screen's modules (the navigation's for signed-in users, the page's slots) start downloading
// together as soon as session and registry are known.
void Promise.all([session, registry]).then(([{ user }, { modules }]) => {
  if (isSlotPage(modules, window.location.pathname)) void loadSlotPage();
  preloadFirstScreen(modules, window.location.pathname, Boolean(user));
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
