#!/usr/bin/env node
// `node runner/bin/workspaces.mjs <script>`: runs an npm script in every workspace that has it, a few
// at a time (WORKSPACE_JOBS, default 2: this suite's machines have 2 cores and vitest and tsc are
// mostly single-threaded per package). Each workspace's output is kept and printed as one block when
// it finishes, so parallel runs stay readable; the exit code is 1 when any workspace failed.
// Workspaces that took longest last time start first (timings in node_modules/.cache), which keeps
// the slowest package from starting last. For `typecheck`, a workspace whose tsconfig.json references
// another (TypeScript project references: shared-kernel, issuable-ui) starts once that one has passed,
// so `tsc -b` finds the referenced declarations built and no two builds write them at once.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [script, ...extraArgs] = process.argv.slice(2);
if (!script) {
  console.error('Usage: workspaces.mjs <npm script> [-- args for each workspace]');
  process.exit(2);
}
const jobs = Math.max(1, Number(process.env.WORKSPACE_JOBS) || 2);
const timingsFile = path.join(repoRoot, 'node_modules', '.cache', 'platform-runner', `workspaces-${script}.json`);

function readJson(file, fallback) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** Workspaces (root package.json order) whose package.json defines `script`. */
function workspacesWith(name) {
  const { workspaces = [] } = readJson(path.join(repoRoot, 'package.json'), {});
  return workspaces.filter((dir) => {
    const manifest = path.join(repoRoot, dir, 'package.json');
    return existsSync(manifest) && Boolean(readJson(manifest, {}).scripts?.[name]);
  });
}

/** The workspaces among `dirs` that `dir`'s tsconfig.json references (its `references` paths). */
function referencedWorkspaces(dir, dirs) {
  let text;
  try {
    text = readFileSync(path.join(repoRoot, dir, 'tsconfig.json'), 'utf8');
  } catch {
    return [];
  }
  // tsconfig.json allows line comments.
  const config = JSON.parse(text.replace(/^\s*\/\/.*$/gm, ''));
  const referenced = (config.references ?? []).map((reference) => path.relative(repoRoot, path.resolve(repoRoot, dir, reference.path)));
  return dirs.filter((other) => referenced.includes(other));
}

function runOne(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const args = ['run', script, '--workspace', dir, ...(extraArgs.length ? ['--', ...extraArgs] : [])];
    const child = spawn('npm', args, { cwd: repoRoot, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ dir, ok: code === 0, code: code ?? signal, ms: Date.now() - started, output: Buffer.concat(output) }));
  });
}

const previous = readJson(timingsFile, {});
const queue = workspacesWith(script).sort((a, b) => (previous[b] ?? 0) - (previous[a] ?? 0));
const prerequisites = new Map(queue.map((dir) => [dir, script === 'typecheck' ? referencedWorkspaces(dir, queue) : []]));
const results = [];
const started = Date.now();
console.log(`npm run ${script}: ${queue.length} workspaces, ${jobs} at a time (${queue.join(', ')})`);

/** Workers waiting for a running workspace to finish, so they look at the queue again. */
const waiting = [];
const running = new Set();

/** The next workspace whose prerequisites have all run; undefined while they are still running. */
function next() {
  const done = (dir) => results.some((result) => result.dir === dir);
  const index = queue.findIndex((dir) => prerequisites.get(dir).every(done));
  return index < 0 ? undefined : queue.splice(index, 1)[0];
}

async function worker() {
  while (queue.length) {
    const dir = next();
    if (!dir) {
      // Every queued workspace waits for one that is running (the references form no cycle: tsc -b refuses one).
      if (running.size === 0) throw new Error(`${script}: the workspaces left wait for each other: ${queue.join(', ')}`);
      await new Promise((resolve) => waiting.push(resolve));
      continue;
    }
    running.add(dir);
    const result = await runOne(dir);
    running.delete(dir);
    results.push(result);
    for (const wake of waiting.splice(0)) wake();
    const verdict = result.ok ? 'ok' : `FAILED (${result.code})`;
    process.stdout.write(`\n── ${dir}: ${script} ${verdict} in ${(result.ms / 1000).toFixed(1)} s ──\n`);
    process.stdout.write(result.output);
  }
}
await Promise.all(Array.from({ length: jobs }, worker));

mkdirSync(path.dirname(timingsFile), { recursive: true });
writeFileSync(timingsFile, JSON.stringify({ ...previous, ...Object.fromEntries(results.map((r) => [r.dir, r.ms])) }, null, 2));

const failed = results.filter((result) => !result.ok);
console.log(`\nnpm run ${script}: ${results.length - failed.length}/${results.length} workspaces passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const result of failed) console.log(`  failed: ${result.dir} (exit ${result.code})`);
process.exit(failed.length ? 1 : 0);
