import { workspaceTestConfig } from '../vitest.base.ts';

// The core is framework-free and must run on the server too, so tests default to Node; files that
// need a DOM (the event bus's DOM mirror, the React bindings, the UI widgets) opt in with
// `// @vitest-environment jsdom`. Tests import vitest's functions (no globals).
// Files that share one module graph start without the kernel's global singletons (src/test/setup.ts).
export default workspaceTestConfig({ overrides: { test: { environment: 'node', globals: false } } });
