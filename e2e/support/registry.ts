import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const operatorRegistry = path.join(e2eDir, '.data', 'registry.json');
const defaultRegistry = path.join(e2eDir, '..', 'registry.json');

export interface RegistryEntry {
  name?: unknown;
  manifest?: unknown;
  version?: unknown;
  enabled?: unknown;
  slots?: unknown;
  exposes?: unknown;
  [key: string]: unknown;
}

/** The repository's registry document, as the operator would start from it. */
export function defaultModules(): RegistryEntry[] {
  return (JSON.parse(readFileSync(defaultRegistry, 'utf8')) as { modules: RegistryEntry[] }).modules;
}

/** Writes the operator's registry (`DATA_DIR/registry.json`), which wins over the repository's. */
export function writeOperatorRegistry(modules: RegistryEntry[]): void {
  mkdirSync(path.dirname(operatorRegistry), { recursive: true });
  writeFileSync(operatorRegistry, JSON.stringify({ modules }, null, 2));
}

export function removeOperatorRegistry(): void {
  rmSync(operatorRegistry, { force: true });
}
