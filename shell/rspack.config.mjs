import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../federation.config.mjs';
import { PreloadBootPlugin } from './tools/preloadBootPlugin.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// The shell knows no remote at build time: the registry document lists them at run time.
const config = federatedConfig({ packageDir, pkg: 'shell', name: 'shell', isHost: true });

// The shell bundles react-router (it is not shared); see tools/pure-react-router-loader.cjs.
if (config.mode === 'production') {
  config.module.rules.unshift({
    test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
    loader: path.join(packageDir, 'tools', 'pure-react-router-loader.cjs'),
  });
}

// index.html names the files start-up loads, so they download alongside main.js (tools/preloadBootPlugin.mjs).
config.plugins.push(new PreloadBootPlugin());

export default config;
