// Where the e2e run keeps what it builds (once per run) and what each platform instance writes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(e2eDir, '..');

/** Builds made once per run by global-setup.ts, shared read-only by every instance. */
export const buildsDir = path.join(e2eDir, '.builds');
export const altTrialBuild = path.join(buildsDir, 'mf-trial-alt');

/** Every instance's own directory: its `DATA_DIR` (database, uploads, operator registry) and fixtures. */
export const dataRoot = path.join(e2eDir, '.data');

/** @param {number} instance */
export function instanceDir(instance) {
  return path.join(dataRoot, `instance-${instance}`);
}
