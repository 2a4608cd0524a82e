import { workspaceTestConfig } from '../vitest.base.ts';

export default workspaceTestConfig({ module: { name: 'mf_diffs', version: new URL('./package.json', import.meta.url) } });
