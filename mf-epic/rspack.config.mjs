import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../federation.config.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// The public API of mf-epic (see README.md): these exposed modules and their props. A breaking change
// bumps the major version in package.json.
export default federatedConfig({
  packageDir,
  pkg: 'mf-epic',
  name: 'mf_epic',
  exposes: {
    './EpicApp': './src/exposes/EpicApp.tsx',
    './EpicListApp': './src/exposes/EpicListApp.tsx',
    './mount': './src/exposes/mount.ts',
  },
});
