import { workspaceTestConfig } from '../vitest.base.ts';

export default workspaceTestConfig({ module: { name: 'mf_issue', version: new URL('./package.json', import.meta.url) } });
