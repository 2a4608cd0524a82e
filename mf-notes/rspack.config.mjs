import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../federation.config.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// The public API of mf-notes (see README.md): these exposed modules and their props. A breaking change
// bumps the major version in package.json.
export default federatedConfig({
  packageDir,
  pkg: 'mf-notes',
  name: 'mf_notes',
  exposes: {
    './NotesApp': './src/exposes/NotesApp.tsx',
    './MergeRequestNotesApp': './src/exposes/MergeRequestNotesApp.tsx',
    './mount': './src/exposes/mount.ts',
  },
});
