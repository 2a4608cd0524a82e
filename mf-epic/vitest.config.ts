import { workspaceTestConfig } from '../vitest.base.ts';

export default workspaceTestConfig({ module: { name: 'mf_epic', version: new URL('./package.json', import.meta.url) } });
