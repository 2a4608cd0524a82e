// `mf-runtime.js`, emitted next to every remote's remoteEntry.js: the Module Federation runtime core
// and the bundler runtime (federation-bundler-runtime.mjs) as globals. In the shell a remote uses the
// shell's (`experiments.externalRuntime`, federation-bundler-runtime-remote.mjs), so the composed page
// downloads them once; a page without the shell (a remote's standalone app, an integrator's page) loads
// this script before remoteEntry.js. A runtime already on the page wins.
/* global __MF_RUNTIME_VERSION__ */
import * as runtimeCore from '@module-federation/runtime-core';
import { provideBundlerRuntime } from './federation-bundler-runtime.mjs';

const slot = globalThis;
if (!slot._FEDERATION_RUNTIME_CORE) {
  slot._FEDERATION_RUNTIME_CORE = runtimeCore;
  slot._FEDERATION_RUNTIME_CORE_FROM = { name: 'mf-runtime', version: __MF_RUNTIME_VERSION__ };
}
provideBundlerRuntime({ name: 'mf-runtime', version: __MF_RUNTIME_VERSION__ });
