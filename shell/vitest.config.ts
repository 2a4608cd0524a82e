import { workspaceTestConfig } from '../vitest.base.ts';

// The shell's tests manage their own spies and stubbed globals.
export default workspaceTestConfig({ module: { name: 'shell', version: '0.0.0-test' }, overrides: { test: { restoreMocks: false, unstubGlobals: false } } });
