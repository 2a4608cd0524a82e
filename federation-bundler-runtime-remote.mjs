// What a remote's build imports in place of `@module-federation/webpack-bundler-runtime` (its `federation`
// object, which the bundler's start-up code copies onto `__webpack_require__.federation`): a new object per
// container, like the package's own module in each build, whose functions are the page's
// (`_FEDERATION_BUNDLER_RUNTIME`, federation-bundler-runtime.mjs). Its `runtime` stays the build's own
// `@module-federation/runtime`: that module finds and records its container's instance by the build's
// identifier. A remote's entry thus needs the shell, or its mf-runtime.js, on the page first, as it already
// did for the runtime core.
import * as runtime from '@module-federation/runtime';

const page = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!page) {
  throw new Error('The Module Federation bundler runtime is not on this page: load the remote\'s mf-runtime.js before its remoteEntry.js');
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...page.functions, S: {} },
  attachShareScopeMap: page.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
