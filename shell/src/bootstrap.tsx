import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configurePlatform, getPlatformConfig, sessionStore } from 'shared-kernel/api';
import { loadRegistry } from './modules/registryStore';
import { takePreload } from './app/preload';
import { App } from './app/App';

configurePlatform({});
const preload = takePreload();
void sessionStore.load({ preloaded: preload?.session });
void loadRegistry(preload?.registryUrl ?? `${getPlatformConfig().apiBaseUrl}/-/registry.json`, preload?.registry);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
