#!/usr/bin/env node
// The README's commands: `npm start` (production build of what is stale, then the API and one
// static origin per build), `npm run dev` (dev servers with hot reload), `npm run build`, and `serve`
// (start without building: the e2e run builds once, then starts one instance per worker).
// The root scripts `exec` this file, so Ctrl-C and SIGTERM reach it directly and it stops its children.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [command = 'start', ...flags] = process.argv.slice(2);
const force = flags.includes('--force');

/** Every federated build: the shell and each `mf-*` folder with an rspack config. */
function builds() {
  const remotes = readdirSync(repoRoot).filter((name) => name.startsWith('mf-'));
  return ['shell', ...remotes].filter((pkg) => existsSync(path.join(repoRoot, pkg, 'rspack.config.mjs')));
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** A build is stale when any input (its sources, the shared libraries' sources, the shared config, the lockfile) is newer. */
function isStale(pkg) {
  const stamp = path.join(repoRoot, pkg, 'dist', '.build-stamp');
  if (!existsSync(stamp)) return true;
  const inputs = [
    path.join(repoRoot, pkg, 'src'),
    path.join(repoRoot, pkg, 'index.html'),
    path.join(repoRoot, pkg, 'public'),
    path.join(repoRoot, pkg, 'rspack.config.mjs'),
    path.join(repoRoot, pkg, 'package.json'),
    // Shared libraries are compiled into the builds that import them.
    path.join(repoRoot, 'shared-kernel', 'src'),
    path.join(repoRoot, 'issuable-ui', 'src'),
    path.join(repoRoot, 'federation.config.mjs'),
    path.join(repoRoot, 'federation-runtime-core.mjs'),
    path.join(repoRoot, 'package-lock.json'),
  ];
  const newestInput = Math.max(...inputs.map(newestMtime));
  return newestInput > statSync(stamp).mtimeMs;
}

function build() {
  for (const pkg of builds()) {
    if (!force && !isStale(pkg)) {
      console.log(`${pkg}: up to date`);
      continue;
    }
    console.log(`${pkg}: building for production…`);
    const result = spawnSync('npx', ['rspack', 'build', '--config', 'rspack.config.mjs'], {
      cwd: path.join(repoRoot, pkg),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`${pkg}: build failed`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(path.join(repoRoot, pkg, 'dist', '.build-stamp'), new Date().toISOString());
  }
}

/** Runs the servers; when one stops on its own, or this process is asked to stop, all of them stop. */
function run(children) {
  let stopping = false;
  const processes = children.map(([name, args, options = {}]) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} stopped (${signal ?? code}); stopping the platform`);
      shutdown(code || 1);
    });
    return child;
  });
  function shutdown(code) {
    if (stopping) return;
    stopping = true;
    const running = processes.filter((child) => child.exitCode === null && child.signalCode === null);
    let left = running.length;
    if (left === 0) process.exit(code);
    for (const child of running) {
      child.once('exit', () => --left === 0 && process.exit(code));
      child.kill('SIGTERM');
    }
    // A server that does not stop within 5 s does not hold the others up.
    setTimeout(() => process.exit(code), 5000).unref();
  }
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
}

if (command === 'build') {
  build();
} else if (command === 'start' || command === 'serve') {
  if (command === 'start') build();
  run([
    ['api', ['--import', 'tsx', 'server/src/server.ts'], { env: { NODE_ENV: process.env.NODE_ENV ?? 'development' } }],
    ['static', ['--import', 'tsx', 'runner/src/serveAll.ts']],
  ]);
} else if (command === 'dev') {
  const concurrently = path.join(repoRoot, 'node_modules', '.bin', 'concurrently');
  const names = ['api', ...builds()];
  const commands = ['npm run dev -w server', ...builds().map((pkg) => `npm run dev -w ${pkg === 'shell' ? '@platform/shell' : pkg}`)];
  const child = spawn(concurrently, ['--kill-others-on-fail', '--names', names.join(','), ...commands], { cwd: repoRoot, stdio: 'inherit' });
  // concurrently stops its commands when it is signalled; pass ours on instead of leaving it behind.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.error(`Unknown command "${command}". Use start, serve, dev or build.`);
  process.exit(2);
}
