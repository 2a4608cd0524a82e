import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../federation.config.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// The public API of mf-issue (see README.md): these exposed modules and their props. A breaking change
// bumps the major version in package.json.
export default federatedConfig({
  packageDir,
  pkg: 'mf-issue',
  name: 'mf_issue',
  exposes: {
    './IssueApp': './src/exposes/IssueApp.tsx',
    './NewIssueApp': './src/exposes/NewIssueApp.tsx',
    './IssueListApp': './src/exposes/IssueListApp.tsx',
    './mount': './src/exposes/mount.ts',
  },
});
