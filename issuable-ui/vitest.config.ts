import { workspaceTestConfig } from '../vitest.base.ts';

export default workspaceTestConfig();
