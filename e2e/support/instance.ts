import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { e2eDir } from './layout.mjs';
import { e2ePorts, type E2EPorts } from './ports.mjs';

export interface PlatformInstance {
  index: number;
  ports: E2EPorts;
  shellOrigin: string;
  stop(): Promise<void>;
}

/** What must answer before the instance's tests start: the API (through the shell), each build, the fixtures. */
function readinessUrls(ports: E2EPorts): string[] {
  return [
    `http://localhost:${ports.shell}/-/session`,
    `http://localhost:${ports.issue}/mf-manifest.json`,
    `http://localhost:${ports.notes}/mf-manifest.json`,
    `http://localhost:${ports.epic}/mf-manifest.json`,
    `http://localhost:${ports.diffs}/mf-manifest.json`,
    `http://localhost:${ports.trial}/mf-manifest.json`,
    `http://localhost:${ports.alt}/mf-manifest.json`,
    `http://localhost:${ports.kernel10}/mf-manifest.json`,
    `http://localhost:${ports.integrator}/integrator.html`,
  ];
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts platform instance `index` (support/start.mjs) and resolves once everything answers. The
 * IPC channel ties it to this worker: if the worker dies, start.mjs sees the disconnect and stops.
 */
export async function startInstance(index: number, timeoutMs: number): Promise<PlatformInstance> {
  const ports = e2ePorts(index);
  const child = spawn(process.execPath, [path.join(e2eDir, 'support', 'start.mjs')], {
    cwd: e2eDir,
    env: { ...process.env, E2E_INSTANCE: String(index) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const deadline = Date.now() + timeoutMs;
  const urls = readinessUrls(ports);
  while (!(await Promise.all(urls.map(answers))).every(Boolean)) {
    if (child.exitCode !== null) throw new Error(`platform instance ${index} exited with code ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`platform instance ${index} not ready after ${timeoutMs} ms: ${urls.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { index, ports, shellOrigin: `http://localhost:${ports.shell}`, stop };
}
