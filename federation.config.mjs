// The one Module Federation configuration every build uses: the shared map, the common output
// settings, the dev-server proxy to the API. The shell and each remote's rspack.config.mjs call
// `federatedConfig()` with only what is theirs (name, exposes, port).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Packages shared as singletons. `subpaths: true` adds the trailing-slash key, without which
 * `react-dom/client`, `react/jsx-runtime` or `rxjs/operators` get bundled a second time.
 * Not shared: @primer/react, which the kernel's `shared-kernel/primer` subpath bundles tree-shaken to the
 * components the platform uses (that subpath is the page's one copy; see docs/architecture.md, "Primer").
 * Not shared either, because a shared module cannot be tree-shaken and only one module of the page uses them:
 * react-router-dom (the shell's router, bundled into the shell; remotes navigate through
 * shared-kernel/routing), @tanstack/query-core (bundled into the shared-kernel/query subpath, its
 * only importer) and @apollo/client with graphql (bundled into shared-kernel/graphql, their only importer:
 * the page's one Apollo Client is that singleton's; sharing them put Apollo's ~18 subpaths in every
 * remote's share table).
 */
export const SHARED_PACKAGES = [
  { name: 'react', subpaths: true },
  { name: 'react-dom', subpaths: true },
  { name: 'rxjs', subpaths: true },
  // Primer's lists virtualise with it, and so does mf-notes' timeline: one copy for both.
  { name: '@tanstack/react-virtual', subpaths: false },
  { name: 'shared-kernel', subpaths: true },
  // The issuable page library (docs/architecture.md, "The issuable library"): one copy per page, by subpath.
  { name: 'issuable-ui', subpaths: true },
];

/**
 * The host provides every subpath of these workspace libraries, imported or not (a provider is only
 * downloaded when a module consumes it). The shell is the first container on its page, so with
 * 'loaded-first' the runtime takes the shell's copy of each for every remote of the page, whichever
 * remote's entry initialises first: the page's server can then hint the files a first screen's remotes
 * will load from the shell (runner/src/pageHints.ts), which it could not for a copy whose provider
 * depends on the order the remotes' entries arrive in.
 */
export const HOST_PROVIDED_LIBRARIES = ['shared-kernel', 'issuable-ui'];

/** Subpaths (`./ui`, …) of a workspace library a host provides: its exports but the package file and test helpers. */
export function providedSubpaths(exportsField) {
  return Object.keys(exportsField ?? {}).filter((key) => key.startsWith('./') && key !== './package.json' && !/^\.\/testing(\/|$)/.test(key));
}

/** Default origins; each can be overridden from the environment (see README "Configuration"). */
export const PORTS = {
  api: 3000,
  shell: 8080,
  'mf-issue': 8081,
  'mf-notes': 8082,
  'mf-epic': 8083,
  'mf-diffs': 8084,
  'mf-trial': 8085,
};

/** `MF_TRIAL_PORT`, `SHELL_PORT`, `API_PORT`... */
export function portOf(pkg) {
  const envName = `${pkg.replace(/-/g, '_').toUpperCase()}_PORT`;
  return Number(process.env[envName] ?? PORTS[pkg]);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Node's lookup of `node_modules/<name>/package.json` upwards (not every package exports it). */
function findPackageJson(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (name === 'shared-kernel' && existsSync(path.join(dir, 'shared-kernel', 'package.json'))) {
      return path.join(dir, 'shared-kernel', 'package.json');
    }
    if (path.dirname(dir) === dir) return null;
  }
}

/** Caret range from a pinned version, so a remote accepts a later compatible singleton. */
function toRange(spec, installed) {
  if (!spec || spec.startsWith('workspace:')) return `^${installed}`;
  return /^\d/.test(spec) ? `^${spec}` : spec;
}

/**
 * The shared map for a package at `packageDir`: every singleton the platform shares, with the
 * version installed and the range the package asks for in its package.json. Packages the build
 * never imports are not emitted, so listing them all is harmless.
 */
export function sharedMap(packageDir, { isHost = false } = {}) {
  const own = readJson(path.join(packageDir, 'package.json'));
  const deps = { ...own.peerDependencies, ...own.dependencies };
  const shared = {};
  for (const { name, subpaths } of SHARED_PACKAGES) {
    const manifest = findPackageJson(packageDir, name);
    if (!manifest) continue; // not installed for this package: nothing to share
    const { version } = readJson(manifest);
    const config = { singleton: true, requiredVersion: toRange(deps[name], version), version };
    shared[name] = config;
    if (subpaths) shared[`${name}/`] = { ...config };
    if (isHost && HOST_PROVIDED_LIBRARIES.includes(name)) {
      // An absolute import is provided even when the build never imports it (a bare name only when imported).
      const pkg = readJson(manifest);
      for (const subpath of providedSubpaths(pkg.exports)) {
        const target = pkg.exports[subpath];
        const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
        if (typeof file !== 'string') continue;
        const key = `${name}/${subpath.slice(2)}`;
        shared[key] = { ...config, import: path.resolve(path.dirname(manifest), file), shareKey: key };
      }
    }
  }
  return shared;
}

/** True for requests the dev server must pass to the API rather than answer itself. */
export function isApiRequest(pathname, req) {
  const accept = String(req.headers.accept ?? '');
  // Uploaded files (`/<project>/uploads/<32 hex>/<file>`, metric images) come from the API, even when
  // opened in a tab and whatever their extension.
  // shared-kernel/secrets' isUploadPath (this config cannot import TypeScript).
  if (/\/uploads\/(?:[0-9a-f]{32}|-\/system)\//i.test(pathname)) return true;
  const isPageNavigation = req.method === 'GET' && accept.includes('text/html');
  if (pathname.startsWith('/-/') || pathname.startsWith('/api/')) return !isPageNavigation;
  if (/\.(js|mjs|css|map|png|svg|ico|woff2?|ttf|zip|html)$/.test(pathname)) return false;
  if (pathname === '/mf-manifest.json' || pathname === '/mf-stats.json') return false;
  return !isPageNavigation;
}

/**
 * The rspack configuration of one federated build: the shell's, or for a remote a pair (its container
 * and standalone app, then its mf-runtime.js). Options: see {@link buildConfig}.
 */
export function federatedConfig(options) {
  const main = buildConfig(options);
  return options.isHost ? main : [main, runtimeCoreConfig(options, main)];
}

/**
 * The remotes' `mf-runtime.js` (see `federation-runtime-core.mjs`): a plain build, no federation, into
 * the same folder. Named, not hashed: integrators and standalone pages refer to it by name.
 */
function runtimeCoreConfig({ packageDir }, main) {
  const { version } = readJson(findPackageJson(packageDir, '@module-federation/runtime-core'));
  return {
    name: 'mf-runtime',
    mode: main.mode,
    context: packageDir,
    entry: { 'mf-runtime': path.join(repoRoot, 'federation-runtime-core.mjs') },
    devtool: main.mode === 'production' ? 'source-map' : false,
    target: 'web',
    output: { path: main.output.path, filename: '[name].js', clean: false, crossOriginLoading: 'anonymous' },
    optimization: { minimize: main.mode === 'production', splitChunks: false },
    performance: { hints: false },
    plugins: [new rspack.DefinePlugin({ __MF_RUNTIME_VERSION__: JSON.stringify(version) })],
  };
}

const LOAD_GRAPH = 'ManifestLoadGraphPlugin';

/** The library of a consume or provide module: `consume shared module (default) @primer/react@^38.0.0 (strict) …` → `@primer/react`. */
export function sharedModuleLibrary(identifier) {
  return /^(?:consume|provide) shared module \([^)]*\) (.+?)@/.exec(identifier)?.[1] ?? null;
}

/**
 * Writes into mf-manifest.json what loading one of the build's modules takes, which the manifest leaves
 * out (`requires` is empty, and a shared module's assets list every chunk of its package): for each
 * exposed module, `requires`, the shared modules its chunks consume before it runs, and `load`, the
 * files of its chunk group (all its factory loads; `assets.sync` omits some); for each shared
 * module the build provides, `load`: the files of its chunk group and the shared modules those consume
 * in turn. The shell's page server reads them to hint the files a first screen loads from the shell
 * (runner/src/pageHints.ts). Extra fields: the runtime ignores them.
 */
export class ManifestLoadGraphPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(LOAD_GRAPH, (compilation) => {
      compilation.hooks.processAssets.tap({ name: LOAD_GRAPH, stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        const consumesOf = (group) => {
          const names = new Set();
          for (const chunk of group.chunks) {
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const identifier = module.identifier();
              if (identifier.startsWith('consume shared module')) names.add(sharedModuleLibrary(identifier));
            }
          }
          names.delete(null);
          return [...names].sort();
        };
        const filesOf = (group) => {
          const files = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
          return { js: files.filter((file) => file.endsWith('.js')).sort(), css: files.filter((file) => file.endsWith('.css')).sort() };
        };
        const exposeGroups = new Map();
        const provideGroups = new Map();
        for (const group of compilation.chunkGroups) {
          if (group.name?.startsWith('__federation_expose_')) exposeGroups.set(group.name.slice('__federation_expose_'.length), group);
          for (const { module } of group.origins ?? []) {
            const identifier = module?.identifier?.() ?? '';
            if (identifier.startsWith('provide shared module')) provideGroups.set(sharedModuleLibrary(identifier), group);
          }
        }
        for (const expose of manifest.exposes ?? []) {
          const group = exposeGroups.get(expose.name) ?? exposeGroups.get(String(expose.path ?? '').replace(/^\.\//, '').replace(/[^\w]/g, '_'));
          if (!group) continue;
          expose.requires = consumesOf(group);
          // Every file the exposed module's factory loads: `assets.sync` leaves out a chunk the build
          // also lists under a shared module (e.g. a vendor chunk of icons the remote's code and its
          // @primer/react fallback both use), which the runtime then discovers one hop late.
          expose.load = filesOf(group);
        }
        for (const shared of manifest.shared ?? []) {
          const group = provideGroups.get(shared.name);
          if (group) shared.load = { ...filesOf(group), requires: consumesOf(group).filter((name) => name !== shared.name) };
        }
        compilation.updateAsset('mf-manifest.json', new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/** A CommonJS file of a Module Federation runtime package: `…/@module-federation/<package>/dist/<file>.cjs`. */
const FEDERATION_CJS = /[\\/]@module-federation[\\/](?:sdk|runtime|runtime-core|runtime-tools|webpack-bundler-runtime|error-codes|inject-external-runtime-core-plugin)[\\/]dist[\\/].+\.cjs$/;
/** The bundler runtime's module, which the plugin's start-up code of every container imports by its path. */
const BUNDLER_RUNTIME_INDEX = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * How a build takes the Module Federation runtime's own code.
 * - From its ES module files: the plugin resolves its runtime packages with `require.resolve` (so their
 *   CommonJS files), and CommonJS is not tree-shaken: every container carried the whole
 *   `@module-federation/sdk` (node loaders, manifest-to-snapshot code, the build plugins' option
 *   types…), ~16 KB of its ~35 KB of minified runtime code. Each `.cjs` of these packages has its `.js`
 *   twin next to it (same exports), so a request that resolves to one gets the other; all files of a
 *   build are switched, so no module exists twice.
 * - With `pageBundlerRuntime`, a remote's build takes the bundler runtime's functions from the page
 *   (federation-bundler-runtime-remote.mjs) instead of carrying its own copy.
 */
export class FederationRuntimeEsmPlugin {
  constructor({ pageBundlerRuntime = false } = {}) {
    this.pageBundlerRuntime = pageBundlerRuntime;
  }

  apply(compiler) {
    const esm = (file) => file.replace(/\.cjs$/, '.js');
    const remoteBundlerRuntime = path.join(repoRoot, 'federation-bundler-runtime-remote.mjs');
    // The runtime's own entry and runtime plugins are imported by absolute path.
    new compiler.webpack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]/, (data) => {
      if (typeof data.request !== 'string') return;
      if (this.pageBundlerRuntime && BUNDLER_RUNTIME_INDEX.test(data.request)) data.request = remoteBundlerRuntime;
      else if (FEDERATION_CJS.test(data.request)) data.request = esm(data.request);
    }).apply(compiler);
    // `@module-federation/runtime` and `…/runtime-tools` are aliased to files (after the plugins are applied).
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      const alias = compiler.options.resolve.alias ?? {};
      for (const [key, target] of Object.entries(alias)) {
        if (typeof target === 'string' && FEDERATION_CJS.test(target)) alias[key] = esm(target);
      }
      compiler.options.resolve.alias = alias;
    });
  }
}

const CHUNK_ADDRESS = 'RetriedChunkAddressPlugin';

/**
 * Lets the page choose the address a remote's chunk loader fetches a chunk from: when
 * `globalThis.__PLATFORM_CHUNK_ADDRESS__` is a function and answers a string for the chunk's URL, the
 * chunk's script (or stylesheet) is loaded from that address instead. The shell sets it (see
 * shell/src/modules/runtimePlugin.ts) so that a slot's Retry fetches a remote's chunks anew: a
 * preload hint of a chunk that failed while the remote was unreachable stays in the page's preload
 * cache, and the browser would hand that failure to a later load of the same address. Without the
 * global (a remote's standalone page, an integrator's page) nothing changes.
 */
export class RetriedChunkAddressPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(CHUNK_ADDRESS, (compilation) => {
      const hooks = compiler.webpack.RuntimePlugin.getCompilationHooks(compilation);
      const readdress = (element, attribute) =>
        `\nif (typeof globalThis.__PLATFORM_CHUNK_ADDRESS__ === 'function') { var platformChunkAddress = globalThis.__PLATFORM_CHUNK_ADDRESS__(${element}.${attribute}); if (typeof platformChunkAddress === 'string') ${element}.${attribute} = platformChunkAddress; }`;
      hooks.createScript.tap(CHUNK_ADDRESS, (code) => `${code}${readdress('script', 'src')}`);
      hooks.createLink.tap(CHUNK_ADDRESS, (code) => `${code}${readdress('link', 'href')}`);
    });
  }
}

/**
 * The configuration of one federated build (the shell or a remote's container and standalone app).
 * @param {object} o
 * @param {string} o.packageDir  absolute directory of the package
 * @param {string} o.name        Module Federation container name (e.g. `mf_trial`)
 * @param {'shell'|string} o.pkg package folder name, used for the port
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.isHost]
 * @param {string[]} [o.runtimePlugins]
 */
function buildConfig({ packageDir, name, pkg, exposes = {}, isHost = false, runtimePlugins = [] }) {
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const isProd = mode === 'production';
  const own = readJson(path.join(packageDir, 'package.json'));
  const apiTarget = process.env.API_ORIGIN ?? `http://127.0.0.1:${portOf('api')}`;
  const outputPath = process.env.OUTPUT_PATH ? path.resolve(process.env.OUTPUT_PATH) : path.join(packageDir, 'dist');
  const htmlTemplate = path.join(packageDir, 'index.html');

  return {
    mode,
    context: packageDir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'cheap-module-source-map',
    target: 'web',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    output: {
      // Explicit: without it the MF type archives land in dist/dist.
      path: outputPath,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: isProd ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      // Keep the remotes' mf-runtime.js, which the other compiler of the build writes here.
      clean: { keep: /(^|\/)mf-runtime\.js/ },
      crossOriginLoading: 'anonymous',
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset' },
      ],
    },
    optimization: {
      // Stable, readable chunk names: the e2e suite and the bench attribute downloads to packages.
      chunkIds: 'named',
      moduleIds: isProd ? 'deterministic' : 'named',
      minimize: isProd,
    },
    performance: { hints: false },
    // Lazy compilation's own requests would hit the API proxy; every build compiles eagerly.
    lazyCompilation: false,
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedMap(packageDir, { isHost }),
        // The default ('version-first') fetches every remote entry at start-up: one offline
        // remote would then break the whole page.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell puts the bundler runtime on the page for its remotes, as it does the runtime core.
        runtimePlugins: isHost ? [path.join(repoRoot, 'federation-bundler-runtime-plugin.mjs'), ...runtimePlugins] : runtimePlugins,
        // Remotes mount through their own `mount` (react-dom/client); routing stays with the shell.
        bridge: { enableBridgeRouter: false },
        // One Module Federation runtime per page: the shell provides its runtime core, the remotes
        // use it (a remote's entry would otherwise carry ~18 KB gzip of runtime of its own). Pages
        // without the shell load the remote's mf-runtime.js first. The runtime is a platform-wide
        // contract, which is why @module-federation/* is pinned exactly in every package.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web' } },
      }),
      new ManifestLoadGraphPlugin(),
      new FederationRuntimeEsmPlugin({ pageBundlerRuntime: !isHost }),
      !isHost && new RetriedChunkAddressPlugin(),
      existsSync(htmlTemplate) &&
        new rspack.HtmlRspackPlugin({ template: htmlTemplate, favicon: existsSync(path.join(packageDir, 'public/favicon.svg')) ? path.join(packageDir, 'public/favicon.svg') : undefined, chunks: ['main'] }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __MODULE_VERSION__: JSON.stringify(process.env.MODULE_VERSION ?? own.version),
        __MODULE_NAME__: JSON.stringify(name),
      }),
    ].filter(Boolean),
    devServer: {
      port: portOf(pkg),
      host: 'localhost',
      hot: true,
      historyApiFallback: isHost,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      },
      proxy: [
        {
          context: (pathname, req) => isApiRequest(pathname, req),
          target: apiTarget,
          ws: true,
          changeOrigin: false,
        },
      ],
    },
    experiments: { css: true },
  };
}

export { repoRoot };
