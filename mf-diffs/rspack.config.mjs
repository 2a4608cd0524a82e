import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../federation.config.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// The public API of mf-diffs (see README.md): these exposed modules and their props. A breaking change
// bumps the major version in package.json.
export default federatedConfig({
  packageDir,
  pkg: 'mf-diffs',
  name: 'mf_diffs',
  exposes: {
    './MergeRequestApp': './src/exposes/MergeRequestApp.tsx',
    './DiffsApp': './src/exposes/DiffsApp.tsx',
    './mount': './src/exposes/mount.ts',
  },
});
