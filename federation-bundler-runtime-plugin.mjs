// The shell's runtime plugin that puts the bundler runtime on the page for its remotes
// (federation-bundler-runtime.mjs), next to the runtime core the shell provides
// (`experiments.provideExternalRuntime`). It runs with the shell's federation start-up, before any remote.
import { provideBundlerRuntime } from './federation-bundler-runtime.mjs';

export default function bundlerRuntimeProviderPlugin() {
  provideBundlerRuntime({ name: 'shell' });
  return { name: 'platform-bundler-runtime-provider' };
}
