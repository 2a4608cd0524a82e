import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.ts';

/** What the registry route serves: the operator's document, or an empty one with the reason. */
export type RegistryDocument = { modules: unknown[]; error?: string; [key: string]: unknown };

export interface RegistrySource {
  dataDir: string;
  /** Defaults to the repository root (two levels above server/src). */
  repoRoot?: string;
}

/** `${DATA_DIR}/registry.json` wins over the committed `<repo>/registry.json`. */
export function registryPath(source: RegistrySource): string | undefined {
  const candidates = [path.join(source.dataDir, 'registry.json'), path.join(source.repoRoot ?? REPO_ROOT, 'registry.json')];
  return candidates.find((candidate) => fs.existsSync(candidate));
}

/** Expands `${VAR}` and `${VAR:-default}` in every string of a JSON value. */
export function expandPlaceholders(value: unknown, env: NodeJS.ProcessEnv = process.env): unknown {
  if (typeof value === 'string') {
    return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g, (_, name: string, fallback: string | undefined) => {
      const current = env[name];
      return current !== undefined && current !== '' ? current : (fallback ?? '');
    });
  }
  if (Array.isArray(value)) return value.map((item) => expandPlaceholders(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandPlaceholders(item, env)]));
  }
  return value;
}

const cache = new Map<string, { mtimeMs: number; size: number; text: string }>();

function readCached(file: string): string {
  const stat = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.text;
  const text = fs.readFileSync(file, 'utf8');
  cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, text });
  return text;
}

/**
 * Reads the module registry document, re-reading when the file changes, with placeholders expanded.
 * Never throws: a missing, unreadable or invalid file yields `{ modules: [], error }`. Entries are not
 * validated here; the shell validates entry by entry.
 */
export function loadRegistryDocument(source: RegistrySource, env: NodeJS.ProcessEnv = process.env): RegistryDocument {
  const file = registryPath(source);
  if (!file) return { modules: [], error: 'registry.json not found' };
  let text: string;
  try {
    text = readCached(file);
  } catch (error) {
    return { modules: [], error: `registry.json is not readable: ${(error as Error).message}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { modules: [], error: `registry.json is not valid JSON: ${(error as Error).message}` };
  }
  const expanded = expandPlaceholders(parsed, env);
  if (Array.isArray(expanded)) return { modules: expanded };
  if (!expanded || typeof expanded !== 'object') return { modules: [], error: 'registry.json must be a JSON object with a "modules" array' };
  const document = expanded as Record<string, unknown>;
  if (!Array.isArray(document.modules)) return { ...document, modules: [], error: 'registry.json has no "modules" array' };
  return document as RegistryDocument;
}

/** Origins of the enabled entries' manifest URLs (for CORS and the shell's CSP). */
export function registryOrigins(document: RegistryDocument): string[] {
  const origins = new Set<string>();
  for (const entry of document.modules) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    if (record.enabled === false) continue;
    for (const key of ['manifest', 'entry', 'url']) {
      const value = record[key];
      if (typeof value !== 'string') continue;
      try {
        const url = new URL(value);
        if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
      } catch {
        // A relative or malformed URL has no origin to allow; the shell reports the entry.
      }
    }
  }
  return [...origins];
}
