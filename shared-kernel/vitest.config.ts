import { workspaceTestConfig } from '../vitest.base.ts';

// The core is framework-free and must run on the server too, so tests default to Node; files that
// need a DOM (the event bus's DOM mirror, the React bindings, the UI widgets) opt in with
// `// @vitest-environment jsdom`. Tests import vitest's functions (no globals). Each file runs isolated:
// the kernel keeps its singletons on the global object (one bus for every copy of the kernel).
export default workspaceTestConfig({ shareModules: false, overrides: { test: { environment: 'node', globals: false } } });
