import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { federatedConfig, HOST_PROVIDED_LIBRARIES, providedSubpaths } from '../federation.config.mjs';
import { isBootGroup, isStartUpProviderGroup, PreloadBootPlugin } from './tools/preloadBootPlugin.mjs';
import { importedSubpaths } from './tools/bootLibraries.mjs';

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
// origin (six connections over HTTP/1.1) are a few files rather than some twenty-five. rxjs has no group
// of its own (one matching its folder would put the whole library, which the GraphQL client imports on
// demand, in the start-up chunk): the subpaths start-up uses (rxjs/internal/…) go to `shell-start` below.
// Remotes load a library from these chunks as from any provider's (the shared-singletons e2e spec maps
// files to libraries through mf-manifest.json).
// The shell also provides every other subpath of the kernel and of issuable-ui, for its page's remotes
// (federation.config.mjs, HOST_PROVIDED_LIBRARIES): those stay out of the start-up group and hints,
// each in chunks of its own, downloaded when a remote consumes it (and hinted then by the page server).
const require = createRequire(import.meta.url);
const listFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, String(file)))
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && statSync(file).isFile());
const subpathFolders = new Map();
const allSubpaths = [];
for (const library of HOST_PROVIDED_LIBRARIES) {
  const manifestFile = require.resolve(`${library}/package.json`);
  const { exports: exportsField } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const subpath of providedSubpaths(exportsField)) {
    const name = `${library}/${subpath.slice(2)}`;
    allSubpaths.push(name);
    if (typeof exportsField[subpath] === 'string') subpathFolders.set(name, path.dirname(path.resolve(path.dirname(manifestFile), exportsField[subpath])));
  }
}
const shellSubpaths = importedSubpaths({
  libraries: HOST_PROVIDED_LIBRARIES,
  files: listFiles(path.join(packageDir, 'src')),
  read: (file) => readFileSync(file, 'utf8'),
  listFiles,
  folderOf: (name) => subpathFolders.get(name) ?? null,
});
const forPageOnly = new Set(allSubpaths.filter((name) => !shellSubpaths.has(name)));
const pageOnlyKernelFolders = [...forPageOnly].filter((name) => name.startsWith('shared-kernel/')).map((name) => name.slice('shared-kernel/'.length));
const kernelStartUp = new RegExp(`[\\\\/]shared-kernel[\\\\/]src[\\\\/](?!(?:${pageOnlyKernelFolders.join('|')})[\\\\/])|[\\\\/]node_modules[\\\\/](zod|axios|@tanstack[\\\\/]query-core)[\\\\/]`);

const bootGroup = (name, test) => ({ name, test, chunks: 'async', enforce: true, priority: 20 });
config.optimization.splitChunks = {
  chunks: 'async',
  cacheGroups: {
    react: bootGroup('shared-react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/),
    kernel: bootGroup('shared-kernel', kernelStartUp),
    // The rest of the shared libraries' code that start-up loads (Primer's and its primitives' JS and CSS,
    // with the shell's own stylesheet,
    // the rxjs subpaths, @tanstack/react-virtual, the start-up kernel's vendor code such as graphql-ws
    // and its icons): one .js and one .css instead of about a dozen files. Only the providers' own code:
    // a chunk must not consume a shared module that it provides itself (its load would wait for its own
    // load), so the bootstrap chunk's modules (which consume all of these) and the consume modules stay
    // where they are. A module that a later chunk (a page, an on-demand library such as `rxjs` or
    // `shared-kernel/graphql`) also contains moves here too: that chunk then loads this one, which every
    // page of the shell has loaded at start-up anyway.
    start: {
      name: 'shell-start',
      chunks: 'async',
      enforce: true,
      priority: 10,
      test: (module, { chunkGraph }) => {
        const groups = [...chunkGraph.getModuleChunksIterable(module)].flatMap((chunk) => [...chunk.groupsIterable]);
        // Stylesheets consume nothing: the bootstrap chunk's join them.
        if (module.type.startsWith('css')) return groups.some((group) => isBootGroup(group, forPageOnly));
        return !module.identifier().startsWith('consume shared module') && groups.some((group) => isStartUpProviderGroup(group, forPageOnly));
      },
    },
  },
};

// index.html names the files start-up loads, so they download alongside main.js (tools/preloadBootPlugin.mjs).
config.plugins.push(new PreloadBootPlugin({ forPageOnly }));

// Emoji images for systems without a colour-emoji font (shared-kernel/ui emojiImages.ts): Twemoji's SVGs
// (graphics CC-BY 4.0, package MIT), served by the shell's own origin at /-/emojis/<code points>.svg.
config.plugins.push(
  new rspack.CopyRspackPlugin({
    patterns: [{ from: path.join(path.dirname(require.resolve('@twemoji/svg/package.json')), '*.svg'), to: '-/emojis/[name][ext]' }],
  }),
);

export default config;
