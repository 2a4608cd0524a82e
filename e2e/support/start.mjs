// Playwright's webServer: a fresh data directory, a second build of mf-trial (another version on
// another origin, for the registry-switch test), the integrator page, then `npm start`'s platform.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS } from './ports.mjs';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(e2eDir, '..');
const dataDir = path.join(e2eDir, '.data');
const altBuild = path.join(e2eDir, '.builds', 'mf-trial-alt');

const ports = E2E_PORTS;
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  PORT: String(ports.api),
  API_ORIGIN: `http://127.0.0.1:${ports.api}`,
  SHELL_PORT: String(ports.shell),
  MF_TRIAL_PORT: String(ports.trial),
  MF_ISSUE_PORT: String(ports.issue),
  MF_NOTES_PORT: String(ports.notes),
  SHELL_ORIGIN: `http://localhost:${ports.shell}`,
  MF_ISSUE_ORIGIN: `http://localhost:${ports.issue}`,
  MF_NOTES_ORIGIN: `http://localhost:${ports.notes}`,
  MF_TRIAL_ORIGIN: `http://localhost:${ports.trial}`,
  ALLOWED_ORIGINS: [`http://localhost:${ports.integrator}`, `http://localhost:${ports.trial}`, `http://localhost:${ports.alt}`].join(','),
  DATABASE_URL: '',
};
delete env.DATABASE_URL;

rmSync(dataDir, { recursive: true, force: true });

const alt = spawnSync('npx', ['rspack', 'build', '--config', 'rspack.config.mjs'], {
  cwd: path.join(repoRoot, 'mf-trial'),
  stdio: 'inherit',
  env: { ...env, NODE_ENV: 'production', MODULE_VERSION: '1.1.0-e2e', OUTPUT_PATH: altBuild },
});
if (alt.status !== 0) process.exit(alt.status ?? 1);

const children = [
  spawn(process.execPath, ['--import', 'tsx', path.join(e2eDir, 'support', 'serveFixtures.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...env, ALT_BUILD: altBuild, ALT_PORT: String(ports.alt), INTEGRATOR_PORT: String(ports.integrator) },
  }),
  spawn(process.execPath, [path.join(repoRoot, 'server', 'bin', 'platform.mjs'), 'start'], { cwd: repoRoot, stdio: 'inherit', env }),
];

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
for (const child of children) child.on('exit', (code) => code && stop());
