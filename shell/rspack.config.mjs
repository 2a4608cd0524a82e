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

// The shell's start-up downloads every library it shares (react, react-dom, the kernel's entry points…):
// one chunk per library instead of one per entry point, so that the page's first requests to the shell's
// origin (six connections over HTTP/1.1) are a few files rather than some twenty-five. rxjs is not
// grouped: start-up uses a few of its subpaths (rxjs/internal/…), while a group would put the whole
// library (which the GraphQL client imports, on demand) in the start-up chunk.
// Remotes load a library from these chunks as from any provider's (the shared-singletons e2e spec maps
// files to libraries through mf-manifest.json).
const bootGroup = (name, test) => ({ name, test, chunks: 'async', enforce: true, priority: 20 });
config.optimization.splitChunks = {
  chunks: 'async',
  cacheGroups: {
    react: bootGroup('shared-react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/),
    kernel: bootGroup('shared-kernel', /[\\/]shared-kernel[\\/]src[\\/]|[\\/]node_modules[\\/](zod|axios|@tanstack[\\/]query-core)[\\/]/),
  },
};

// index.html names the files start-up loads, so they download alongside main.js (tools/preloadBootPlugin.mjs).
config.plugins.push(new PreloadBootPlugin());

export default config;
