import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { instanceDir, repoRoot } from './layout.mjs';
import { currentInstance } from './ports.mjs';

const defaultRegistry = path.join(repoRoot, 'registry.json');

/** This worker's operator registry (`DATA_DIR/registry.json` of its own instance, see start.mjs). */
function operatorRegistry(): string {
  return path.join(instanceDir(currentInstance()), 'data', 'registry.json');
}

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

/**
 * Writes the operator's registry, which wins over the repository's. Only this worker's instance reads
 * it, so specs that edit the registry run in parallel with the rest.
 */
export function writeOperatorRegistry(modules: RegistryEntry[]): void {
  const file = operatorRegistry();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ modules }, null, 2));
}

export function removeOperatorRegistry(): void {
  rmSync(operatorRegistry(), { force: true });
}
