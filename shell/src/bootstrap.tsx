import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configurePlatform, getPlatformConfig, sessionStore } from 'shared-kernel/api';
import { loadRegistry, preloadSlotModules } from './modules/registryStore';
import { takePreload } from './app/preload';
import { App } from './app/App';
import { syncRouteTable } from './routing/syncRouteTable';

configurePlatform({});
syncRouteTable();
const preload = takePreload();
const session = sessionStore.load({ preloaded: preload?.session });
const registry = loadRegistry(preload?.registryUrl ?? `${getPlatformConfig().apiBaseUrl}/-/registry.json`, preload?.registry);
// The navigation's modules (the trial widget) show for signed-in users on every page: fetch them now.
void Promise.all([session, registry]).then(([{ user }, { modules }]) => {
  if (user) preloadSlotModules(modules, (slot) => slot.startsWith('nav.'));
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
