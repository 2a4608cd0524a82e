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

configurePlatform({});
syncRouteTable();
const preload = takePreload();
const session = sessionStore.load({ preloaded: preload?.session });
const registry = loadRegistry(preload?.registryUrl ?? `${getPlatformConfig().apiBaseUrl}/-/registry.json`, preload?.registry);
// The first screen's modules (the navigation's for signed-in users, the page's slots) start downloading
// together as soon as session and registry are known.
void Promise.all([session, registry]).then(([{ user }, { modules }]) => {
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
