// The single-bundle build of the composed pages (bench/single-bundle/rspack.config.mjs), served by the
// platform's own static server implementation on its own port, with the same API behind it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiOrigin, benchDir, ports, repoRoot } from './config.mjs';

export const singleBundleOrigin = `http://localhost:${ports.singleBundle}`;
const configFile = path.join(benchDir, 'single-bundle', 'rspack.config.mjs');
const distDir = path.join(benchDir, 'single-bundle', 'dist');

/** Builds it for production (from the shell's folder, whose configuration it starts from). */
export function buildSingleBundle() {
  const rspackCli = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const build = spawnSync(process.execPath, [rspackCli, 'build', '--config', configFile], {
    cwd: path.join(repoRoot, 'shell'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('single-bundle build failed');
}

/** Serves it (page navigations get its index.html, API requests go to the API); returns the child process. */
export function serveSingleBundle() {
  const script = `
    const { startStaticServer } = await import(${JSON.stringify(path.join(repoRoot, 'runner', 'src', 'staticServer.ts'))});
    await startStaticServer({
      root: ${JSON.stringify(distDir)},
      port: ${ports.singleBundle},
      host: 'localhost',
      allowedOrigins: [],
      spa: { apiOrigin: ${JSON.stringify(apiOrigin)}, contentSecurityPolicy: async () => "default-src 'self'; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:" },
    });`;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}
