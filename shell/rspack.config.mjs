import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../federation.config.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// The shell knows no remote at build time: the registry document lists them at run time.
export default federatedConfig({ packageDir, pkg: 'shell', name: 'shell', isHost: true });
