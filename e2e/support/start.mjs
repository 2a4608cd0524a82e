// One platform instance, as `npm start` runs it but on the ports of instance `E2E_INSTANCE`
// (support/ports.mjs) with its own data directory: the API, one static origin per build, another build
// of mf-trial (another version on another origin, for the registry-switch test), mf-trial built against
// the previous kernel minor (fixtures/kernel-1.0) and the integrator page. The builds are made once per
// run by global-setup.ts. Started by each Playwright worker (support/instance.ts) over an IPC channel:
// when the worker goes away, so does its instance.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2ePorts } from './ports.mjs';
import { altTrialBuild, e2eDir, instanceDir, repoRoot } from './layout.mjs';

const instance = Number(process.env.E2E_INSTANCE ?? 0) || 0;
const ports = e2ePorts(instance);
const dataDir = path.join(instanceDir(instance), 'data');
const fixturesDir = path.join(instanceDir(instance), 'fixtures');

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
  MF_EPIC_PORT: String(ports.epic),
  MF_DIFFS_PORT: String(ports.diffs),
  SHELL_ORIGIN: `http://localhost:${ports.shell}`,
  MF_ISSUE_ORIGIN: `http://localhost:${ports.issue}`,
  MF_NOTES_ORIGIN: `http://localhost:${ports.notes}`,
  MF_EPIC_ORIGIN: `http://localhost:${ports.epic}`,
  MF_DIFFS_ORIGIN: `http://localhost:${ports.diffs}`,
  MF_TRIAL_ORIGIN: `http://localhost:${ports.trial}`,
  ALLOWED_ORIGINS: [ports.integrator, ports.trial, ports.alt, ports.kernel10].map((port) => `http://localhost:${port}`).join(','),
};
delete env.DATABASE_URL;

rmSync(instanceDir(instance), { recursive: true, force: true });

const children = [
  spawn(process.execPath, ['--import', 'tsx', path.join(e2eDir, 'support', 'serveFixtures.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...env,
      ALT_BUILD: altTrialBuild,
      ALT_PORT: String(ports.alt),
      KERNEL10_PORT: String(ports.kernel10),
      INTEGRATOR_PORT: String(ports.integrator),
      FIXTURES_DIR: fixturesDir,
    },
  }),
  // `serve`: the builds are fresh (global-setup.ts), and instances starting side by side must not build.
  spawn(process.execPath, [path.join(repoRoot, 'runner', 'bin', 'platform.mjs'), 'serve'], { cwd: repoRoot, stdio: 'inherit', env }),
];

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(0);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => --left === 0 && process.exit(0));
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
for (const child of children) child.on('exit', (code) => code && stop());
