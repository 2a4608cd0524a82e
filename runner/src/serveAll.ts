// `npm start`'s static side: the shell on SHELL_PORT and every built remote on its own port,
// in one process. Ports and origins come from the environment (see README "Configuration").
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildShellCsp } from './shellCsp.ts';
import { registryOrigins, shellPageRenderer } from './shellPage.ts';
import { withLoopbackAliases } from 'shared-kernel/registry';
import { startStaticServer } from './staticServer.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const DEFAULT_PORTS: Record<string, number> = {
  shell: 8080,
  'mf-issue': 8081,
  'mf-notes': 8082,
  'mf-epic': 8083,
  'mf-diffs': 8084,
  'mf-trial': 8085,
};

function portOf(pkg: string): number {
  const fromEnv = process.env[`${pkg.replace(/-/g, '_').toUpperCase()}_PORT`];
  return Number(fromEnv ?? DEFAULT_PORTS[pkg] ?? 0);
}

const host = process.env.STATIC_HOST ?? 'localhost';
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const shellOrigin = process.env.SHELL_ORIGIN ?? `http://localhost:${portOf('shell')}`;
const configuredOrigins = [shellOrigin, ...(process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean)];
// Development: the shell opened at 127.0.0.1 instead of localhost (or the other way) still reads the remotes.
const allowedOrigins = process.env.NODE_ENV === 'production' ? configuredOrigins : withLoopbackAliases(configuredOrigins);

const builds = ['shell', ...readdirSync(repoRoot).filter((name) => name.startsWith('mf-'))].filter((pkg) =>
  existsSync(path.join(repoRoot, pkg, 'dist', 'index.html')),
);

/** Origins of the registry's modules, read fresh for each page so an edited registry applies. */
async function remoteOrigins(): Promise<string[]> {
  try {
    return registryOrigins(await (await fetch(`${apiOrigin}/-/registry.json`)).json());
  } catch {
    return [];
  }
}

for (const pkg of builds) {
  const port = portOf(pkg);
  // The shell's page gets the first screen's preload hints; every page gets its configuration inlined.
  const renderPage = shellPageRenderer({ apiOrigin, registryUrl: process.env.REGISTRY_URL || undefined, hints: pkg === 'shell' });
  await startStaticServer({
    root: path.join(repoRoot, pkg, 'dist'),
    port,
    host,
    allowedOrigins,
    // Every build's own page (the shell, a remote's standalone app) reaches the API on its origin.
    spa: { apiOrigin, contentSecurityPolicy: async () => buildShellCsp({ remoteOrigins: await remoteOrigins(), apiOrigin }), renderPage },
  });
  console.log(`${pkg} serving ${path.join(pkg, 'dist')} on http://${host}:${port}`);
}
