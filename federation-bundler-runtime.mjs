// The bundler side of the Module Federation runtime (`@module-federation/webpack-bundler-runtime`: share
// scope initialisation, consumes, chunk loading of remotes, a container's init), put on the page once for
// every container, as the runtime core is (`_FEDERATION_RUNTIME_CORE`, federation-runtime-core.mjs). Its
// functions keep no state of their own: each call is given its container's `__webpack_require__`, whose
// `federation` object holds that container's instance, options and share scope (see
// federation-bundler-runtime-remote.mjs, which builds that object in each remote). The shell provides it
// (federation-bundler-runtime-plugin.mjs), a page without the shell gets it from a remote's mf-runtime.js.
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { remotes } from '@module-federation/webpack-bundler-runtime/dist/remotes.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';

/** The global a remote's entry reads the bundler runtime from. */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** Functions of `bundlerRuntime` (the package's own object, whose `S` each container gets anew) and `attachShareScopeMap`. */
const bundlerRuntime = Object.freeze({
  functions: Object.freeze({ remotes, consumes, I: initializeSharing, installInitialConsumes, initContainerEntry, init, getSharedFallbackGetter }),
  attachShareScopeMap,
});

/** Puts it on the page unless a runtime already did (the first one wins, as for the runtime core). */
export function provideBundlerRuntime(from) {
  const slot = globalThis;
  if (!slot[BUNDLER_RUNTIME_GLOBAL]) {
    slot[BUNDLER_RUNTIME_GLOBAL] = bundlerRuntime;
    slot[`${BUNDLER_RUNTIME_GLOBAL}_FROM`] = from;
  }
}
