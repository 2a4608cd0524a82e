import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configurePlatform, getPlatformConfig, sessionStore } from 'shared-kernel/api';
import { loadRegistry } from './modules/registryStore';
import { App } from './app/App';

interface ShellConfig {
  registryUrl?: string;
}

const shellConfig: ShellConfig = (window as unknown as { __PLATFORM_CONFIG__?: ShellConfig }).__PLATFORM_CONFIG__ ?? {};
configurePlatform({});
void sessionStore.load();
void loadRegistry(shellConfig.registryUrl ?? `${getPlatformConfig().apiBaseUrl}/-/registry.json`);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
